import { expect, type Page } from '@playwright/test';

export interface Account {
  email: string;
  password: string;
}

/** A new talent account, registered through the API (unique per call, so runs can repeat). */
export async function registerTalent(page: Page, baseURL: string, tag: string): Promise<Account> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const account = {
    email: `platform-${tag}-${unique}@example.com`,
    password: 'Platform-Check-2026',
  };
  const response = await page.request.post(`${baseURL}/api/auth/regis-user`, {
    data: {
      full_name: 'Sari Wulandari',
      email: account.email,
      phone: '+6281234500000',
      password: account.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return account;
}

/**
 * Logs in through the API in the page's browser context (session cookie included) and stores
 * the login where the login screen would: localStorage['@userLogin'].
 */
export async function logInAsTalent(page: Page, baseURL: string, account: Account): Promise<void> {
  const response = await page.request.post(`${baseURL}/api/auth/login-user`, { data: account });
  expect(response.status(), await response.text()).toBe(200);
  const { result } = (await response.json()) as { result: { user: unknown } };
  await page.goto(`${baseURL}/404`);
  await page.evaluate(
    (user) => window.localStorage.setItem('@userLogin', JSON.stringify(user)),
    result.user,
  );
}
