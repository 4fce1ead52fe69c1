// The rules of passwords: a change proves the current password and logs out the account's
// other sessions; a reset takes a single-use token from the mail and logs out every session.
// Either way the open reset links of the account stop working, so none can undo the change.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { PasswordManager } from '../../plugins/app/password-manager.js';
import { DomainError } from '../domain-error.js';
import type { AccountRow, AccountsRepository } from './accounts-repository.js';
import type { PasswordResetsRepository } from './password-resets-repository.js';
import { hashToken, type Sessions } from './sessions.js';

const TOKEN_PROBLEMS = {
  unknown: 'This reset link is not valid. Please ask for a new one.',
  used: 'This reset link has already been used. Please ask for a new one.',
  expired: 'This reset link has expired. Please ask for a new one.',
} as const;

/**
 * The current password given with a change is wrong: 400 at its field, not 401 (the session
 * is fine; a 401 would log the UI out). A subclass, because the caller counts these guesses.
 */
export class WrongPasswordError extends DomainError {
  constructor() {
    super('invalid', 'Current password is incorrect', [
      { field: 'current_password', message: 'Current password is incorrect' },
    ]);
    this.name = 'WrongPasswordError';
  }
}

export function createPasswordService(deps: {
  db: Db;
  accounts: AccountsRepository;
  resets: PasswordResetsRepository;
  sessions: Pick<Sessions, 'endOthers'>;
  passwords: PasswordManager;
}) {
  const { db, accounts, resets, sessions, passwords } = deps;

  /** The new hash, the reset links closed, the sessions but `keepTokenHash` ended: one commit. */
  async function replace(tx: Db, accountId: number, hash: string, keepTokenHash: string | null) {
    await accounts.updatePassword(accountId, hash, tx);
    await resets.consumeAll(accountId, tx);
    await sessions.endOthers(accountId, keepTokenHash, tx);
  }

  return {
    /** A logged-in account's change; the session `currentTokenHash` stays logged in. */
    async change(
      accountId: number,
      input: { current_password: string; new_password: string },
      currentTokenHash: string | null,
    ): Promise<void> {
      const account = await accounts.findById(accountId);
      if (!account) throw new DomainError('unauthenticated', 'Please log in first');
      if (!(await passwords.verify(account.password_hash, input.current_password)))
        throw new WrongPasswordError();
      const hash = await passwords.hash(input.new_password);
      await db.transaction((tx) => replace(tx, accountId, hash, currentTokenHash));
    },

    /** A new password with a reset token; answers the account it belonged to. */
    async reset(token: string, password: string): Promise<AccountRow> {
      const hash = await passwords.hash(password);
      // Throwing inside the transaction rolls it back; nothing is written before the checks.
      return db.transaction(async (tx) => {
        const found = await resets.lock(hashToken(token), tx);
        if (found.state !== 'valid')
          throw DomainError.atField('invalid', 'token', TOKEN_PROBLEMS[found.state]);
        const account = await accounts.findById(found.accountId, tx);
        if (!account) throw DomainError.atField('invalid', 'token', TOKEN_PROBLEMS.unknown);
        await replace(tx, account.id, hash, null);
        return account;
      });
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;

declare module 'fastify' {
  interface FastifyInstance {
    passwordService: PasswordService;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate(
      'passwordService',
      createPasswordService({
        db: fastify.db,
        accounts: fastify.accountsRepository,
        resets: fastify.passwordResetsRepository,
        sessions: fastify.accountSessions,
        passwords: fastify.passwords,
      }),
    );
  },
  {
    name: 'password-service',
    dependencies: [
      'db',
      'accounts-repository',
      'password-resets-repository',
      'session-manager',
      'password-manager',
    ],
  },
);
