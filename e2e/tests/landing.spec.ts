import { expect, test, type Page } from '@playwright/test';
import { SIZES } from './auth-helpers';
import { loginThroughApi, registerTalent, type TalentAccount } from './shell-ui-session';

const DESKTOP = SIZES.desktop;
const MOBILE = SIZES.mobile;

const heroHeading = (page: Page) =>
  page.getByRole('heading', {
    level: 1,
    name: "The nation's best talent for the 4.0 revolution",
  });

test.describe('landing page on desktop', () => {
  test.use({ viewport: DESKTOP });

  test('renders the hero, Top Jobs, reasons, skills and the closing banner', async ({ page }) => {
    await page.goto('/');
    await expect(heroHeading(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top Jobs' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Why look for talent on Peworld' }),
    ).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Talent Skills' }).getByText('Golang'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start from now' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
  });

  test('Find Talent without a login goes to the employer login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Find Talent' }).click();
    await expect(page).toHaveURL(/\/comp-login$/);
  });

  test('Find Work without a login goes to the talent login', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Find Work' }).click();
    await expect(page).toHaveURL(/\/user-login$/);
  });
});

test.describe('landing page on mobile', () => {
  test.use({ viewport: MOBILE });

  test('renders the mobile layout without the Top Jobs banner', async ({ page }) => {
    await page.goto('/');
    await expect(heroHeading(page)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Talent' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Find Work' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top Jobs' })).toBeHidden();
    // Nothing sticks out sideways on a phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('landing page with a stored login', () => {
  test.use({ viewport: DESKTOP });
  let account: TalentAccount;

  test.beforeAll(async ({ request }) => {
    account = await registerTalent(request, 'landing');
  });

  // A talent finds work in the job list (issue 32); Find Talent is the main list.
  for (const [button, target] of [
    ['Find Talent', /\/home$/],
    ['Find Work', /\/jobs$/],
  ] as const) {
    test(`${button} goes straight to ${String(target)}`, async ({ page }) => {
      await loginThroughApi(page, account);
      await page.goto('/');
      const link = page.getByRole('link', { name: button });
      // The pre-rendered guest link leads to a login; the hydrated page knows the stored one.
      await expect(link).not.toHaveAttribute('href', /login/);
      await link.click();
      await expect(page).toHaveURL(target);
    });
  }
});
