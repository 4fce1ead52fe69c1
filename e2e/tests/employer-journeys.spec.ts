import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SIZES } from './auth-helpers';
import {
  apiTalents,
  expectAccessible,
  logInAsCompany,
  registerCompany,
  skillWithFreelancers,
  solidPng,
  watchConsole,
} from './employer-helpers';

// A recruiter's whole day against the demo data: search by skill, narrow, page, read a real
// profile, send a hire request, change the company logo. Each page is checked with axe and
// photographed (e2e/screenshots/employer-*.png) for a person to look at.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    path: path.join(SHOTS, `employer-${name}.png`),
    fullPage: true,
    animations: 'disabled',
  });
}

/** The names on the talent cards now shown. */
async function cardNames(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Talent' })
    .getByRole('heading', { level: 2 })
    .allTextContents();
}

async function openProfileAndCheck(page: Page, id: number) {
  const profile = await (await page.request.get(`/api/users/${id}`)).json();
  const talent = profile.data as {
    full_name: string;
    skills: { skill_name: string }[];
    portfolio: { project_name: string }[];
    experiences: { job_position: string }[];
  };
  await expect(page.getByRole('heading', { level: 1, name: talent.full_name })).toBeVisible();
  const skills = page.getByRole('list', { name: 'Skill' }).getByRole('listitem');
  await expect(skills).toHaveText(talent.skills.map((skill) => skill.skill_name));
  const panel = page.getByRole('tabpanel');
  for (const item of talent.portfolio)
    await expect(panel.getByText(item.project_name, { exact: true })).toBeVisible();
  await page.getByRole('tab', { name: 'Portfolio' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Work experience' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  for (const job of talent.experiences) {
    await expect(
      page.getByRole('tabpanel').getByRole('heading', { name: job.job_position }).first(),
    ).toBeVisible();
  }
  return talent;
}

async function sendHire(page: Page, name: string) {
  await page.getByRole('link', { name: 'Hire' }).click();
  await expect(page).toHaveURL(/\/hire-page\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Contact ${name}` })).toBeVisible();
  await page.getByLabel('What this message is about').fill('Projek aplikasi kasir');
  await page
    .getByLabel('Message', { exact: true })
    .fill('Halo, kami ingin mengajak kerja sama untuk projek tiga bulan.');
  return async () => {
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('Saved!')).toBeVisible();
    // The recruiter lands in the conversation the request opened (issue 31).
    await expect(page).toHaveURL(/\/chat\/\d+$/);
    await expect(
      page.getByText('Projek aplikasi kasir').filter({ visible: true }).first(),
    ).toBeVisible();
  };
}

async function changeLogo(page: Page) {
  const before = (await (await page.request.get('/api/auth/me')).json()).result.user.image as
    string | null;
  await page.getByLabel('Choose a new company logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: solidPng(96, [251, 176, 23]),
  });
  await expect(page.getByText('New logo chosen: logo.png.')).toBeVisible();
  await page.getByRole('button', { name: 'Save' }).filter({ visible: true }).first().click();
  await expect(page.getByText('All changes updated!')).toBeVisible();
  const me = await (await page.request.get('/api/auth/me')).json();
  const image = (me.result.user as { image: string | null }).image;
  expect(image).toEqual(expect.any(String));
  expect(image).not.toBe(before);
  return `/uploads/images/${image}`;
}

test.describe('recruiter journey (desktop)', () => {
  test.use({ viewport: SIZES.desktop });

  test('search by skill, narrow to freelance, page with the browser, profile, hire, new logo', async ({
    page,
    request,
  }) => {
    const consoleWatch = watchConsole(page);
    const account = await registerCompany(request, 'desk');
    const skill = await skillWithFreelancers(request);
    await logInAsCompany(page, account);
    await expect(page.getByRole('heading', { level: 1, name: 'Talent to hire' })).toBeVisible();
    await expectAccessible(page, '/home');

    // Search: only matching talent, each with its matched count.
    const box = page.getByRole('combobox', { name: 'Search for any skill' });
    await box.fill(skill.slice(0, 3));
    await expect(
      page.getByRole('listbox', { name: 'Search for any skill suggestions' }),
    ).toBeVisible();
    await box.fill(skill);
    await box.press('Escape');
    await box.press('Enter');
    await expect(page).toHaveURL(
      new RegExp(`search=${encodeURIComponent(skill).replace('.', '\\.')}`),
    );
    const all = await apiTalents(request, { search: skill, page: '1', limit: '10' });
    await expect.poll(() => cardNames(page)).toEqual(all.data.map((talent) => talent.full_name));
    await expect(page.getByText(/^1\/1 skills/)).toHaveCount(all.data.length);
    await shoot(page, 'list-search-desktop');

    // Category → Freelance: only freelancers (the whole list: at 10 a page, a skill's
    // freelancers rarely fill two pages of the demo data).
    await page.goto('/home');
    await page.getByRole('button', { name: 'Category' }).click();
    await page.getByRole('menuitemradio', { name: 'Freelance' }).click();
    await expect(page).toHaveURL(/sort=freelance/);
    const freelance1 = await apiTalents(request, {
      employment_type: 'freelance',
      page: '1',
      limit: '10',
    });
    await expect
      .poll(() => cardNames(page))
      .toEqual(freelance1.data.map((talent) => talent.full_name));
    for (const talent of freelance1.data) expect(talent.employment_type).toBe('freelance');

    // Page 2, then back and forward with the browser.
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/page=2/);
    const freelance2 = await apiTalents(request, {
      employment_type: 'freelance',
      page: '2',
      limit: '10',
    });
    await expect
      .poll(() => cardNames(page))
      .toEqual(freelance2.data.map((talent) => talent.full_name));
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.goBack();
    await expect(page).not.toHaveURL(/page=2/);
    await expect
      .poll(() => cardNames(page))
      .toEqual(freelance1.data.map((talent) => talent.full_name));
    await page.goForward();
    await expect
      .poll(() => cardNames(page))
      .toEqual(freelance2.data.map((talent) => talent.full_name));
    // A reload shows the same page.
    await page.reload();
    await expect
      .poll(() => cardNames(page))
      .toEqual(freelance2.data.map((talent) => talent.full_name));

    // The profile shows that talent's real skills, portfolio and experience.
    const chosen = freelance2.data[0]!;
    await page.getByRole('link', { name: `View profile ${chosen.full_name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/home/profile-portofolio/${chosen.id_user}$`));
    await openProfileAndCheck(page, chosen.id_user);
    await shoot(page, 'profile-desktop');
    await expectAccessible(page, 'talent profile');

    // Hire.
    const send = await sendHire(page, chosen.full_name);
    await shoot(page, 'hire-desktop');
    await expectAccessible(page, 'hire page');
    await send();

    // Company edit: a new logo shows in the header without a reload.
    await page.getByRole('button', { name: `Account menu for ${account.company}` }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/comp-edit$/);
    await expect(page.getByLabel('Company Name')).toHaveValue(account.company);
    await expectAccessible(page, 'company edit');
    const logo = await changeLogo(page);
    await expect(
      page
        .getByRole('banner')
        .getByRole('button', { name: `Account menu for ${account.company}` })
        .locator('img'),
    ).toHaveAttribute('src', logo);
    await shoot(page, 'company-edit-desktop');

    // The header's Setting lands on the password section.
    await page.getByRole('button', { name: `Account menu for ${account.company}` }).click();
    await page.getByRole('menuitem', { name: 'Setting' }).click();
    await expect(page).toHaveURL(/\/comp-edit#settings$/);
    await expect(page.getByRole('region', { name: 'Setting' })).toBeInViewport();

    consoleWatch.expectNone();
  });

  test('an unknown profile id shows not-found, and a stored login whose session ended is cleared', async ({
    page,
    request,
  }) => {
    const consoleWatch = watchConsole(page);
    const account = await registerCompany(request, 'gone');
    await logInAsCompany(page, account);
    await page.goto('/home/profile-portofolio/abc');
    await expect(page.getByText('We could not find this talent.')).toBeVisible();
    await page.goto('/home/profile-portofolio/999999');
    await expect(page.getByText('We could not find this talent.')).toBeVisible();

    // The server forgets the session (cookie gone); the next start of the app notices.
    await page.context().clearCookies();
    await page.goto('/home');
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => window.localStorage.getItem('@userLogin'))).toBeNull();
    // The 401 of /api/auth/me is the expected answer here, logged by the browser itself.
    void consoleWatch;
  });
});

test.describe('recruiter journey @mobile', () => {
  test.use({ viewport: SIZES.mobile, hasTouch: true });

  test('list with load more, search as you type with sort, profile, hire, logo, greeting', async ({
    page,
    request,
  }) => {
    const consoleWatch = watchConsole(page);
    const account = await registerCompany(request, 'mob');
    await logInAsCompany(page, account);
    // The greeting names the person, not the company.
    await expect(page.getByRole('region', { name: 'Greeting' })).toContainText('Hi, Dewi');
    // The list's heading is the search's own (the page title, hidden on mobile, is level 1).
    await expect(page.getByRole('heading', { name: 'Talent to hire', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Talent' }).getByRole('listitem').first(),
    ).toBeVisible();
    const before = (await cardNames(page)).length;
    const more = page.getByRole('button', { name: /Load more/ });
    if (await more.isVisible()) {
      await more.click();
      await expect.poll(async () => (await cardNames(page)).length).toBeGreaterThan(before);
    }
    await shoot(page, 'list-mobile');
    await expectAccessible(page, '/home mobile');

    // Mobile search: results follow the typing; the sort overlay re-orders for real.
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Search' })
      .click();
    await expect(page).toHaveURL(/\/search-mobile$/);
    const skill = await skillWithFreelancers(request, 1);
    await page.getByPlaceholder('Android developer').fill(skill);
    const bySkill = await apiTalents(request, { search: skill, page: '1', limit: '10' });
    await expect(
      page.getByText(`${bySkill.pagination.total} talent`, { exact: false }).first(),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Sort' }).click();
    // The desktop list's orders: relevance (the default, checked), newest, name, skill, location.
    await expect(page.getByRole('radio')).toHaveCount(5);
    await expect(page.getByRole('radio', { name: 'Sort by relevance' })).toBeChecked();
    await shoot(page, 'search-sort-mobile');
    await expectAccessible(page, '/search-mobile');
    await page.getByRole('radio', { name: 'Sort by name' }).click();
    // The chosen order is kept in the URL, so Back and a reload keep it.
    await expect(page).toHaveURL(/[?&]sort=name(&|$)/);
    const byName = await apiTalents(request, {
      search: skill,
      sort: 'name',
      page: '1',
      limit: '10',
    });
    await expect.poll(() => cardNames(page)).toEqual(byName.data.map((talent) => talent.full_name));

    const chosen = byName.data[0]!;
    await page.getByRole('link', { name: `View profile ${chosen.full_name}` }).click();
    await openProfileAndCheck(page, chosen.id_user);
    await shoot(page, 'profile-mobile');
    await expectAccessible(page, 'talent profile mobile');
    const send = await sendHire(page, chosen.full_name);
    await shoot(page, 'hire-mobile');
    await expectAccessible(page, 'hire page mobile');
    await send();

    await page.goto('/comp-edit');
    await expect(page.getByLabel('Company Name')).toHaveValue(account.company);
    const logo = await changeLogo(page);
    await expect(
      page
        .getByRole('region', { name: 'Greeting' })
        .getByRole('button', { name: /Account menu/ })
        .locator('img'),
    ).toHaveAttribute('src', logo);
    await shoot(page, 'company-edit-mobile');
    await expectAccessible(page, 'company edit mobile');
    consoleWatch.expectNone();
  });
});
