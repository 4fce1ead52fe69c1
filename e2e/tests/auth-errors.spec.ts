import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  expectFormError,
  fillCompanySignUp,
  fillLogin,
  fillTalentSignUp,
  newCompany,
  newTalent,
  SIZES,
  storedLogin,
  type TalentSignUp,
} from './auth-helpers';

// What a person sees when the server says no: its own message, in the form's red banner.
test.use({ viewport: SIZES.desktop });

async function registerTalentViaApi(request: APIRequestContext, account: TalentSignUp) {
  const response = await request.post('/api/auth/regis-user', {
    data: {
      full_name: account.name,
      email: account.email,
      phone: account.phone,
      password: account.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

test('a wrong password shows the server message and keeps the input', async ({ page, request }) => {
  const account = newTalent('wrong');
  await registerTalentViaApi(request, account);

  await page.goto('/user-login');
  await fillLogin(page, account.email, 'not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();

  await expectFormError(page, 'Email or password is incorrect');
  await expect(page).toHaveURL(/\/user-login$/);
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
  expect(await storedLogin(page)).toBeNull();
});

test('a talent account on the employer login is told where to log in', async ({
  page,
  request,
}) => {
  const account = newTalent('role');
  await registerTalentViaApi(request, account);

  await page.goto('/comp-login');
  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expectFormError(page, 'This is a talent account. Please log in as a talent.');
});

test('signing up with a registered email shows the server message beside the email', async ({
  page,
  request,
}) => {
  const taken = newTalent('taken');
  await registerTalentViaApi(request, taken);

  await page.goto('/user-regist');
  await fillTalentSignUp(page, { ...newTalent('dup'), email: taken.email.toUpperCase() });
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expectFormError(page, 'Email is already registered');
  await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/user-regist$/);

  // Emails are unique across both audiences.
  await page.goto('/comp-regist');
  await fillCompanySignUp(page, { ...newCompany('dup'), email: taken.email });
  await page.getByRole('button', { name: 'Sign up' }).click();
  await expectFormError(page, 'Email is already registered');
});

test('too many wrong passwords for one account lock it for a while', async ({ page, request }) => {
  const account = newTalent('limit');
  await registerTalentViaApi(request, account);
  await page.goto('/user-login');
  await fillLogin(page, account.email, 'guess-number-1');

  // The per-account allowance is server configuration: keep guessing until the server stops it.
  const banner = page.getByRole('main').getByRole('alert');
  let limited = false;
  for (let attempt = 0; attempt < 12 && !limited; attempt += 1) {
    await page.getByLabel('Password', { exact: true }).fill(`guess-number-${attempt}`);
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/auth/login-user')),
      page.getByRole('button', { name: 'Log in' }).click(),
    ]);
    limited = answer.status() === 429;
    if (!limited) {
      expect(answer.status()).toBe(401);
      await expect(banner).toHaveText('Email or password is incorrect');
    }
  }
  expect(limited, 'the server never limited the guesses').toBe(true);
  await expect(banner).toHaveText(
    /^Too many failed logins for this account\. Please try again in \d+ (minutes|seconds?)\.$/,
  );

  // Locked means locked: even the right password waits.
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(banner).toContainText('Too many failed logins for this account');
  expect(await storedLogin(page)).toBeNull();
});
