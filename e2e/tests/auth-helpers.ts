// Shared bits of the auth journeys (auth-*.spec.ts): unique accounts per run, form filling
// through the labels a person sees, and reading the stored login.
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const SIZES = {
  desktop: { width: 1366, height: 900 },
  mobile: { width: 390, height: 844 },
} as const;

export interface TalentSignUp {
  name: string;
  email: string;
  phone: string;
  password: string;
}

export interface CompanySignUp extends TalentSignUp {
  company: string;
  field: string;
}

/** An address no earlier run used, so journeys can run again against the same database. */
export function uniqueEmail(tag: string): string {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  return `auth-${tag}-${unique}@example.com`;
}

export function newTalent(tag: string): TalentSignUp {
  return {
    name: 'Ayu Lestari',
    email: uniqueEmail(tag),
    phone: '+6281234567890',
    password: 'Ayu-Lestari-2026',
  };
}

export function newCompany(tag: string): CompanySignUp {
  return {
    name: 'Rudi Hartono',
    email: uniqueEmail(tag),
    company: 'PT Awan Biru Teknologi',
    field: 'Software Development',
    phone: '021-5550-1234',
    password: 'Awan-Biru-2026',
  };
}

/** Labels are matched exactly: "Password" must not also hit "Confirm password" or the eye toggle. */
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

export async function fillTalentSignUp(page: Page, account: TalentSignUp): Promise<void> {
  await field(page, 'Name').fill(account.name);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Phone number').fill(account.phone);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(account.password);
}

export async function fillCompanySignUp(page: Page, account: CompanySignUp): Promise<void> {
  await field(page, 'Name').fill(account.name);
  await field(page, 'Email').fill(account.email);
  await field(page, 'Company').fill(account.company);
  await field(page, 'Field').selectOption(account.field);
  await field(page, 'Phone number').fill(account.phone);
  await field(page, 'Password').fill(account.password);
  await field(page, 'Confirm password').fill(account.password);
}

/**
 * The login pages arrive pre-rendered (issue 12): the form is on screen before its scripts run.
 * Wait until React has taken it over, as a person would see the page settle, before typing.
 */
export async function waitForInteractiveForm(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const form = document.querySelector('main form');
    return form !== null && Object.keys(form).some((key) => key.startsWith('__reactProps'));
  });
}

export async function fillLogin(page: Page, email: string, password: string): Promise<void> {
  await waitForInteractiveForm(page);
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
}

export async function storedLogin(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('@userLogin'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
}

/** The red banner of the form: the server's own words. */
export async function expectFormError(page: Page, message: string | RegExp): Promise<void> {
  await expect(page.getByRole('main').getByRole('alert')).toContainText(message);
}

/** Logs out through the header's account menu (desktop). */
export async function logoutFromHeader(page: Page, name: string): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: `Account menu for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
}

/** Creates the talent account straight through the API (for journeys that start at login). */
export async function registerTalentViaApi(
  request: APIRequestContext,
  account: TalentSignUp,
): Promise<void> {
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
