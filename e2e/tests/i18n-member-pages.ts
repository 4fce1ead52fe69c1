// The logged-in side of i18n-languages.spec.ts: one talent and one recruiter who know each
// other (a hire request, so both have a conversation), each in one browser context per
// language, logged in through the API with the login stored where the login screen keeps it.
import {
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
} from '@playwright/test';
import { newCompany, newTalent, SIZES } from './auth-helpers';

export type Language = 'id' | 'en';
export const BROWSER_LOCALE: Record<Language, string> = { id: 'id-ID', en: 'en-US' };

export interface Cast {
  talentId: number;
  companyId: number;
  conversationId: number;
  talent: { email: string; password: string };
  recruiter: { email: string; password: string };
}

async function ok(response: Awaited<ReturnType<APIRequestContext['post']>>, status = 200) {
  expect(response.status(), await response.text()).toBe(status);
  return (await response.json()) as Record<string, unknown>;
}

/** A talent with a job and a skill, a company, and the company's hire request to the talent. */
export async function castMembers(request: APIRequestContext, tag: string): Promise<Cast> {
  const talent = newTalent(`i18n-${tag}`);
  const company = newCompany(`i18n-${tag}`);
  await ok(
    await request.post('/api/auth/regis-user', {
      data: {
        full_name: talent.name,
        email: talent.email,
        phone: talent.phone,
        password: talent.password,
      },
    }),
    201,
  );
  await ok(
    await request.post('/api/auth/regis-company', {
      data: {
        name: company.name,
        email: company.email,
        company: company.company,
        field: company.field,
        phone: company.phone,
        password: company.password,
      },
    }),
    201,
  );
  // Each login in its own cookie jar (the request fixture's would be shared).
  const talentLogin = await ok(
    await request.post('/api/auth/login-user', {
      data: { email: talent.email, password: talent.password },
    }),
  );
  const talentId = (talentLogin.result as { user: { id_user: number } }).user.id_user;
  await ok(await request.post('/api/users-skills', { data: { skill_name: 'Golang' } }), 201);
  await ok(
    await request.post('/api/users-experiences', {
      data: { job_position: 'Backend Engineer', company_name: 'Tokopedia', day_in: '2021-02-01' },
    }),
    201,
  );
  await ok(await request.post('/api/auth/logout'));
  const recruiterLogin = await ok(
    await request.post('/api/auth/login-company', {
      data: { email: company.email, password: company.password },
    }),
  );
  const companyId = (recruiterLogin.result as { user: { id_company: number } }).user.id_company;
  const hire = await ok(
    await request.post('/api/hire', {
      data: { subject: 'Backend', message: 'Halo, mari bicara.', id_user: talentId },
    }),
    201,
  );
  await ok(await request.post('/api/auth/logout'));
  return {
    talentId,
    companyId,
    conversationId: (hire.data as { conversation_id: number }).conversation_id,
    talent: { email: talent.email, password: talent.password },
    recruiter: { email: company.email, password: company.password },
  };
}

/** A browser context in `language` with `role` logged in (cookie and stored login). */
export async function memberContext(
  browser: Browser,
  language: Language,
  role: 'talent' | 'recruiter',
  account: { email: string; password: string },
  /** Outside the test runner (which gives the config's), the product's address. */
  baseURL?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    locale: BROWSER_LOCALE[language],
    viewport: SIZES.desktop,
    ...(baseURL ? { baseURL } : {}),
  });
  const login = await context.request.post(
    role === 'talent' ? '/api/auth/login-user' : '/api/auth/login-company',
    { data: account, headers: { 'accept-language': BROWSER_LOCALE[language] } },
  );
  expect(login.status(), await login.text()).toBe(200);
  const { result } = (await login.json()) as { result: { user: unknown } };
  await context.addInitScript((user) => {
    window.localStorage.setItem('@userLogin', user);
  }, JSON.stringify(result.user));
  return context;
}
