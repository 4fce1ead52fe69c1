// Logging in for the shell UI journeys: a real account and a real session cookie, then the
// stored login in localStorage['@userLogin'] exactly as the login screen leaves it.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { newTalent, type TalentSignUp } from './auth-helpers';

export type TalentAccount = TalentSignUp;

/** A fresh talent account, created through the API (the sign-up form has its own journeys). */
export async function registerTalent(
  request: APIRequestContext,
  tag: string,
): Promise<TalentAccount> {
  const account = newTalent(`shell-${tag}`);
  const response = await request.post('/api/auth/regis-user', {
    data: {
      full_name: account.name,
      email: account.email,
      phone: account.phone,
      password: account.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/** Logs in through the API in the page's own context (so the cookie lands in the browser). */
export async function loginThroughApi(page: Page, account: TalentAccount): Promise<void> {
  const response = await page.request.post('/api/auth/login-user', {
    data: { email: account.email, password: account.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { result: { user: unknown } };
  const stored = JSON.stringify(body.result.user);
  await page.addInitScript((value) => {
    // Only before the first page of the test: a later logout must stay logged out.
    if (!window.sessionStorage.getItem('shell-ui-seeded')) {
      window.sessionStorage.setItem('shell-ui-seeded', '1');
      window.localStorage.setItem('@userLogin', value);
    }
  }, stored);
}
