import type { Db, SqlParam } from '../db.js';
import { talentBatch, type TalentBatch } from './bulk-batch.js';
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
  /** Default: set-based when this role may switch triggers off, else the triggers' way. */
  load?: TalentLoad;
}

export interface BulkSeedResult {
  talentsAdded: number;
  companiesAdded: number;
  talentsTotal: number;
  companiesTotal: number;
  /** How the talents were written (set-based needs a role that may switch triggers off). */
  load: TalentLoad;
}

async function countBulk(db: Db, role: 'talent' | 'recruiter'): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM accounts WHERE role = $1 AND email LIKE $2`,
    [role, `%@${BULK_DOMAIN}`],
  );
  return rows[0]?.n ?? 0;
}

/** How a batch of talents is written; both give the same rows, keys, counts and catalogs. */
export type TalentLoad = 'set-based' | 'triggers';

const TALENT_COLUMNS = `SELECT * FROM unnest($1::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::timestamptz[])
           AS x(email, full_name, phone, job_desk, employment_type, domicile, description, created_at)`;

/** The profile columns of a batch, in the order of the unnest lists below. */
function profileColumns(b: TalentBatch): SqlParam[] {
  return [
    b.fullNames,
    b.phones,
    b.jobDesks,
    b.employmentTypes,
    b.domiciles,
    b.descriptions,
    b.createdAt,
  ];
}

function talentParams(b: TalentBatch, passwordHash: string): SqlParam[] {
  return [b.emails, passwordHash, ...profileColumns(b)];
}

async function insertExperiences(tx: Db, b: TalentBatch, owner: (i: number) => number) {
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
}

/**
 * The API's way, every trigger on: talents inserted (keys without skills), then skills, whose
 * statement trigger counts them and touches the 2,000 owners so their keys are recomputed.
 * Every talent row is written twice (with all its indexes). Kept as the reference the
 * set-based load is tested against, and for a role that may not switch triggers off.
 */
async function insertTalentsWithTriggers(tx: Db, b: TalentBatch, passwordHash: string) {
  // Accounts and talent rows in one statement; new ids are matched back by e-mail.
  const { rows } = await tx.query<{ id_user: number; email: string }>(
    `WITH src AS (${TALENT_COLUMNS}
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
    talentParams(b, passwordHash),
  );
  const idOf = new Map(rows.map((r) => [r.email, r.id_user]));
  const owner = (i: number) => idOf.get(b.emails[i] as string) as number;
  await tx.query(
    `INSERT INTO skills (id_user, skill_name) SELECT * FROM unnest($1::bigint[], $2::text[])`,
    [b.skillOwner.map(owner), b.skillNames],
  );
  await insertExperiences(tx, b, owner);
}

/**
 * The bulk way: each talent row written once, already complete, with every trigger and
 * foreign-key check off for this transaction only (session_replication_role = replica; the
 * batch is consistent by construction: owners are inserted in the same transaction). What the
 * triggers would do is done here once for the 2,000 rows, in set-based statements: the row
 * trigger talents_search_keys() costs ~1 ms a row (its SQL functions are planned again for
 * every row), the same expression over a whole batch ~0.1 ms a row.
 *
 * MUST match the triggers of migrations 011, 060, 061, 067, 068, 069, 071, 082, 101, 104 and 105 (search_keys,
 * search_ids, search_tokens,
 * skill_count, skill_catalog, search_key_types, search_key_filter_counts, search_skill_pairs, the search generation); test/db/seed/bulk-seed.test.ts seeds
 * both ways and compares. A migration that changes a trigger changes this too.
 */
async function insertTalentsSetBased(tx: Db, b: TalentBatch, passwordHash: string) {
  await tx.exec('SET LOCAL session_replication_role = replica');
  const { rows } = await tx.query<{ id: number; email: string }>(
    `INSERT INTO accounts (email, password_hash, role, created_at, updated_at)
     SELECT email, $2, 'talent', created_at, created_at FROM (${TALENT_COLUMNS}) src
     RETURNING id, email`,
    talentParams(b, passwordHash),
  );
  const idOf = new Map(rows.map((r) => [r.email, r.id]));
  const ids = b.emails.map((email) => idOf.get(email) as number);
  const owner = (i: number) => ids[i] as number;
  await tx.query(
    `INSERT INTO skills (id_user, skill_name) SELECT * FROM unnest($1::bigint[], $2::text[])`,
    [b.skillOwner.map(owner), b.skillNames],
  );
  await insertExperiences(tx, b, owner);
  // talents_search_keys() and skills_added()'s skill_count, for the whole batch; the keys' ids
  // (search_key_ids_of(), migration 071) with the batch's new keys added once, in key order. A
  // new key's id comes from the dictionary insert's RETURNING (the statement's snapshot does not
  // see it); DO UPDATE returns a key a concurrent writer added meanwhile too.
  await tx.query(
    `WITH x AS MATERIALIZED (
       SELECT x.*, av.availability, cardinality(sk.keys) AS skill_count,
              search_text_keys(x.full_name, x.job_desk, x.domicile) || sk.keys
              || CASE WHEN x.employment_type IS NULL THEN '{}'::text[] ELSE ARRAY['e:' || x.employment_type] END
              || ARRAY['a:' || av.availability]
              || CASE WHEN ex.since IS NULL THEN '{}'::text[] ELSE ARRAY['y:' || to_char(ex.since, 'YYYY')] END AS keys,
              ex.since
       FROM unnest($1::bigint[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::timestamptz[])
              AS x(id_user, full_name, phone, job_desk, employment_type, domicile, description, created_at)
       -- Availability varies by id so a filter has work to do (its key joins the keys, migration 101).
       CROSS JOIN LATERAL (
         SELECT (ARRAY['open_to_work', 'open_to_offers', 'not_looking'])[1 + (x.id_user % 3)::int] AS availability
       ) av
       -- The years filter's column (migration 082; experiences_since_trg is off here) and its
       -- key (y:<yyyy>, migration 104).
       CROSS JOIN LATERAL (
         SELECT (SELECT min(e.day_in) FROM experiences e WHERE e.id_user = x.id_user) AS since
       ) ex
       CROSS JOIN LATERAL (
         SELECT ARRAY(SELECT 's:' || s.skill_key FROM skills s WHERE s.id_user = x.id_user ORDER BY s.skill_key) AS keys
       ) sk
     ), batch_keys AS MATERIALIZED (SELECT DISTINCT k FROM x, unnest(x.keys) k),
     added AS (
       INSERT INTO search_key_ids AS d (key)
       SELECT b.k FROM batch_keys b WHERE NOT EXISTS (SELECT FROM search_key_ids d WHERE d.key = b.k)
       ORDER BY b.k
       ON CONFLICT (key) DO UPDATE SET key = EXCLUDED.key
       RETURNING d.id, d.key
     ), dict AS (
       SELECT jsonb_object_agg(y.key, y.id) AS ids FROM (
         SELECT d.id, d.key FROM search_key_ids d JOIN batch_keys b ON b.k = d.key
         UNION ALL SELECT id, key FROM added) y
     )
     INSERT INTO talents (id_user, full_name, phone, job_desk, employment_type, domicile, description,
                          created_at, updated_at, skill_count, availability, experience_since,
                          search_keys, search_ids)
     SELECT x.id_user, x.full_name, x.phone, x.job_desk, x.employment_type, x.domicile, x.description,
            x.created_at, x.created_at, x.skill_count, x.availability, x.since, x.keys,
            ARRAY(SELECT (dict.ids ->> k)::int FROM unnest(x.keys) k ORDER BY 1)
     FROM x CROSS JOIN dict`,
    [ids, ...profileColumns(b)],
  );
  // The catalogs' own triggers (catalog_generation, migration 062) fire as for any writer.
  await tx.exec('SET LOCAL session_replication_role = origin');
  // talents_tokens_added(): the batch's name, title and city words, counted once.
  await tx.query(
    `SELECT search_tokens_apply(coalesce((
       SELECT jsonb_object_agg(k, n) FROM (
         SELECT k, count(*)::int AS n FROM talents t, unnest(t.search_keys) k
         WHERE t.id_user = ANY($1::bigint[]) AND left(k, 2) IN ('n:', 't:', 'c:') GROUP BY k) x), '{}'))`,
    [ids],
  );
  // talents_key_types_added() (migration 067): the batch's keys per employment type.
  await tx.query(
    `SELECT search_key_types_apply(array_agg(t), array_agg(k), array_agg(n)) FROM (
       SELECT t.employment_type AS t, k, count(*)::int AS n FROM talents t, unnest(t.search_keys) k
       WHERE t.id_user = ANY($1::bigint[]) AND t.employment_type IS NOT NULL
         AND left(k, 2) IN ('s:', 'n:', 't:', 'c:') GROUP BY 1, 2) x HAVING count(*) > 0`,
    [ids],
  );
  // talents_key_filters_added() (migration 105): the batch's keys per city and availability.
  await tx.query(
    `SELECT search_key_filter_counts_apply(array_agg(c), array_agg(k), array_agg(a), array_agg(n))
     FROM (SELECT f.city_key AS c, f.key AS k, f.availability AS a, count(*)::int AS n
           FROM talents t, search_key_filter_rows(t.availability, t.search_keys) f
           WHERE t.id_user = ANY($1::bigint[]) GROUP BY 1, 2, 3) x HAVING count(*) > 0`,
    [ids],
  );
  // talents_skill_pairs_added() (migrations 068, 069): the batch's pairs of skills and title words.
  await tx.query(
    `SELECT search_skill_pairs_apply(array_agg(a), array_agg(b), array_agg(n)) FROM (
       SELECT p.a, p.b, count(*)::int AS n FROM talents t, search_skill_key_pairs(t.search_keys) p
       WHERE t.id_user = ANY($1::bigint[]) GROUP BY 1, 2) x HAVING count(*) > 0`,
    [ids],
  );
  // skills_added()'s catalog count (keys in order: concurrent writers queue, never deadlock).
  await tx.query(
    `INSERT INTO skill_catalog AS c (skill_key, skill_name, talent_count)
     SELECT lower(name), min(name), count(*) FROM unnest($1::text[]) name
     GROUP BY lower(name) ORDER BY lower(name)
     ON CONFLICT (skill_key) DO UPDATE SET talent_count = c.talent_count + EXCLUDED.talent_count`,
    [b.skillNames],
  );
  // The talents' statement trigger (migration 110): cached search pages of before this batch are
  // stale, and every talent index loads all talents again (a bulk write names no one talent).
  await tx.exec('SELECT record_talent_changes(NULL)');
  // bump_skill_generation() (migration 107): cached job lists' matches of before this batch too.
  await tx.exec('UPDATE read_state SET skill_generation = skill_generation + 1 WHERE id = 1');
}

async function insertTalents(
  db: Db,
  start: number,
  size: number,
  passwordHash: string,
  load: TalentLoad,
): Promise<void> {
  const b = talentBatch(createRandom(start + 1), start, size);
  await db.transaction((tx) =>
    load === 'set-based'
      ? insertTalentsSetBased(tx, b, passwordHash)
      : insertTalentsWithTriggers(tx, b, passwordHash),
  );
}

/** The set-based load needs to switch triggers off for its transaction (a superuser, or SET granted). */
async function mayLoadSetBased(db: Db): Promise<boolean> {
  try {
    await db.transaction((tx) => tx.exec('SET LOCAL session_replication_role = replica'));
    return true;
  } catch {
    return false;
  }
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
  const load = options.load ?? ((await mayLoadSetBased(db)) ? 'set-based' : 'triggers');
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
    await insertTalents(db, start, size, options.passwordHash, load);
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
    load,
  };
}
