import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { fillLogin } from './auth-helpers';
import {
  expectAccessible,
  logInAsCompany,
  registerCompany,
  watchConsole,
} from './employer-helpers';
import {
  addSkillViaApi,
  addThreeImageProject,
  expectNoSidewaysScroll,
  expectTabsInSight,
  expectWholeImage,
  setSignals,
  talentViaApi,
  uniqueLetters,
  type ApiTalent,
} from './sourcing-helpers';

// Issue 31's "Must show", as one recruiter's day (desktop, and the same on a phone through the
// mobile project): filter by city and availability, save two talents, move one to Interviewing
// with a note, save the search; a talent in a browser of their own states availability, salary
// and education and adds the searched skill, and the recruiter's bell rings without a reload;
// the recruiter reads that profile (tabs in sight, nothing scrolls sideways), pages through a
// three-image project, and a hire e-mail's /chat/{id} opened logged out returns there after
// login. Every name, skill and account is new per run, so a retry or the other viewport never
// meets this run's data. Photographed at each size (e2e/screenshots/sourcing-*.png).
const SHOTS = path.resolve(__dirname, '..', 'screenshots');
const CITY = 'Bandung';
const PROJECT = 'Kasir Tiga Layar';

async function shoot(page: Page, name: string, size: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `sourcing-${name}-${size}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** The first of next-but-one month, as the date field wants it and as the badge shows it. */
function availableFrom(): { iso: string; shown: RegExp } {
  const now = new Date();
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 2, 1));
  const month = day.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' });
  return {
    iso: day.toISOString().slice(0, 10),
    shown: new RegExp(`Open to work · from .*${month}.*${day.getUTCFullYear()}`),
  };
}

const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Talent' }).getByRole('heading', { level: 2 });

/** Search, then city and availability next to it (on a phone the form folds behind "Filter"). */
async function filterByCityAndAvailability(page: Page, skill: string, size: string) {
  await page.goto(`/home?search=${skill}`);
  const filters = page.getByRole('form', { name: 'Filters' });
  if (size === 'mobile') await page.getByRole('button', { name: 'Filter', exact: true }).click();
  await filters.getByRole('textbox', { name: 'City' }).fill(CITY);
  await filters.getByRole('checkbox', { name: 'Open to work' }).check();
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(page).toHaveURL(new RegExp(`city=${CITY}`));
  await expect(page).toHaveURL(/availability=open_to_work/);
}

async function saveTalent(page: Page, name: string) {
  const save = page.getByRole('button', { name: `Save ${name}`, exact: true });
  const stored = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && r.url().includes('/api/shortlist/'),
  );
  await save.click();
  expect((await stored).status()).toBe(201);
  await expect(save).toHaveAttribute('aria-pressed', 'true');
}

/** Moves `name` from Saved to Interviewing with the stage menu and leaves a private note. */
async function interview(page: Page, name: string, other: string, size: string) {
  // The account menu: in the header on a desktop, in the bottom bar on a phone.
  await page
    .getByRole('button', { name: /account menu|menu for/i })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Shortlist' }).click();
  await expect(page).toHaveURL(/\/home\/shortlist$/);
  await expect(page.getByRole('tab', { name: 'Saved (2)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('link', { name: other, exact: true })).toBeVisible();
  await expectAccessible(page, `/home/shortlist (${size})`);

  const moved = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/shortlist/'),
  );
  await panel.getByLabel(`Stage of ${name}`).selectOption('interviewing');
  expect((await moved).status()).toBe(200);
  // The stages are tabs the arrow keys walk (no dragging): Saved, Contacted, Interviewing.
  const saved = page.getByRole('tab', { name: 'Saved (1)' });
  await expect(saved).toBeVisible();
  await saved.focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: /^Contacted/ })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Interviewing (1)' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/stage=interviewing/);

  const note = page.getByRole('tabpanel').getByLabel(`Private note on ${name}`);
  await note.fill('Strong React; second interview on Tuesday');
  const noted = page.waitForResponse(
    (r) => r.request().method() === 'PATCH' && r.url().includes('/api/shortlist/'),
  );
  await page.getByRole('tabpanel').getByRole('button', { name: 'Save note' }).click();
  expect((await noted).status()).toBe(200);
  await page
    .getByRole('tabpanel')
    .getByText(/^History \(\d+\)$/)
    .click();
  await expect(
    page.getByRole('tabpanel').getByText(/moved the talent from Saved to Interviewing/),
  ).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText(/changed the note/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole('tabpanel').getByLabel(`Private note on ${name}`)).toHaveValue(
    'Strong React; second interview on Tuesday',
  );
  await expectNoSidewaysScroll(page, '/home/shortlist');
  await expectAccessible(page, `/home/shortlist interviewing (${size})`);
  await shoot(page, 'shortlist', size);
}

async function saveTheSearch(page: Page, skill: string, size: string) {
  await page.getByRole('button', { name: 'Save this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByRole('textbox', { name: 'Search name' })).toHaveValue(skill);
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url().endsWith('/api/saved-searches'),
  );
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  expect((await saved).status()).toBe(201);
  await page.getByRole('link', { name: 'See saved searches' }).click();
  await expect(page).toHaveURL(/\/home\/saved-searches$/);
  const item = page.getByRole('listitem', { name: skill });
  await expect(item.getByText(`City: ${CITY}`)).toBeVisible();
  await expect(item.getByText('Open to work')).toBeVisible();
  await expectNoSidewaysScroll(page, '/home/saved-searches');
  await expectAccessible(page, `/home/saved-searches (${size})`);
  await shoot(page, 'saved-searches', size);
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text).last();

/**
 * The talent's own browser: availability from a date and a salary range, an education added,
 * corrected and a second one deleted, then the searched skill. Returns the talent's page.
 */
async function talentUpdatesProfile(
  browser: Browser,
  recruiterPage: Page,
  talent: ApiTalent,
  skill: string,
  from: string,
  size: string,
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: new URL(recruiterPage.url()).origin,
    viewport: recruiterPage.viewportSize()!,
    hasTouch: size === 'mobile',
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto('/user-login');
  await fillLogin(page, talent.account.email, talent.account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/user-edit');
  await expect(page.getByLabel('Full name')).toHaveValue(talent.account.name);

  const signals = page.getByRole('form', { name: 'Availability and salary' });
  await signals.getByLabel('Availability', { exact: true }).selectOption('open_to_work');
  await signals.getByLabel('Available from').fill(from);
  await signals.getByLabel('Expected salary').selectOption('month');
  await signals.getByLabel('Minimum per month (IDR)').fill('9000000');
  await signals.getByLabel('Maximum per month (IDR)').fill('12000000');
  await signals.getByRole('button', { name: 'Save availability' }).click();
  await expect(toast(page, 'Availability updated!')).toBeVisible();

  const adding = page.getByRole('form', { name: 'Add education' });
  const addEducation = async (school: string, degree: string, start: string, end: string) => {
    await adding.getByLabel('School or university').fill(school);
    await adding.getByLabel('Degree').fill(degree);
    await adding.getByLabel('Start year').fill(start);
    await adding.getByLabel('End year').fill(end);
    await adding.getByRole('button', { name: 'Add education' }).click();
    await expect(
      page.getByRole('list', { name: 'Your education' }).getByRole('heading', { name: school }),
    ).toBeVisible();
  };
  // An empty "Add" says what is missing instead of doing nothing.
  await adding.getByRole('button', { name: 'Add education' }).click();
  await expect(adding.getByText('Enter the school or university')).toBeVisible();
  await expect(adding.getByText('Enter the degree')).toBeVisible();
  await addEducation('Universitas Gadjah Mada', 'S1', '2014', '2018');
  await addEducation('SMK Negeri 2 Bandung', 'SMK', '2011', '2014');

  await page.getByRole('button', { name: 'Edit education at Universitas Gadjah Mada' }).click();
  const editing = page.getByRole('form', { name: 'Edit education' });
  await editing.getByLabel('Field of study (optional)').fill('Informatics');
  await editing.getByRole('button', { name: 'Save education' }).click();
  await expect(toast(page, 'Education updated!')).toBeVisible();
  const educations = page.getByRole('list', { name: 'Your education' });
  await expect(educations.getByText('S1, Informatics')).toBeVisible();

  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete education at SMK Negeri 2 Bandung' }).click();
  await expect(toast(page, 'Education deleted')).toBeVisible();
  await expect(educations.getByRole('heading')).toHaveText(['Universitas Gadjah Mada']);
  await expectNoSidewaysScroll(page, '/user-edit');
  await expectAccessible(page, `/user-edit availability and education (${size})`);
  await shoot(page, 'talent-edit', size);

  // The skill the recruiter's saved search asks for.
  const box = page.getByRole('combobox', { name: 'Skill' });
  await box.fill(skill);
  await box.press('Escape');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Your skills' }).getByText(skill)).toBeVisible();
  await expect(toast(page, 'Skill added!')).toBeVisible();
  return page;
}

/** The recruiter reads the new match: availability with its date, salary, education. */
async function readMatch(page: Page, talent: ApiTalent, skill: string, from: RegExp, size: string) {
  const bell = page.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const alert = page.getByRole('link', { name: new RegExp(talent.account.name) });
  await expect(alert).toContainText(`New match for “${skill}”`);
  await shoot(page, 'bell', size);
  await alert.click();
  await expect(page).toHaveURL(new RegExp(`/home/profile-portofolio/${talent.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: talent.account.name })).toBeVisible();
  await expect(page.getByText(from)).toBeVisible();
  await expect(
    page.getByText('Expected salary: IDR 9,000,000 – IDR 12,000,000 a month'),
  ).toBeVisible();

  await expectTabsInSight(page, 'Profile sections');
  await expectNoSidewaysScroll(page, 'talent profile');
  await page.getByRole('tab', { name: 'Education' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Universitas Gadjah Mada' }),
  ).toBeVisible();
  await expect(page.getByRole('tabpanel').getByText('SMK Negeri 2 Bandung')).toHaveCount(0);
  await expectTabsInSight(page, 'Profile sections');
  await expectNoSidewaysScroll(page, 'talent profile, Education tab');
  await shoot(page, 'profile-education', size);
}

/** The expected salary reaches recruiters only: never a guest, never another talent. */
async function salaryStaysPrivate(
  talentPage: Page,
  talent: ApiTalent,
  other: ApiTalent,
  baseURL: string,
) {
  const asOther = await other.api.get(`/api/users/${talent.id}`);
  expect(asOther.status()).toBe(200);
  expect(((await asOther.json()) as { data: { expected_salary: unknown } }).data).toMatchObject({
    expected_salary: null,
  });
  const guest = await fetch(`${baseURL}/api/users/${talent.id}`);
  expect(guest.status).toBe(200);
  expect(((await guest.json()) as { data: { expected_salary: unknown } }).data).toMatchObject({
    expected_salary: null,
  });
  // In the page too: the talent reads another talent's profile (who shares a salary).
  await talentPage.goto(`/home/profile-portofolio/${other.id}`);
  await expect(
    talentPage.getByRole('heading', { level: 1, name: other.account.name }),
  ).toBeVisible();
  await expect(talentPage.getByText('Open to work').first()).toBeVisible();
  await expect(talentPage.getByText(/Expected salary/)).toHaveCount(0);
}

async function pageThroughGallery(page: Page, talent: ApiTalent, size: string) {
  await page.goto(`/home/profile-portofolio/${talent.id}`);
  await expectNoSidewaysScroll(page, 'talent profile with a project');
  await page.getByRole('button', { name: `Open the images of ${PROJECT}` }).click();
  const dialog = page.getByRole('dialog', { name: PROJECT });
  await expect(dialog).toBeVisible();
  await expectWholeImage(page, PROJECT, '1 / 3');
  await expectAccessible(page, `portfolio gallery (${size})`);
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `sourcing-gallery-${size}.png`),
    animations: 'disabled',
  });
  // The buttons forward, the arrow keys forward and back, the buttons back.
  await dialog.getByRole('button', { name: 'Next image' }).click();
  await expectWholeImage(page, PROJECT, '2 / 3');
  await page.keyboard.press('ArrowRight');
  await expectWholeImage(page, PROJECT, '3 / 3');
  await page.keyboard.press('ArrowLeft');
  await expectWholeImage(page, PROJECT, '2 / 3');
  await dialog.getByRole('button', { name: 'Previous image' }).click();
  await expectWholeImage(page, PROJECT, '1 / 3');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
}

/** The hire e-mail's link, opened in a browser without a login, returns there after login. */
async function chatLinkAfterLogin(
  browser: Browser,
  recruiterPage: Page,
  account: { email: string; password: string },
  talent: ApiTalent,
  size: string,
) {
  const subject = `Projek ${uniqueLetters()}`;
  const sent = await recruiterPage.request.post('/api/hire', {
    data: { subject, message: 'Halo, ada projek baru.', id_user: talent.id },
  });
  expect(sent.status(), await sent.text()).toBe(201);
  const { data: hire } = (await sent.json()) as { data: { conversation_id: number } };

  const context = await browser.newContext({
    baseURL: new URL(recruiterPage.url()).origin,
    viewport: recruiterPage.viewportSize()!,
    hasTouch: size === 'mobile',
    locale: 'en-US',
  });
  const page = await context.newPage();
  await page.goto(`/chat/${hire.conversation_id}`);
  await expect(page).toHaveURL(/\/$/);
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await page.getByRole('link', { name: /Login as Employer/ }).click();
  await expect(page).toHaveURL(/\/comp-login$/);
  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(new RegExp(`/chat/${hire.conversation_id}$`));
  await expect(page.getByText(subject).filter({ visible: true }).first()).toBeVisible();
  await context.close();
}

test.describe('sourcing journey @mobile', () => {
  test('filter, shortlist, saved search alert, gallery, chat link after login', async ({
    page,
    request,
    browser,
    baseURL,
  }, testInfo) => {
    test.slow();
    const size = testInfo.project.name;
    const console = watchConsole(page);
    const run = uniqueLetters(8);
    const skill = `Gleam${run}`;
    const from = availableFrom();

    // Two talents who match the search already (one with a start date and a project of three
    // images), and a third in Bandung who is open to work but lacks the skill.
    const first = await talentViaApi(baseURL!, `src-a-${size}`, `Sari ${run} Wulandari`, {
      domicile: CITY,
      job_desk: 'Frontend Developer',
    });
    await setSignals(first, {
      availability: 'open_to_work',
      available_from: from.iso,
      expected_salary: { min: 8_000_000, max: 10_000_000, period: 'month' },
    });
    await addSkillViaApi(first, skill);
    await addThreeImageProject(first, PROJECT);
    const second = await talentViaApi(baseURL!, `src-b-${size}`, `Budi ${run} Santoso`, {
      domicile: CITY,
      job_desk: 'Backend Developer',
    });
    await setSignals(second, { availability: 'open_to_work' });
    await addSkillViaApi(second, skill);
    const third = await talentViaApi(baseURL!, `src-c-${size}`, `Rina ${run} Kartika`, {
      domicile: CITY,
      job_desk: 'Mobile Developer',
    });

    const account = await registerCompany(request, `sourcing-${size}-${run}`);
    await logInAsCompany(page, account);

    await filterByCityAndAvailability(page, skill, size);
    await expect(cardNames(page)).toHaveCount(2);
    expect((await cardNames(page).allTextContents()).sort()).toEqual(
      [first.account.name, second.account.name].sort(),
    );
    await expect(page.getByRole('list', { name: 'Talent' }).getByText(from.shown)).toBeVisible();
    await expectNoSidewaysScroll(page, '/home filtered');
    const filtered = page.url();
    await saveTalent(page, first.account.name);
    await saveTalent(page, second.account.name);
    await shoot(page, 'filtered', size);

    await interview(page, first.account.name, second.account.name, size);

    await page.goto(filtered);
    await expect(cardNames(page)).toHaveCount(2);
    await saveTheSearch(page, skill, size);

    // The third talent, in a browser of their own; the recruiter's page stays open.
    const talentPage = await talentUpdatesProfile(browser, page, third, skill, from.iso, size);
    await readMatch(page, third, skill, from.shown, size);
    await salaryStaysPrivate(talentPage, third, first, baseURL!);
    await talentPage.context().close();

    await pageThroughGallery(page, first, size);
    await chatLinkAfterLogin(browser, page, account, second, size);

    for (const talent of [first, second, third]) await talent.api.dispose();
    console.expectNone();
  });
});
