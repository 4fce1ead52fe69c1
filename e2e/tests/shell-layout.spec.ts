import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { SIZES } from './auth-helpers';
import { loginThroughApi, registerTalent, type TalentAccount } from './shell-ui-session';

// Journeys through the shell's own frame (header, mobile bars, chat) plus a screenshot of
// every shell page at both sizes, saved under e2e/screenshots/ for a human to look at.
const SHOTS = path.resolve(__dirname, '..', 'screenshots');

async function shoot(page: Page, name: string, { fullPage = true } = {}) {
  // Web fonts settle first so the picture is the real page.
  await page.evaluate(() => document.fonts.ready);
  // Transitions are finished at once, so no card is caught half faded.
  await page.screenshot({
    path: path.join(SHOTS, `${name}.png`),
    fullPage,
    animations: 'disabled',
  });
}

let account: TalentAccount;
test.beforeAll(async ({ request }) => {
  account = await registerTalent(request, 'layout');
});

test.describe('desktop frame', () => {
  test.use({ viewport: SIZES.desktop });

  test('logged-in header: find slot, notifications, chat and the account menu; logout', async ({
    page,
  }) => {
    await loginThroughApi(page, account);
    await page.goto('/chat');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Find job' })).toBeVisible();
    await expect(
      page.getByText('No conversations yet — conversations start from hire requests'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No conversation selected' })).toBeVisible();

    await header.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('No notifications yet')).toBeVisible();
    await shoot(page, 'chat-desktop-notifications');
    await page.keyboard.press('Escape');
    await expect(page.getByText('No notifications yet')).toBeHidden();

    const avatar = header.getByRole('button', { name: `Account menu for ${account.name}` });
    await avatar.click();
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/user-edit',
    );
    await shoot(page, 'chat-desktop-account-menu');
    await page.mouse.click(20, 500);
    await expect(page.getByRole('menu')).toBeHidden();

    await avatar.click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('@userLogin'))).toBeNull();
    // The server session is gone too: the protected page now sends the visitor away.
    await page.goto('/chat');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('mobile frame', () => {
  test.use({ viewport: SIZES.mobile });

  test('purple greeting band and bottom bar replace the header once logged in', async ({
    page,
  }) => {
    await loginThroughApi(page, account);
    await page.goto('/chat');
    await expect(page.getByText(`Hi, ${account.name.split(' ')[0]}`)).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Main' });
    await expect(bar.getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/user-edit');
    // Small screens show the conversation list first; a thread opens as its own view.
    await expect(page.getByRole('heading', { name: 'Chat', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No conversation selected' })).toBeHidden();

    await bar.getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });
});

for (const [size, viewport] of Object.entries(SIZES)) {
  test.describe(`screenshots (${size})`, () => {
    test.use({ viewport });

    test('landing page', async ({ page }) => {
      await page.goto('/');
      // Bring the slider in so the picture shows it loaded, then go back up.
      await page
        .getByRole('region', { name: 'Their opinion about Peworld' })
        .scrollIntoViewIfNeeded();
      // Wait until the shown card has faded fully in.
      await expect(page.locator('#testimonials .swiper-slide[data-active="true"]')).toHaveCSS(
        'opacity',
        '1',
      );
      await page.evaluate(() => window.scrollTo(0, 0));
      await shoot(page, `landing-${size}`);
    });

    test('landing page logged in', async ({ page }) => {
      await loginThroughApi(page, account);
      await page.goto('/');
      await expect(page.getByRole('link', { name: 'Find Talent' })).toHaveAttribute(
        'href',
        '/home',
      );
      await shoot(page, `landing-logged-in-${size}`);
      // The first screen as a phone shows it (a full-page picture misplaces fixed bars).
      if (size === 'mobile')
        await shoot(page, 'landing-logged-in-mobile-first-screen', { fullPage: false });
    });

    test('404 page', async ({ page }) => {
      await page.goto('/404');
      await expect(page.getByRole('heading', { name: 'Oops!' })).toBeVisible();
      await shoot(page, `not-found-${size}`);
    });

    test('chat page', async ({ page }) => {
      await loginThroughApi(page, account);
      await page.goto('/chat');
      await expect(
        page.getByText('No conversations yet — conversations start from hire requests'),
      ).toBeVisible();
      await shoot(page, `chat-${size}`);
      if (size === 'mobile') await shoot(page, 'chat-mobile-first-screen', { fullPage: false });
    });
  });
}
