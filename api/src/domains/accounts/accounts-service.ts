// The rules of accounts: one account per email (any letter case), registered with its profile
// row (a talent, or a company and its recruiter), the password stored as an argon2id hash.
import fp from 'fastify-plugin';
import type { PasswordManager } from '../../plugins/app/password-manager.js';
import type { RegisterCompanyBody, RegisterTalentBody, SessionUser } from '../../schemas/auth.js';
import { tidyPhone } from '../../lib/phone.js';
import { deriveCategory } from '../companies/company-category.js';
import { DomainError } from '../domain-error.js';
import type { AccountsRepository } from './accounts-repository.js';

const DUPLICATE = 'Email is already registered';

export function createAccountsService(deps: {
  accounts: AccountsRepository;
  passwords: PasswordManager;
}) {
  const { accounts, passwords } = deps;

  /** The new account as the session sees it; null from the insert means the email is taken. */
  async function registered(id: number | null): Promise<SessionUser> {
    if (id === null) throw DomainError.atField('conflict', 'email', DUPLICATE);
    const user = await accounts.sessionUser(id);
    if (!user) throw new Error(`account ${id} vanished after registration`);
    return user;
  }

  return {
    async registerTalent(body: RegisterTalentBody): Promise<SessionUser> {
      return registered(
        await accounts.createTalent({
          full_name: body.full_name,
          email: body.email,
          phone: tidyPhone(body.phone),
          password_hash: await passwords.hash(body.password),
        }),
      );
    },

    async registerCompany(body: RegisterCompanyBody): Promise<SessionUser> {
      return registered(
        await accounts.createCompany({
          name: body.name,
          email: body.email,
          name_company: body.company,
          field_company: body.field,
          category: body.category ?? deriveCategory(body.field),
          phone: tidyPhone(body.phone),
          password_hash: await passwords.hash(body.password),
        }),
      );
    },

    /** The logged-in account as the session sees it (gone meanwhile: logged out). */
    async sessionUser(id: number): Promise<SessionUser> {
      const user = await accounts.sessionUser(id);
      if (!user) throw new DomainError('unauthenticated', 'Please log in first');
      return user;
    },
  };
}
export type AccountsService = ReturnType<typeof createAccountsService>;

declare module 'fastify' {
  interface FastifyInstance {
    accountsService: AccountsService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'accountsService',
      createAccountsService({ accounts: fastify.accountsRepository, passwords: fastify.passwords }),
    );
  },
  { name: 'accounts-service', dependencies: ['accounts-repository', 'password-manager'] },
);
