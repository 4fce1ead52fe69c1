import { expect, test, type Locator, type Page } from '@playwright/test';
import { fillLogin } from './auth-helpers';
import { logInAsCompany, registerCompany } from './employer-helpers';
import { talentViaApi, uniqueLetters } from './sourcing-helpers';

// Issue 31's "profile and hire fixes a recruiter hits every day", one check each against the
// running product: page titles, toasts clear of the header's bell and avatar, an empty "Add"
// that says what is missing, a future end month refused, a repeated skill not answered
// "Skill added!", "Back" on /comp-edit opened directly, the phone list's heading, and the
// chat's length counter before sending. Desktop, and the phone through the mobile project.

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

async function expectApart(a: Locator, b: Locator, what: string) {
  const one = (await a.boundingBox())!;
  const two = (await b.boundingBox())!;
  const overlap =
    one.x < two.x + two.width &&
    two.x < one.x + one.width &&
    one.y < two.y + two.height &&
    two.y < one.y + one.height;
  expect(overlap, what).toBe(false);
}

test.describe('talent edit fixes @mobile', () => {
  test('titles, empty Add, future end month, repeated skill, toast clear of the header', async ({
    page,
    baseURL,
  }, testInfo) => {
    const size = testInfo.project.name;
    const talent = await talentViaApi(baseURL!, `fixes-${size}`, `Wulan ${uniqueLetters()}`, {
      domicile: 'Medan',
    });
    await talent.api.dispose();
    await page.goto('/user-login');
    await fillLogin(page, talent.account.email, talent.account.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await page.goto('/user-edit');
    await expect(page.getByLabel('Full name')).toHaveValue(talent.account.name);
    await expect(page).toHaveTitle(/^Edit profile — Peworld$/);

    // Empty "Add" clicks name what is missing, in each section.
    await page.locator('#skills').getByRole('button', { name: 'Add skill' }).click();
    await expect(
      page.locator('#skills').getByText('Type a skill to add, e.g. JavaScript'),
    ).toBeVisible();
    const experience = page.getByRole('form', { name: 'Add a job experience' });
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await expect(experience.getByText('Enter the company name')).toBeVisible();
    const portfolio = page.getByRole('form', { name: 'Add a portfolio project' });
    await portfolio.getByRole('button', { name: 'Add project' }).click();
    await expect(portfolio.getByText('Enter the project name')).toBeVisible();

    // A future end month is refused at the field; nothing is stored.
    const next = new Date();
    next.setUTCMonth(next.getUTCMonth() + 13);
    await experience.getByLabel('Company name').fill('PT Masa Depan');
    await experience.getByLabel('Position').fill('Engineer');
    const start = experience.getByRole('group', { name: 'Start month' });
    await start.getByLabel('Month').selectOption('01');
    await start.getByLabel('Year').fill('2023');
    const end = experience.getByRole('group', { name: 'End month' });
    await end.getByLabel('Month').selectOption(String(next.getUTCMonth() + 1).padStart(2, '0'));
    await end.getByLabel('Year').fill(String(next.getUTCFullYear()));
    await experience.getByRole('button', { name: 'Add experience' }).click();
    await expect(experience.getByText(/The end month cannot be in the future/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your job experience' })).toHaveCount(0);

    // A skill once: "Skill added!", clear of the bell and the avatar. The same skill again in
    // another spelling: told it is already there, never "Skill added!".
    const box = page.getByRole('combobox', { name: 'Skill' });
    await box.fill('Docker');
    await box.press('Escape');
    await box.press('Enter');
    const added = toasts(page).getByText('Skill added!');
    await expect(added).toBeVisible();
    if (size === 'mobile') {
      // A phone has no header bar: the bell and avatar live in the bottom bar.
      await expectApart(added, page.getByRole('navigation', { name: 'Main' }), 'toast vs bar');
    } else {
      const banner = page.getByRole('banner');
      await expectApart(
        added,
        banner.getByRole('button', { name: /^Notifications/ }),
        'toast vs bell',
      );
      await expectApart(
        added,
        banner.getByRole('button', { name: /Account menu for/ }),
        'toast vs avatar',
      );
    }
    await expect(added).toBeHidden({ timeout: 15_000 });
    await box.fill('docker');
    await box.press('Escape');
    await box.press('Enter');
    await expect(
      page.locator('#skills').getByText('Docker is already in your skills'),
    ).toBeVisible();
    await expect(toasts(page).getByText('Skill added!')).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your skills' }).getByText(/docker/i)).toHaveCount(
      1,
    );
  });
});

test.describe('recruiter fixes @mobile', () => {
  test('profile title, Back on /comp-edit opened directly, list heading, chat counter', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const size = testInfo.project.name;
    const talent = await talentViaApi(baseURL!, `fixes-r-${size}`, `Dimas ${uniqueLetters()}`, {
      job_desk: 'Data Engineer',
    });
    await talent.api.dispose();
    const account = await registerCompany(request, `fixes-${size}-${uniqueLetters()}`);
    await logInAsCompany(page, account);

    // A profile's tab reads the talent's name.
    await page.goto(`/home/profile-portofolio/${talent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: talent.account.name })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${talent.account.name} — Peworld`));

    // /comp-edit opened directly (a bookmark): Back goes to the company's page, not away.
    await page.goto('/comp-edit');
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/home\/profile-comp\/\d+$/);

    // The list's heading is the search's own (no leftover "Web developer").
    await page.goto('/home?search=React');
    if (size === 'mobile') {
      await expect(page.getByRole('heading', { name: 'Talent for “React”' })).toBeVisible();
    } else {
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Talent to hire');
    }
    await expect(page.getByRole('heading', { name: /web developer/i })).toHaveCount(0);

    // The chat shows the length limit as a counter before sending, and refuses past it.
    const sent = await page.request.post('/api/hire', {
      data: { subject: 'Projek data', message: 'Halo.', id_user: talent.id },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { data: hire } = (await sent.json()) as { data: { conversation_id: number } };
    await page.goto(`/chat/${hire.conversation_id}`);
    const field = page.getByRole('textbox', { name: 'Message' });
    await field.fill('a'.repeat(1900));
    await expect(page.getByText('1,900 / 2,000')).toBeVisible();
    await field.fill('a'.repeat(2001));
    await expect(page.getByText('2,001 / 2,000')).toBeVisible();
    await field.press('Enter');
    await expect(page.getByText('Message must be at most 2,000 characters')).toBeVisible();
  });
});
