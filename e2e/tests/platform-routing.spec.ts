import { expect, test } from '@playwright/test';
import { screenshot } from '../support/screenshots';
import { logInAsTalent, registerTalent } from '../support/session';

// The shell's one route table: guards and the /404 fallback, as a visitor meets them.

test.describe('routing @mobile', () => {
  test('an unknown path ends on /404 with the not-found page', async ({ page }) => {
    await page.goto('/there/is/no/such/page');
    await expect(page).toHaveURL(/\/404$/);
    await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
    await screenshot(page, 'platform-unknown-path');
  });

  test('a protected page without a stored login goes to the landing page', async ({ page }) => {
    for (const protectedPath of ['/home', '/user-edit', '/hire-page/3', '/home/profile-comp/2']) {
      await page.goto(protectedPath);
      await expect(page).toHaveURL(/\/$/);
    }
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  });

  test('a login page with a stored login goes to /home, which shows the talent remote', async ({
    page,
    baseURL,
  }) => {
    const account = await registerTalent(page, baseURL!, 'guard');
    await logInAsTalent(page, baseURL!, account);
    await page.goto('/user-login');
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.locator('[data-remote="talentApp"]')).toBeVisible();
    await screenshot(page, 'platform-home-talent');
  });
});
