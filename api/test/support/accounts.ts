// Accounts registered AND logged in over real HTTP against any API url: the in-process app of
// build(t) and an API started as its own process (api-process.ts) alike, so every test that
// needs a signed-in talent or recruiter gets one the same way.
import type {
  LoginBody,
  RegisterCompanyBody,
  RegisterTalentBody,
  SessionUser,
} from '../../src/schemas/auth.js';
import { Agent } from './http-client.js';

export interface Registered {
  agent: Agent;
  user: SessionUser;
  email: string;
  password: string;
}

export type TalentFields = Partial<RegisterTalentBody>;
export type RecruiterFields = Partial<RegisterCompanyBody>;

let counter = 0;
/** A unique email for this process. */
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${Date.now().toString(36)}@example.com`;
}

const TALENT = { full_name: 'Test Talent', phone: '081234567890', password: 'talent-password-1' };
const RECRUITER = {
  name: 'Test Recruiter',
  company: 'Test Company',
  field: 'Software',
  phone: '081298765432',
  password: 'recruiter-password-1',
};

/** Registers a talent at `url` and logs in; fields override the generated ones. */
export function registerTalent(url: string, fields: TalentFields = {}): Promise<Registered> {
  return registerAndLogIn(url, 'user', { ...TALENT, email: uniqueEmail('talent'), ...fields });
}

/** Registers a recruiter (company) at `url` and logs in; fields override the generated ones. */
export function registerRecruiter(url: string, fields: RecruiterFields = {}): Promise<Registered> {
  const body = { ...RECRUITER, email: uniqueEmail('recruiter'), ...fields };
  return registerAndLogIn(url, 'company', body);
}

/** /api/auth/regis-<kind> then /api/auth/login-<kind> with one agent, which keeps the session. */
async function registerAndLogIn(
  url: string,
  kind: 'user' | 'company',
  body: LoginBody & (RegisterTalentBody | RegisterCompanyBody),
): Promise<Registered> {
  const agent = new Agent(url);
  const registered = await agent.post(`/api/auth/regis-${kind}`, { json: body });
  if (registered.status !== 201)
    throw new Error(`regis-${kind} failed: ${registered.status} ${registered.text}`);
  const { email, password } = body;
  const login = await agent.post(`/api/auth/login-${kind}`, { json: { email, password } });
  if (login.status !== 200) throw new Error(`login-${kind} failed: ${login.status} ${login.text}`);
  return { agent, user: login.body.result.user, email, password };
}
