// argon2id with the OWASP minimum parameters (19 MiB, 2 passes, 1 lane).
import fp from 'fastify-plugin';
import { hash, verify } from '@node-rs/argon2';

const ARGON2ID = 2; // Algorithm.Argon2id (a const enum, not importable under isolatedModules)
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordManager {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of a verify when there is no account, so timing does not reveal which emails exist. */
  verifyNothing(password: string): Promise<false>;
}

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordManager;
  }
}

export function createPasswordManager(): PasswordManager {
  let dummyHash: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, OPTIONS),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false;
      }
    },
    async verifyNothing(password) {
      dummyHash ??= hash('not-a-real-password', OPTIONS);
      await verify(await dummyHash, password).catch(() => false);
      return false;
    },
  };
}

export default fp(
  async (fastify) => {
    fastify.decorate('passwords', createPasswordManager());
  },
  { name: 'password-manager' },
);
