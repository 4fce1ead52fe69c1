import path from 'node:path';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { fillLogin, fillTalentSignUp, newTalent, SIZES, type TalentSignUp } from './auth-helpers';
import { expectAccessible, logInAsCompany, registerCompany, solidPng } from './employer-helpers';

// A talent's whole profile built through the UI, then found by a recruiter in another browser,
// and the company list with its Tech filter. Every page is checked with axe and photographed
// (e2e/screenshots/talent-*.png) for a person to look at.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');
type Viewport = 'desktop' | 'mobile';

async function shoot(page: Page, name: string, viewport: Viewport) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `talent-${name}-${viewport}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/**
 * Uncaught errors and console errors of a page. The browser itself logs the 409 of the
 * deliberately repeated skill; that one is expected.
 */
function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (/status of 409 \(Conflict\)/.test(message.text())) return;
    problems.push(`console: ${message.text()}`);
  });
  return { expectNone: () => expect(problems).toEqual([]) };
}

/** A skill no demo talent has, so the recruiter's search surely lists this talent. */
const RARE_SKILL = 'Elixir';

async function signUpAndLogIn(page: Page, account: TalentSignUp) {
  await page.goto('/user-regist');
  await fillTalentSignUp(page, account);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expect(page).toHaveURL(/\/user-login$/);
  await fillLogin(page, account.email, account.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/home$/);
}

const toast = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Notifications' }).getByText(text).last();

async function addSkill(page: Page, typed: string, shown: string) {
  const box = page.getByRole('combobox', { name: 'Skill' });
  await box.fill(typed);
  await box.press('Escape');
  await box.press('Enter');
  await expect(page.getByRole('list', { name: 'Your skills' }).getByText(shown)).toBeVisible();
}

/** A month picker: the month by its value (01-12), then the year typed. */
async function chooseMonth(form: Locator, label: string, yearMonth: string) {
  const [year, month] = yearMonth.split('-');
  const group = form.getByRole('group', { name: label });
  await group.getByLabel('Month').selectOption(month!);
  await group.getByLabel('Year').fill(year!);
}

async function addExperience(
  page: Page,
  entry: { company: string; position: string; start: string; end: string | null },
) {
  const form = page.getByRole('form', { name: 'Add a job experience' });
  await form.getByLabel('Company name').fill(entry.company);
  await form.getByLabel('Position').fill(entry.position);
  await chooseMonth(form, 'Start month', entry.start);
  if (entry.end) await chooseMonth(form, 'End month', entry.end);
  else await form.getByLabel('This is my current job').check();
  await form.getByLabel('Description').fill(`${entry.position} at ${entry.company}.`);
  await form.getByRole('button', { name: 'Add experience' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Your job experience' })
      .getByText(entry.company, { exact: true }),
  ).toBeVisible();
}

async function buildProfile(page: Page, account: TalentSignUp, viewport: Viewport) {
  await page.goto('/user-edit');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit your profile' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue(account.name);
  await expect(page.getByRole('heading', { name: 'Profile 0% complete' })).toBeVisible();
  await expectAccessible(page, `/user-edit empty (${viewport})`);
  await shoot(page, 'edit-empty', viewport);

  // Photo: previewed, uploaded, then shown here and in the stored login (header avatar).
  await page.getByLabel('Choose a new profile photo').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: solidPng(96, [251, 176, 23]),
  });
  await expect(page.locator('#photo').getByRole('img', { name: account.name })).toHaveAttribute(
    'src',
    /^blob:/,
  );
  await page.getByRole('button', { name: 'Save photo' }).click();
  await expect(toast(page, 'Profile photo updated!')).toBeVisible();
  await expect(page.locator('#photo').getByRole('img', { name: account.name })).toHaveAttribute(
    'src',
    /\/uploads\/images\//,
  );
  const storedImage = () =>
    page.evaluate(() => JSON.parse(localStorage.getItem('@userLogin')!).image as string | null);
  await expect.poll(storedImage).not.toBeNull();
  const photoSrc = await page
    .locator('#photo')
    .getByRole('img', { name: account.name })
    .getAttribute('src');
  expect(photoSrc).toContain((await storedImage())!.split('/').pop()!);

  // Your Profile.
  await page.getByLabel('Job desk').fill('Elixir Developer');
  await page.getByLabel('Domicile').fill('Yogyakarta');
  await page.getByLabel('Employment type').selectOption('full time');
  await page.getByLabel('GitHub').fill('https://github.com/ayu-lestari');
  await page.getByLabel('Description', { exact: true }).first().fill('I build payment systems.');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Profile information updated!')).toBeVisible();

  // Skills: 'reactjs' is stored as React; typing it again in another spelling is refused.
  await addSkill(page, 'reactjs', 'React');
  await addSkill(page, 'Docker', 'Docker');
  await addSkill(page, RARE_SKILL, RARE_SKILL);
  const box = page.getByRole('combobox', { name: 'Skill' });
  await box.fill('React.js');
  await box.press('Escape');
  await box.press('Enter');
  await expect(page.locator('#skills').getByText('React is already in your skills')).toBeVisible();
  await box.fill('');

  await addExperience(page, {
    company: 'PT Kas Nusantara',
    position: 'Backend Engineer',
    start: '2023-02',
    end: null,
  });
  await addExperience(page, {
    company: 'CV Kode Jogja',
    position: 'Junior Developer',
    start: '2021-01',
    end: '2022-12',
  });
  // Newest first.
  await expect(
    page.getByRole('list', { name: 'Your job experience' }).getByRole('heading'),
  ).toHaveText(['Backend Engineer', 'Junior Developer']);

  // Portfolio with two images.
  const portfolio = page.getByRole('form', { name: 'Add a portfolio project' });
  await portfolio.getByLabel('Project name').fill('Kasir Elixir');
  await portfolio.getByLabel('Repository link').fill('https://github.com/ayu-lestari/kasir');
  await portfolio.getByLabel('Project images').setInputFiles([
    { name: 'one.png', mimeType: 'image/png', buffer: solidPng(80, [94, 80, 161]) },
    { name: 'two.png', mimeType: 'image/png', buffer: solidPng(80, [30, 123, 58]) },
  ]);
  await expect(portfolio.getByRole('img', { name: /Preview of/ })).toHaveCount(2);
  await portfolio.getByRole('button', { name: 'Add project' }).click();
  await expect(toast(page, 'Portfolio added!')).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Your portfolio' }).getByRole('img', { name: /Kasir Elixir/ }),
  ).toHaveCount(2);

  // Replace the first image: remove it, add another, save.
  await page.getByRole('button', { name: 'Edit Kasir Elixir' }).click();
  const editing = page.getByRole('form', { name: 'Edit portfolio project' });
  const savedImages = editing.getByRole('list', { name: 'Images of Kasir Elixir' });
  const secondSrc = await savedImages
    .getByRole('img', { name: 'Kasir Elixir, image 2 of 2' })
    .getAttribute('src');
  await savedImages.getByRole('button', { name: 'Remove image 1 of 2' }).click();
  await editing
    .getByLabel('Project images')
    .setInputFiles([
      { name: 'three.png', mimeType: 'image/png', buffer: solidPng(80, [251, 176, 23]) },
    ]);
  await shoot(page, 'edit-portfolio-images', viewport);
  await editing.getByRole('button', { name: 'Save project' }).click();
  await expect(toast(page, 'Portfolio updated!')).toBeVisible();
  const shown = page
    .getByRole('list', { name: 'Your portfolio' })
    .getByRole('img', { name: /Kasir Elixir/ });
  await expect(shown).toHaveCount(2);
  // The kept image first, then the new one (the removed one is gone).
  await expect(shown.first()).toHaveAttribute('src', secondSrc ?? 'missing');
  await expect(shown.nth(1)).not.toHaveAttribute('src', secondSrc ?? 'missing');

  await expect(page.getByRole('heading', { name: 'Profile 100% complete' })).toBeVisible();
  await expectAccessible(page, `/user-edit filled (${viewport})`);
  await shoot(page, 'edit-filled', viewport);
}

/** A recruiter in a browser of their own searches the rare skill and reads the profile. */
async function recruiterFinds(
  browser: Browser,
  baseURL: string,
  account: TalentSignUp,
  viewport: Viewport,
) {
  const context = await browser.newContext({
    baseURL,
    viewport: SIZES[viewport],
    hasTouch: viewport === 'mobile',
  });
  const page = await context.newPage();
  const company = await registerCompany(context.request, `talent-${viewport}`);
  await logInAsCompany(page, company);
  if (viewport === 'desktop') {
    const box = page.getByRole('combobox', { name: 'Search for any skill' });
    await box.fill(RARE_SKILL);
    await box.press('Escape');
    await box.press('Enter');
  } else {
    await page.goto('/search-mobile');
    await page.getByPlaceholder('Android developer').fill(RARE_SKILL);
  }
  await page.getByRole('link', { name: `View profile ${account.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: account.name })).toBeVisible();
  await expect(page.getByText('Elixir Developer').first()).toBeVisible();
  await expect(page.getByText('Yogyakarta').first()).toBeVisible();
  const skills = page.getByRole('list', { name: 'Skill' });
  for (const skill of ['React', 'Docker', RARE_SKILL]) {
    await expect(skills.getByText(skill, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('img', { name: account.name }).first()).toHaveAttribute(
    'src',
    /\/uploads\/images\//,
  );
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Kasir Elixir', { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Work experience' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Backend Engineer' }),
  ).toBeVisible();
  await expect(
    page.getByRole('tabpanel').getByRole('heading', { name: 'Junior Developer' }),
  ).toBeVisible();
  await shoot(page, 'found-by-recruiter', viewport);
  await context.close();
}

async function companiesByTech(page: Page, viewport: Viewport) {
  await page.goto('/home');
  await expect(page.getByRole('heading', { level: 1, name: 'Companies to explore' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Companies' })).toBeVisible();
  await expectAccessible(page, `/home (${viewport})`);
  await shoot(page, 'companies', viewport);

  await page.getByLabel('Category').selectOption('Tech');
  await expect(page).toHaveURL(/category=Tech/);
  const tech = await (await page.request.get('/api/company?field=Tech&page=1&limit=10')).json();
  const firstPage = tech.result as { id_company: number; name_company: string }[];
  const names = firstPage.map((c) => c.name_company);
  await expect(page.getByRole('list', { name: 'Companies' }).getByRole('heading')).toHaveText(
    names,
  );
  await shoot(page, 'companies-tech', viewport);

  // Other journeys on the same product register companies with the same names: go by position.
  await page
    .getByRole('list', { name: 'Companies' })
    .getByRole('link', { name: `View profile of ${names[0]}` })
    .first()
    .click();
  const sameName = firstPage.filter((c) => c.name_company === names[0]).map((c) => c.id_company);
  await expect(page).toHaveURL(new RegExp(`/home/profile-comp/(${sameName.join('|')})$`));
  await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Contact' }).getByRole('link').first()).toBeVisible();
  await expectAccessible(page, `company profile (${viewport})`);
  await shoot(page, 'company-profile', viewport);

  // Back keeps the filter (it lives in the URL).
  await page.goBack();
  await expect(page.getByLabel('Category')).toHaveValue('Tech');

  await page.goto('/search-mobile');
  await page.getByPlaceholder('Android developer').fill(names[0]!.slice(3, 9));
  await expect(
    page.getByRole('list', { name: 'Companies' }).getByRole('heading').first(),
  ).toHaveText(names[0]!);
  await page.getByRole('button', { name: 'Sort' }).click();
  await expect(page.getByRole('radio')).toHaveCount(3);
  await expectAccessible(page, `/search-mobile (${viewport})`);
  await shoot(page, 'search', viewport);
  // Choosing closes the overlay (so no check(): it would wait for a checked radio that is gone).
  await page.getByRole('radio', { name: 'Sort by location' }).click();
  await expect(page.getByRole('radio')).toHaveCount(0);
}

for (const viewport of ['desktop', 'mobile'] as const) {
  // The viewport is set here, so the desktop project runs both journeys once each.
  test.describe(`talent journey (${viewport})`, () => {
    test.use({ viewport: SIZES[viewport], hasTouch: viewport === 'mobile' });

    test('a new talent builds a whole profile that a recruiter then finds; companies by Tech', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.slow();
      const consoleWatch = watchConsole(page);
      const account = {
        ...newTalent(`profile-${viewport}`),
        name: `Ayu ${viewport === 'desktop' ? 'Desktop' : 'Mobile'} Lestari`,
      };
      await signUpAndLogIn(page, account);
      await buildProfile(page, account, viewport);
      await recruiterFinds(browser, baseURL!, account, viewport);
      await companiesByTech(page, viewport);
      consoleWatch.expectNone();
    });
  });
}

/** Presses Tab until the element has focus: it is reachable from the keyboard, in order. */
async function tabTo(
  page: Page,
  target: ReturnType<Page['getByLabel']>,
  key: 'Tab' | 'Shift+Tab' = 'Tab',
  max = 80,
) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(key);
  }
  throw new Error(`could not reach ${target.toString()} with Tab`);
}

test.describe('talent profile by keyboard alone', () => {
  test.use({ viewport: SIZES.desktop });

  test('every section of /user-edit works without a mouse', async ({ page }) => {
    test.slow();
    const account = { ...newTalent('keyboard'), name: 'Bayu Keyboard' };
    await signUpAndLogIn(page, account);
    await page.goto('/user-edit');
    await expect(page.getByLabel('Full name')).toHaveValue(account.name);

    // Photo: Enter on the focused picker opens the file chooser.
    await tabTo(page, page.getByLabel('Choose a new profile photo'));
    const chooser = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (await chooser).setFiles({ name: 'me.png', mimeType: 'image/png', buffer: solidPng(64) });
    await tabTo(page, page.getByRole('button', { name: 'Save photo' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Profile photo updated!')).toBeVisible();

    // Your Profile.
    await tabTo(page, page.getByLabel('Job desk'));
    await page.keyboard.type('QA Engineer');
    await tabTo(page, page.getByLabel('Employment type'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('Employment type')).toHaveValue('freelance');
    await tabTo(page, page.getByRole('button', { name: 'Save profile' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Profile information updated!')).toBeVisible();

    // Skill: type, Enter; then remove it with its chip's button.
    await tabTo(page, page.getByRole('combobox', { name: 'Skill' }));
    await page.keyboard.type('Selenium');
    await page.keyboard.press('Escape');
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('list', { name: 'Your skills' }).getByText('Selenium'),
    ).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Remove Selenium' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('list', { name: 'Your skills' })).toHaveCount(0);

    // Experience: the month list takes a typed letter, the year typed digits; Space ticks
    // 'current job'; Enter submits.
    const experience = page.getByRole('form', { name: 'Add a job experience' });
    await tabTo(page, experience.getByLabel('Company name'));
    await page.keyboard.type('PT Uji Coba');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tester');
    await page.keyboard.press('Tab');
    const start = experience.getByRole('group', { name: 'Start month' });
    await expect(start.getByLabel('Month')).toBeFocused();
    await page.keyboard.type('j');
    await expect(start.getByLabel('Month')).toHaveValue('01');
    await page.keyboard.press('Tab');
    await page.keyboard.type('2024');
    await expect(start.getByLabel('Year')).toHaveValue('2024');
    await tabTo(page, experience.getByLabel('This is my current job'));
    await page.keyboard.press('Space');
    await tabTo(page, experience.getByRole('button', { name: 'Add experience' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Experience updated!')).toBeVisible();

    // Portfolio: name, link, images through the file chooser, submit.
    const portfolio = page.getByRole('form', { name: 'Add a portfolio project' });
    await tabTo(page, portfolio.getByLabel('Project name'));
    await page.keyboard.type('Test Suite');
    await page.keyboard.press('Tab');
    await page.keyboard.type('https://gitlab.com/bayu/tests');
    await tabTo(page, portfolio.getByLabel('Project images'));
    const images = page.waitForEvent('filechooser');
    await page.keyboard.press('Enter');
    await (
      await images
    ).setFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: solidPng(48) },
      { name: 'b.png', mimeType: 'image/png', buffer: solidPng(48, [0, 0, 0]) },
    ]);
    await tabTo(page, portfolio.getByRole('button', { name: 'Add project' }));
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Portfolio added!')).toBeVisible();

    // 'Save Update' saves what is still unsaved (a typed description).
    await tabTo(page, page.getByLabel('Description', { exact: true }).first());
    await page.keyboard.type('Testing by keyboard.');
    await tabTo(page, page.getByRole('button', { name: 'Save Update' }), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(toast(page, 'All changes updated!')).toBeVisible();
    const me = await (await page.request.get('/api/auth/me')).json();
    const profile = await (await page.request.get(`/api/users/${me.result.user.id_user}`)).json();
    expect(profile.data).toMatchObject({
      job_desk: 'QA Engineer',
      employment_type: 'freelance',
      description: 'Testing by keyboard.',
    });
    expect(profile.data.experiences).toHaveLength(1);
    expect(profile.data.portfolio[0].images).toHaveLength(2);
  });
});
