// The sentences the client writes itself when the server gives none (issue 29): no answer at
// all, or an answer without a usable message (a proxy's HTML page). They come from shared-ui's
// catalog of the page's language, in the built product as in the unit tests.
import { expect, test } from '@playwright/test';
import { expectFormError, SIZES, waitForInteractiveForm } from './auth-helpers';
import { BROWSER_LOCALE, type Language } from './i18n-member-pages';

const LOGIN_CALL = '**/api/auth/login-user';

const EXPECTED: Record<
  Language,
  { field: { email: string; password: string }; submit: string; proxyPage: string; offline: string }
> = {
  id: {
    field: { email: 'Email', password: 'Kata sandi' },
    submit: 'Masuk',
    proxyPage: 'Terjadi kesalahan di sisi kami',
    offline: 'Tidak dapat terhubung ke server. Periksa koneksi Anda dan coba lagi.',
  },
  en: {
    field: { email: 'Email', password: 'Password' },
    submit: 'Log in',
    proxyPage: 'Something went wrong on our side',
    offline: 'Cannot reach the server. Check your connection and try again.',
  },
};

for (const language of ['id', 'en'] as const) {
  test.describe(`client-made errors in ${BROWSER_LOCALE[language]}`, () => {
    test.use({ locale: BROWSER_LOCALE[language], viewport: SIZES.desktop });
    const expected = EXPECTED[language];

    test('a failed login without a server message speaks the page language', async ({ page }) => {
      await page.goto('/user-login');
      await waitForInteractiveForm(page);
      const main = page.getByRole('main');
      await main.getByLabel(expected.field.email, { exact: true }).fill('nobody@example.com');
      await main.getByLabel(expected.field.password, { exact: true }).fill('whatever123');

      await page.route(LOGIN_CALL, (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      );
      await main.getByRole('button', { name: expected.submit, exact: true }).click();
      await expectFormError(page, expected.proxyPage);

      await page.unroute(LOGIN_CALL);
      await page.route(LOGIN_CALL, (route) => route.abort('internetdisconnected'));
      await main.getByRole('button', { name: expected.submit, exact: true }).click();
      await expectFormError(page, expected.offline);
      await expect(page).toHaveURL(/\/user-login$/);
    });
  });
}
