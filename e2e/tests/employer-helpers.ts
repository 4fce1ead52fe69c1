// Shared bits of the recruiter journeys (employer-*.spec.ts): a fresh company per journey,
// logging in through the form, a real PNG to upload, and axe / console checks.
import AxeBuilder from '@axe-core/playwright';
import { crc32, deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { fillLogin, newCompany, type CompanySignUp } from './auth-helpers';

/** A new company account (one per journey, so a hire request is never a duplicate). */
export async function registerCompany(
  request: APIRequestContext,
  tag: string,
): Promise<CompanySignUp> {
  const account = { ...newCompany(`employer-${tag}`), name: 'Dewi Lestari' };
  const response = await request.post('/api/auth/regis-company', {
    data: {
      name: account.name,
      email: account.email,
      company: `PT Uji ${tag} Nusantara`,
      field: account.field,
      phone: account.phone,
      password: account.password,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { ...account, company: `PT Uji ${tag} Nusantara` };
}

/** Logs in on /comp-login as a person would. */
export async function logInAsCompany(page: Page, account: CompanySignUp): Promise<void> {
  await page.goto('/comp-login');
  await fillLogin(page, account.email, account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/home$/);
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real size x size PNG of one colour, so the API's image check and re-encode accept it. */
export function solidPng(size = 64, rgb: [number, number, number] = [94, 80, 161]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const row = Buffer.concat([
    Buffer.from([0]),
    Buffer.from(Array.from({ length: size }, () => rgb).flat()),
  ]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** No serious or critical accessibility violation on the page as it is now. */
export async function expectAccessible(page: Page, name: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.html).join(', ')})`,
    );
  expect(bad, `axe on ${name}`).toEqual([]);
}

/** Collects uncaught errors and console errors of a page; call `expectNone()` at the end. */
export function watchConsole(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  return {
    expectNone: () => expect(problems).toEqual([]),
  };
}

/** Talent list page of the API, for comparing what the page shows with the real data. */
export async function apiTalents(
  request: APIRequestContext,
  params: Record<string, string>,
): Promise<{
  data: { id_user: number; full_name: string; employment_type: string | null }[];
  pagination: { total: number; totalPages: number };
}> {
  const response = await request.get(`/api/users?${new URLSearchParams(params)}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as never;
}

/**
 * A skill that at least `min` freelance demo talent have (so page 2 exists at limit 2), and that
 * no other journey adds to a profile: the talent journeys add React and Docker while recruiter
 * journeys run beside them, which would change a search's answer between the page and the API.
 */
export async function skillWithFreelancers(request: APIRequestContext, min = 3): Promise<string> {
  for (const skill of ['JavaScript', 'Node.js', 'Python', 'SQL', 'Git', 'Figma']) {
    const answer = await apiTalents(request, {
      search: skill,
      employment_type: 'freelance',
      limit: '2',
    });
    if (answer.pagination.total >= min) return skill;
  }
  throw new Error('no demo skill with enough freelance talent');
}
