import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  expectFormError,
  fillLogin,
  newCompany,
  newTalent,
  SIZES,
  storedLogin,
} from './auth-helpers';
import { startProductInstance, type ProductInstance } from '../support/product-instance';
import { resetLinkIn, startMailCatcher, type MailCatcher } from './auth-mail-catcher';

// Password reset by email, end to end: this file runs its own product instance (own port and
// DATA_DIR) whose API sends mail through a real SMTP server started here, then follows the
// link from the mail.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: SIZES.desktop });

let mail: MailCatcher;
let product: ProductInstance;
let api: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  // start.mjs first rebuilds any frontend whose build is out of date.
  test.setTimeout(16 * 60_000);
  mail = await startMailCatcher();
  product = await startProductInstance({ SMTP_URL: mail.url, SEED_DEMO: 'false' });
  api = await playwright.request.newContext({ baseURL: product.baseURL });
});

test.afterAll(async () => {
  await api?.dispose();
  await product?.stop();
  await mail?.stop();
});

async function openResetLink(page: Page, email: string): Promise<string> {
  const message = await mail.waitFor(email);
  expect(message.raw).toMatch(/^Subject: Reset your Peworld password/m);
  const link = resetLinkIn(message.raw);
  expect(link.startsWith(`${product.baseURL}/confirm-password?token=`)).toBe(true);
  await page.goto(link);
  return link;
}

async function chooseNewPassword(page: Page, password: string) {
  await page.getByLabel('New Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Reset password' }).click();
}

test('a talent resets a forgotten password from the emailed link', async ({ page, browser }) => {
  const account = newTalent('reset');
  const created = await api.post('/api/auth/regis-user', {
    data: {
      full_name: account.name,
      email: account.email,
      phone: account.phone,
      password: account.password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);

  await page.goto(`${product.baseURL}/user-login`);
  await page.getByRole('link', { name: 'Forgot Password?' }).click();
  await expect(page).toHaveURL(/\/reset-password$/);
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByRole('button', { name: 'Send password reset email' }).click();

  await expect(page).toHaveURL(/\/confirm-password-login$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'If an account exists for that email, we have sent a link to reset the password.',
  );
  await expect(page.getByText(account.email)).toBeVisible();

  const link = await openResetLink(page, account.email);
  const newPassword = 'Ayu-Baru-Sekali-2026';
  await chooseNewPassword(page, newPassword);

  await expect(page).toHaveURL(/\/user-login$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Your password has been reset. Please log in with the new password.',
  );

  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expectFormError(page, 'Email or password is incorrect');

  await page.getByLabel('Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await storedLogin(page)).toMatchObject({ role: 'talent', email: account.email });

  // The link works once: a second visitor with the same link is offered a new one.
  const other = await browser.newContext({ viewport: SIZES.desktop });
  const second = await other.newPage();
  await second.goto(link);
  await chooseNewPassword(second, 'Yet-Another-Pass-1');
  await expect(second.getByRole('main').getByRole('alert')).toHaveText(
    'This reset link has already been used. Please ask for a new one.',
  );
  await second.getByRole('link', { name: 'Send a new reset link' }).click();
  await expect(second).toHaveURL(/\/reset-password$/);
  await other.close();
});

test('an employer is sent to the employer login after the reset', async ({ page }) => {
  const account = newCompany('reset');
  const created = await api.post('/api/auth/regis-company', {
    data: {
      name: account.name,
      email: account.email,
      company: account.company,
      field: account.field,
      phone: account.phone,
      password: account.password,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const asked = await api.post('/api/auth/reset-password', { data: { email: account.email } });
  expect(asked.status()).toBe(200);

  await openResetLink(page, account.email);
  await chooseNewPassword(page, 'Awan-Biru-Baru-2026');

  await expect(page).toHaveURL(/\/comp-login$/);
  await fillLogin(page, account.email, 'Awan-Biru-Baru-2026');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
});

test('a forged or missing token is refused with a way to ask again', async ({ page }) => {
  await page.goto(`${product.baseURL}/confirm-password?token=forged-token-value`);
  await chooseNewPassword(page, 'Whatever-Pass-1');
  await expect(page.getByRole('main').getByRole('alert')).toHaveText(
    'This reset link is not valid. Please ask for a new one.',
  );

  await page.goto(`${product.baseURL}/confirm-password`);
  await expect(page.getByRole('main').getByRole('alert')).toContainText(
    'This password reset link is incomplete.',
  );
  await expect(page.getByRole('link', { name: 'Send a new reset link' })).toHaveAttribute(
    'href',
    '/reset-password',
  );
});
