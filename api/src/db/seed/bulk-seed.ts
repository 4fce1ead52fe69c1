import type { Db, SqlParam } from '../db.js';
import { talentBatch } from './bulk-batch.js';
import { bulkCompanyBatch } from './bulk-companies.js';
import { createRandom } from './prng.js';

/** E-mail domain of bulk accounts: lets a re-run count what is already there and top it up. */
export const BULK_DOMAIN = 'bulk.peworld.id';
const TALENT_BATCH = 2_000;
const COMPANY_BATCH = 1_000;

export interface BulkSeedOptions {
  talents: number;
  companies: number;
  /** One argon2id hash reused by every bulk account (hashing 100k passwords would take an hour). */
  passwordHash: string;
  onProgress?: (done: number, total: number) => void;
}

export interface BulkSeedResult {
  talentsAdded: number;
  companiesAdded: number;
  talentsTotal: number;
  companiesTotal: number;
}

async function countBulk(db: Db, role: 'talent' | 'recruiter'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM accounts WHERE role = $1 AND email LIKE $2`,
    [role, `%@${BULK_DOMAIN}`],
  );
  return rows[0]?.n ?? 0;
}

async function insertTalents(
  db: Db,
  start: number,
  size: number,
  passwordHash: string,
): Promise<void> {
  const b = talentBatch(createRandom(start + 1), start, size);
  await db.transaction(async (tx) => {
    // Accounts and talent rows in one statement; new ids are matched back by e-mail.
    const { rows } = await tx.query<{ id_user: number; email: string }>(
      `WITH src AS (
         SELECT * FROM unnest($1::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
           AS x(email, full_name, phone, job_desk, employment_type, domicile, description, created_at)
       ), acc AS (
         INSERT INTO accounts (email, password_hash, role, created_at, updated_at)
         SELECT email, $2, 'talent', created_at, created_at FROM src
         RETURNING id, email
       ), tal AS (
         INSERT INTO talents (id_user, full_name, phone, job_desk, employment_type, domicile, description, created_at, updated_at)
         SELECT acc.id, src.full_name, src.phone, src.job_desk, src.employment_type, src.domicile, src.description,
                src.created_at, src.created_at
         FROM src JOIN acc ON acc.email = src.email
       )
       SELECT id AS id_user, email FROM acc`,
      [
        b.emails,
        passwordHash,
        b.fullNames,
        b.phones,
        b.jobDesks,
        b.employmentTypes,
        b.domiciles,
        b.descriptions,
        b.createdAt,
      ],
    );
    const idOf = new Map(rows.map((r) => [r.email, r.id_user]));
    const owner = (i: number) => idOf.get(b.emails[i] as string) as number;
    await tx.query(
      `INSERT INTO skills (id_user, skill_name) SELECT * FROM unnest($1::bigint[], $2::text[])`,
      [b.skillOwner.map(owner), b.skillNames],
    );
    await tx.query(
      `INSERT INTO experiences (id_user, company_name, job_position, day_in, day_out)
       SELECT * FROM unnest($1::bigint[], $2::text[], $3::text[], $4::date[], $5::date[])`,
      [
        b.experienceOwner.map(owner),
        b.experienceCompany,
        b.experiencePosition,
        b.experienceIn,
        b.experienceOut as SqlParam,
      ],
    );
  });
}

async function insertCompanies(
  db: Db,
  start: number,
  size: number,
  passwordHash: string,
): Promise<void> {
  const c = bulkCompanyBatch(createRandom(900_000 + start), start, size, BULK_DOMAIN);
  await db.query(
    `WITH src AS (
       SELECT * FROM unnest($1::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])
         AS x(email, name, name_company, field_company, category, city, description)
     ), acc AS (
       INSERT INTO accounts (email, password_hash, role) SELECT email, $2, 'recruiter' FROM src RETURNING id, email
     )
     INSERT INTO companies (id_company, name, name_company, field_company, category, city, description, email)
     SELECT acc.id, src.name, src.name_company, src.field_company, src.category, src.city, src.description, src.email
     FROM src JOIN acc ON acc.email = src.email`,
    [
      c.emails,
      passwordHash,
      c.names,
      c.companyNames,
      c.fields,
      c.categories,
      c.cities,
      c.descriptions,
    ],
  );
}

/**
 * Tops the database up to `talents` bulk talents and `companies` bulk companies
 * (accounts on @bulk.peworld.id; demo and real accounts are not counted or touched).
 * Batches of multi-row INSERT ... SELECT FROM unnest(...), each in its own transaction.
 */
export async function bulkSeed(db: Db, options: BulkSeedOptions): Promise<BulkSeedResult> {
  const haveTalents = await countBulk(db, 'talent');
  const haveCompanies = await countBulk(db, 'recruiter');
  const addTalents = Math.max(0, options.talents - haveTalents);
  const addCompanies = Math.max(0, options.companies - haveCompanies);
  const total = addTalents + addCompanies;
  let done = 0;
  options.onProgress?.(0, total);
  for (let start = haveCompanies; start < options.companies; start += COMPANY_BATCH) {
    const size = Math.min(COMPANY_BATCH, options.companies - start);
    await insertCompanies(db, start, size, options.passwordHash);
    done += size;
    options.onProgress?.(done, total);
  }
  for (let start = haveTalents; start < options.talents; start += TALENT_BATCH) {
    const size = Math.min(TALENT_BATCH, options.talents - start);
    await insertTalents(db, start, size, options.passwordHash);
    done += size;
    options.onProgress?.(done, total);
  }
  if (total > 0 && db.engine === 'postgres') {
    // Fresh statistics and visibility map: the planner picks the search indexes and
    // skills (skill_key, id_user) is read by index-only scans.
    await db.exec(
      'VACUUM ANALYZE accounts, talents, companies, skills, experiences, skill_catalog',
    );
  } else if (total > 0) {
    await db.exec('ANALYZE');
  }
  return {
    talentsAdded: addTalents,
    companiesAdded: addCompanies,
    talentsTotal: haveTalents + addTalents,
    companiesTotal: haveCompanies + addCompanies,
  };
}
