import { expect, test } from '@playwright/test';
import {
  expectFormError,
  fillCompanySignUp,
  fillLogin,
  fillTalentSignUp,
  newCompany,
  newTalent,
  registerTalentViaApi,
  SIZES,
  storedLogin,
} from './auth-helpers';

// What a person sees when the server says no: its own message, in the form's red banner.
test.use({ viewport: SIZES.desktop });

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
