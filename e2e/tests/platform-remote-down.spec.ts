import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../support/screenshots';
import { logInAsTalent, registerTalent } from '../support/session';

// A remote that is down or slow, as one browser sees it (its requests are cut or held here,
// so the server and the other specs are untouched): the page degrades, the shell does not.

const unavailable = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'This section is unavailable' });

test.describe('a remote that cannot be reached @mobile', () => {
  test.beforeEach(async ({ page, baseURL }) => {
    const account = await registerTalent(page, baseURL!, 'offline');
    await logInAsTalent(page, baseURL!, account);
  });

  test('shows "This section is unavailable" with Retry, and Retry recovers', async ({ page }) => {
    await page.route('**/remotes/talent-app/**', (route) => route.abort('connectionrefused'));
    await page.goto('/home');
    await expect(unavailable(page)).toBeVisible();
    await screenshot(page, 'platform-remote-offline');

    await page.unroute('**/remotes/talent-app/**');
    await unavailable(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('[data-remote="talentApp"]')).toBeVisible();
    await expect(unavailable(page)).toHaveCount(0);
  });

  test('keeps the shell navigation and the other remotes working', async ({ page }) => {
    await page.route('**/remotes/talent-app/**', (route) => route.abort('connectionrefused'));
    await page.goto('/home');
    await expect(unavailable(page)).toBeVisible();

    // Header on desktop, bottom bar on small screens: both belong to the shell.
    await page.getByRole('link', { name: 'Chat' }).filter({ visible: true }).first().click();
    await expect(page).toHaveURL(/\/chat$/);
    await expect(unavailable(page)).toHaveCount(0);

    await page.goto('/home/profile-portofolio/1');
    await expect(page.locator('[data-remote="employerApp"]')).toBeVisible();
  });

  test('falls back on the response time-out when a remote accepts and never answers', async ({
    page,
  }) => {
    // The manifest request is held forever (a server that accepted and hangs): the shell gives
    // up after its 10 s response time-out, not after the 120 s chunk time-out. The wait starts
    // when the request is held and allows 60 s, so a slow machine cannot fail it and the chunk
    // time-out cannot pass it.
    let asked: () => void = () => undefined;
    const manifestAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route('**/remotes/talent-app/**/mf-manifest.json', () => asked());
    await page.goto('/home');
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    await manifestAsked;
    await expect(unavailable(page)).toBeVisible({ timeout: 60_000 });
    await page.unroute('**/remotes/talent-app/**/mf-manifest.json');
  });

  test('shows a skeleton while a slow remote is still loading', async ({ page }) => {
    // Hold the remote's manifest: the page waits (up to the 120 s chunk time-out) on a skeleton.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/talent-app/**/mf-manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/home');
    await expect(page.getByTestId('page-skeleton')).toBeVisible();
    await expect(
      page
        .getByRole('banner')
        .or(page.getByRole('region', { name: 'Greeting' }))
        .first(),
    ).toBeVisible();
    await screenshot(page, 'platform-remote-loading');
    release();
    await expect(page.locator('[data-remote="talentApp"]')).toBeVisible();
  });
});
