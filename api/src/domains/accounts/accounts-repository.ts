// Accounts (talent and recruiters share one id sequence) and the registration writes that
// create an account together with its profile row.
import fp from 'fastify-plugin';
import type { Db } from '../../db/db.js';
import type { CompanyCategory, Role } from '../../schemas/common.js';
import type { SessionUser } from '../../schemas/auth.js';

export interface AccountRow {
  id: number;
  email: string;
  password_hash: string;
  role: Role;
}

export interface NewTalent {
  full_name: string;
  email: string;
  phone: string;
  password_hash: string;
}

export interface NewCompany {
  name: string;
  email: string;
  name_company: string;
  field_company: string;
  category: CompanyCategory;
  phone: string;
  password_hash: string;
}

const UNIQUE_VIOLATION = '23505';

export function isUniqueViolation(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === UNIQUE_VIOLATION
  );
}

export function createAccountsRepository(db: Db) {
  async function insertAccount(
    tx: Db,
    email: string,
    passwordHash: string,
    role: Role,
  ): Promise<number> {
    const { rows } = await tx.query<{ id: number }>(
      'INSERT INTO accounts (email, password_hash, role) VALUES ($1, $2, $3) RETURNING id',
      [email, passwordHash, role],
    );
    return rows[0]!.id;
  }

  return {
    async findByEmail(email: string, tx: Db = db): Promise<AccountRow | null> {
      const { rows } = await tx.query<AccountRow>(
        'SELECT id, email, password_hash, role FROM accounts WHERE lower(email) = lower($1)',
        [email],
      );
      return rows[0] ?? null;
    },

    async findById(id: number, tx: Db = db): Promise<AccountRow | null> {
      const { rows } = await tx.query<AccountRow>(
        'SELECT id, email, password_hash, role FROM accounts WHERE id = $1',
        [id],
      );
      return rows[0] ?? null;
    },

    async emailExists(email: string): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM accounts WHERE lower(email) = lower($1)', [
        email,
      ]);
      return rows.length > 0;
    },

    /** Account + talents row in one transaction. null when the email is taken. */
    async createTalent(input: NewTalent): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const id = await insertAccount(tx, input.email, input.password_hash, 'talent');
          await tx.query('INSERT INTO talents (id_user, full_name, phone) VALUES ($1, $2, $3)', [
            id,
            input.full_name,
            input.phone,
          ]);
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    /** Account + companies row in one transaction. null when the email is taken. */
    async createCompany(input: NewCompany): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const id = await insertAccount(tx, input.email, input.password_hash, 'recruiter');
          await tx.query(
            `INSERT INTO companies (id_company, name, name_company, field_company, category, email, phone)
             VALUES ($1, $2, $3, $4, $5, $6, $7)`,
            [
              id,
              input.name,
              input.name_company,
              input.field_company,
              input.category,
              input.email,
              input.phone,
            ],
          );
          return id;
        });
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },

    async updatePassword(id: number, passwordHash: string, tx: Db = db): Promise<void> {
      await tx.query('UPDATE accounts SET password_hash = $2, updated_at = now() WHERE id = $1', [
        id,
        passwordHash,
      ]);
    },

    /** Stores the account's language (the switcher, once logged in). */
    async setLanguage(id: number, language: 'id' | 'en'): Promise<void> {
      await db.query('UPDATE accounts SET language = $2, updated_at = now() WHERE id = $1', [
        id,
        language,
      ]);
    },

    /** The account's chosen language, null when never chosen (e-mails then go in Indonesian). */
    async language(id: number, tx: Db = db): Promise<'id' | 'en' | null> {
      const { rows } = await tx.query<{ language: 'id' | 'en' | null }>(
        'SELECT language FROM accounts WHERE id = $1',
        [id],
      );
      return rows[0]?.language ?? null;
    },

    /** What login and /me answer: display name and picture come from the profile row. */
    async sessionUser(id: number): Promise<SessionUser | null> {
      const { rows } = await db.query<{
        id: number;
        email: string;
        role: Role;
        full_name: string | null;
        img_profile: string | null;
        name_company: string | null;
        img_company: string | null;
        language: 'id' | 'en' | null;
      }>(
        `SELECT a.id, a.email, a.role, a.language, t.full_name, t.img_profile, c.name_company, c.img_company
           FROM accounts a
           LEFT JOIN talents t ON t.id_user = a.id
           LEFT JOIN companies c ON c.id_company = a.id
          WHERE a.id = $1`,
        [id],
      );
      const row = rows[0];
      if (!row) return null;
      if (row.role === 'recruiter') {
        return {
          id_user: row.id,
          id_company: row.id,
          role: 'recruiter',
          name: row.name_company ?? '',
          image: row.img_company,
          email: row.email,
          language: row.language,
        };
      }
      return {
        id_user: row.id,
        role: 'talent',
        name: row.full_name ?? '',
        image: row.img_profile,
        email: row.email,
        language: row.language,
      };
    },
  };
}
export type AccountsRepository = ReturnType<typeof createAccountsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    accountsRepository: AccountsRepository;
  }
}

export default fp(
  async (fastify) => {
    fastify.decorate('accountsRepository', createAccountsRepository(fastify.db));
  },
  { name: 'accounts-repository', dependencies: ['db'] },
);
