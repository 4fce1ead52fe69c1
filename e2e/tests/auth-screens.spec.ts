import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SIZES } from './auth-helpers';

// A picture of every auth screen at both sizes (e2e/screenshots/auth-*.png) for a person to
// look at, plus the states that matter: server error, field errors, unusable reset link.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string) {
  // From the top, so the shell's sticky header sits where a person sees it.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({ path: path.join(SHOTS, `auth-${name}.png`), fullPage: true });
}

const SCREENS = [
  { name: 'option-login', url: '/option-login', heading: 'Halo, Pewpeople' },
  { name: 'option-regist', url: '/option-regist', heading: 'Join Peworld' },
  { name: 'user-login', url: '/user-login', heading: 'Halo, Pewpeople' },
  { name: 'comp-login', url: '/comp-login', heading: 'Halo, Pewpeople' },
  { name: 'user-regist', url: '/user-regist', heading: 'Halo, Pewpeople' },
  { name: 'comp-regist', url: '/comp-regist', heading: 'Halo, Pewpeople' },
  { name: 'reset-password', url: '/reset-password', heading: 'Reset password' },
  {
    name: 'confirm-password',
    url: '/confirm-password?token=screenshot',
    heading: 'Choose a new password',
  },
  { name: 'confirm-password-login', url: '/confirm-password-login', heading: 'Check your email' },
] as const;

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`auth screens (${size})`, () => {
    test.use({ viewport });

    for (const screen of SCREENS) {
      test(screen.name, async ({ page }) => {
        await page.goto(screen.url);
        await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
        await shoot(page, `${screen.name}-${size}`);
      });
    }

    test('login with a server error', async ({ page }) => {
      await page.goto('/user-login');
      await page.getByLabel('Email', { exact: true }).fill('nobody-here@example.com');
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Email or password is incorrect',
      );
      await shoot(page, `user-login-error-${size}`);
    });

    test('sign-up with field errors', async ({ page }) => {
      await page.goto('/comp-regist');
      await page.getByLabel('Email', { exact: true }).fill('not-an-email');
      await page.getByLabel('Password', { exact: true }).fill('short');
      await page.getByRole('button', { name: 'Sign up' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toContainText(
        'Please check the highlighted fields.',
      );
      await shoot(page, `comp-regist-errors-${size}`);
    });

    test('reset link without a token', async ({ page }) => {
      await page.goto('/confirm-password');
      await expect(page.getByRole('link', { name: 'Send a new reset link' })).toBeVisible();
      await shoot(page, `confirm-password-no-token-${size}`);
    });
  });
}
