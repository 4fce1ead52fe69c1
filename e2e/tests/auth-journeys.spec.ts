import { expect, test } from '@playwright/test';
import {
  fillCompanySignUp,
  fillLogin,
  fillTalentSignUp,
  logoutFromHeader,
  newCompany,
  newTalent,
  SIZES,
  storedLogin,
} from './auth-helpers';

// Sign-up → login → /home → reload → logout for both audiences, through the real screens,
// the real API and the real session cookie.
test.use({ viewport: SIZES.desktop });

test('a talent signs up, logs in, stays logged in after a reload and logs out', async ({
  page,
}) => {
  const account = newTalent('talent');

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/option-regist$/);
  await page.getByRole('link', { name: /Register as Employee/ }).click();
  await expect(page).toHaveURL(/\/user-regist$/);

  await fillTalentSignUp(page, account);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/user-login$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Account created. Please log in.',
  );
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);

  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');

  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('Login successful')).toBeVisible();
  expect(await storedLogin(page)).toMatchObject({
    role: 'talent',
    email: account.email,
    name: account.name,
  });

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('button', { name: `Account menu for ${account.name}` }),
  ).toBeVisible();
  // The login screens now send the visitor home.
  await page.goto('/user-login');
  await expect(page).toHaveURL(/\/home$/);

  await logoutFromHeader(page, account.name);
  await expect(page).toHaveURL(/\/$/);
  expect(await storedLogin(page)).toBeNull();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto('/home');
  await expect(page).toHaveURL(/\/$/);
});

test('an employer signs up, logs in, stays logged in after a reload and logs out', async ({
  page,
}) => {
  const account = newCompany('employer');

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/option-login$/);
  await page.getByRole('link', { name: /Login as Employer/ }).click();
  await expect(page).toHaveURL(/\/comp-login$/);
  await page.getByRole('link', { name: 'Sign up here' }).click();
  await expect(page).toHaveURL(/\/comp-regist$/);

  await fillCompanySignUp(page, account);
  await page.getByLabel('Confirm password', { exact: true }).press('Enter');

  await expect(page).toHaveURL(/\/comp-login$/);
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'Account created. Please log in.',
  );

  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Log in' }).click();

  await expect(page).toHaveURL(/\/home$/);
  const stored = await storedLogin(page);
  // A recruiter's session carries the company's name (the header greets the company).
  expect(stored).toMatchObject({ role: 'recruiter', email: account.email, name: account.company });
  expect(stored?.id_company).toBe(stored?.id_user);

  await page.reload();
  await expect(page).toHaveURL(/\/home$/);
  await expect(
    page.getByRole('button', { name: `Account menu for ${account.company}` }),
  ).toBeVisible();

  await logoutFromHeader(page, account.company);
  await expect(page).toHaveURL(/\/$/);
  expect(await storedLogin(page)).toBeNull();
  await page.goto('/comp-edit');
  await expect(page).toHaveURL(/\/$/);
});
