import type { SessionUser } from '@peworld/api/schemas';

/** A logged-in talent as login returns it; override any field. */
export function makeTalentUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id_user: 11,
    role: 'talent',
    name: 'Louis Tomlinson',
    image: null,
    email: 'louis@example.com',
    ...overrides,
  };
}

/** A logged-in recruiter: id_user equals id_company (one account per company). */
export function makeRecruiterUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id_user: 21,
    id_company: 21,
    role: 'recruiter',
    name: 'Harry Styles',
    image: null,
    email: 'harry@example.com',
    ...overrides,
  };
}
