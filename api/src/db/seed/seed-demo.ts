import type { Db } from '../db.js';
import type { EncodedImage } from '../../domains/images/image-storage.js';
import { DEMO_COMPANIES, DEMO_HIRES, DEMO_RECRUITER_EMAIL } from './demo-companies.js';
import { avatarImage, logoImage, portfolioImage } from './demo-images.js';
import { DEMO_APPLICATIONS, DEMO_JOBS } from './demo-jobs.js';
import { DEMO_TALENT_EMAIL, demoTalents, type DemoTalent } from './demo-talents.js';

export const DEMO_PASSWORD = 'peworld123';
export const DEMO_LOGINS = [
  { role: 'talent', email: DEMO_TALENT_EMAIL, password: DEMO_PASSWORD },
  { role: 'recruiter', email: DEMO_RECRUITER_EMAIL, password: DEMO_PASSWORD },
] as const;

export interface DemoSeedDeps {
  hashPassword(password: string): Promise<string>;
  /** Checks and re-encodes an image like an upload does (stores nothing). */
  encodeImage(image: Buffer): Promise<EncodedImage>;
  /** Stores encoded images inside the seed's transaction. */
  putImages(tx: Db, images: readonly EncodedImage[]): Promise<void>;
}

export interface DemoSeedResult {
  seeded: boolean;
  talents: number;
  companies: number;
  hires: number;
  jobs: number;
  images: number;
}

const DAY_MS = 86_400_000;
/** pg_advisory_lock key of the demo seed (migrations use 74_260_001). */
export const DEMO_SEED_LOCK_KEY = 74_260_002;

/** Runs jobs at most `width` at a time (image encoding is CPU-bound; the machine may have 2 cores). */
async function inBatches<T, R>(
  items: readonly T[],
  width: number,
  job: (item: T) => Promise<R>,
): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += width)
    out.push(...(await Promise.all(items.slice(i, i + width).map(job))));
  return out;
}

interface TalentImages {
  avatar: string;
  portfolio: string[][];
}

async function insertTalent(
  tx: Db,
  talent: DemoTalent,
  images: TalentImages,
  passwordHash: string,
  now: number,
): Promise<number> {
  const joined = new Date(now - talent.joinedDaysAgo * DAY_MS).toISOString();
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO accounts (email, password_hash, role, created_at, updated_at) VALUES ($1, $2, 'talent', $3, $3) RETURNING id`,
    [talent.email, passwordHash, joined],
  );
  const id = rows[0]!.id;
  await tx.query(
    `INSERT INTO talents (id_user, full_name, phone, job_desk, employment_type, domicile, ig_account, github_account,
                          gitlab_account, description, img_profile, created_at, updated_at,
                          availability, available_from, salary_min, salary_max, salary_period)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12, $13, $14, $15, $16, $17)`,
    [
      id,
      talent.full_name,
      talent.phone,
      talent.job_desk,
      talent.employment_type,
      talent.domicile,
      talent.ig_account,
      talent.github_account,
      talent.gitlab_account,
      talent.description,
      images.avatar,
      joined,
      talent.availability,
      talent.availableInDays === null
        ? null
        : new Date(now + talent.availableInDays * DAY_MS).toISOString().slice(0, 10),
      talent.salary?.min ?? null,
      talent.salary?.max ?? null,
      talent.salary?.period ?? null,
    ],
  );
  await tx.query('INSERT INTO skills (id_user, skill_name) SELECT $1, unnest($2::text[])', [
    id,
    talent.skills,
  ]);
  for (const e of talent.experiences) {
    await tx.query(
      `INSERT INTO experiences (id_user, company_name, job_position, day_in, day_out, description) VALUES ($1, $2, $3, $4, $5, $6)`,
      [id, e.company_name, e.job_position, e.day_in, e.day_out, e.description],
    );
  }
  for (const [index, p] of talent.portfolio.entries()) {
    const { rows: created } = await tx.query<{ id: number }>(
      'INSERT INTO portfolios (id_user, project_name, link_repository) VALUES ($1, $2, $3) RETURNING id',
      [id, p.project_name, p.link_repository],
    );
    await tx.query(
      `INSERT INTO portfolio_images (id_portfolio, filename, position)
       SELECT $1, f.name, f.pos - 1 FROM unnest($2::text[]) WITH ORDINALITY AS f(name, pos)`,
      [created[0]!.id, images.portfolio[index] ?? []],
    );
  }
  return id;
}

/**
 * Fills an empty database with the demo: 42 talents with skills, experience, portfolio and
 * drawn images, 10 companies with logos and profiles, and a few hire requests.
 * Does nothing when the demo talent login already exists. Images are encoded first, then
 * stored with the rows in one transaction: a failure leaves nothing behind.
 */
export function seedDemoIfEmpty(db: Db, deps: DemoSeedDeps): Promise<DemoSeedResult> {
  // Several instances starting at once on an empty database: one seeds, the others wait for it
  // and then find the demo login there.
  return db.withLock(DEMO_SEED_LOCK_KEY, () => seedUnlocked(db, deps));
}

async function seedUnlocked(db: Db, deps: DemoSeedDeps): Promise<DemoSeedResult> {
  const { rows } = await db.query('SELECT 1 FROM accounts WHERE lower(email) = lower($1)', [
    DEMO_TALENT_EMAIL,
  ]);
  if (rows.length > 0)
    return { seeded: false, talents: 0, companies: 0, hires: 0, jobs: 0, images: 0 };

  const now = Date.now();
  const talents = demoTalents();
  const passwordHash = await deps.hashPassword(DEMO_PASSWORD);
  const encoded: EncodedImage[] = [];
  const save = async (image: Promise<Buffer>) => {
    const ready = await deps.encodeImage(await image);
    encoded.push(ready);
    return ready.name;
  };
  const talentImages = await inBatches(talents, 2, async (t): Promise<TalentImages> => ({
    avatar: await save(avatarImage(t.full_name)),
    portfolio: await Promise.all(
      t.portfolio.map((p) =>
        Promise.all(p.screens.map((s) => save(portfolioImage(p.project_name, s)))),
      ),
    ),
  }));
  const logos = await inBatches(DEMO_COMPANIES, 2, (c) =>
    save(logoImage(c.name_company, c.colors)),
  );

  await db.transaction(async (tx) => {
    await deps.putImages(tx, encoded);
    const talentIds: number[] = [];
    for (const [i, talent] of talents.entries()) {
      talentIds.push(await insertTalent(tx, talent, talentImages[i]!, passwordHash, now));
    }
    const companyIds: number[] = [];
    for (const [i, c] of DEMO_COMPANIES.entries()) {
      const joined = new Date(now - (30 + i * 17) * DAY_MS).toISOString();
      const { rows: account } = await tx.query<{ id: number }>(
        `INSERT INTO accounts (email, password_hash, role, created_at, updated_at) VALUES ($1, $2, 'recruiter', $3, $3) RETURNING id`,
        [c.email, passwordHash, joined],
      );
      const id = account[0]!.id;
      companyIds.push(id);
      await tx.query(
        `INSERT INTO companies (id_company, name, name_company, field_company, category, city, address, description,
                                  email, instagram, phone, linkedin, img_company, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)`,
        [
          id,
          c.name,
          c.name_company,
          c.field_company,
          c.category,
          c.city,
          c.address,
          c.description,
          c.email,
          c.instagram,
          c.phone,
          c.linkedin,
          logos[i]!,
          joined,
        ],
      );
    }
    for (const [i, [company, talent, subject, message]] of DEMO_HIRES.entries()) {
      // A hire request is the first message of the pair's conversation (as POST /api/hire makes it).
      const sentAt = new Date(now - (i + 1) * 3_600_000).toISOString();
      const { rows: conversation } = await tx.query<{ id: number }>(
        `INSERT INTO conversations (id_company, id_user, created_at, last_message_at) VALUES ($1, $2, $3, $3)
           ON CONFLICT (id_company, id_user) DO UPDATE SET last_message_at = EXCLUDED.last_message_at
           RETURNING id`,
        [companyIds[company]!, talentIds[talent]!, sentAt],
      );
      const { rows: hire } = await tx.query<{ id: number }>(
        `INSERT INTO hire_requests (id_company, id_user, subject, message, created_at, conversation_id)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
        [companyIds[company]!, talentIds[talent]!, subject, message, sentAt, conversation[0]!.id],
      );
      await tx.query(
        `INSERT INTO messages (conversation_id, sender_id, kind, body, hire_request_id, created_at)
           VALUES ($1, $2, 'hire', $3, $4, $5)`,
        [conversation[0]!.id, companyIds[company]!, message, hire[0]!.id, sentAt],
      );
    }
    await insertJobs(tx, companyIds, talentIds, now);
  });
  return {
    seeded: true,
    talents: talents.length,
    companies: DEMO_COMPANIES.length,
    hires: DEMO_HIRES.length,
    jobs: DEMO_JOBS.length,
    images: encoded.length,
  };
}

/** The demo's openings and applications, each application a message of the pair's conversation. */
async function insertJobs(tx: Db, companyIds: number[], talentIds: number[], now: number) {
  const jobIds: number[] = [];
  for (const job of DEMO_JOBS) {
    const posted = new Date(now - job.postedDaysAgo * DAY_MS).toISOString();
    const closing = new Date(now + job.closesInDays * DAY_MS).toISOString().slice(0, 10);
    const { rows } = await tx.query<{ id_job: number }>(
      `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, salary_min, salary_max,
                         required_skills, nice_skills, description, closing_date, status,
                         posted_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::text[], $10, $11::date, $12, $13, $13, $13)
       RETURNING id_job`,
      [
        companyIds[job.company]!,
        job.title,
        job.employment_type,
        job.work_mode,
        job.city,
        job.salary?.[0] ?? null,
        job.salary?.[1] ?? null,
        [...job.required],
        [...job.nice],
        job.description,
        closing,
        job.status,
        posted,
      ],
    );
    jobIds.push(rows[0]!.id_job);
  }
  for (const [i, [jobIndex, talent, stage, note]] of DEMO_APPLICATIONS.entries()) {
    const job = DEMO_JOBS[jobIndex]!;
    const idCompany = companyIds[job.company]!;
    const idUser = talentIds[talent]!;
    const appliedAt = new Date(now - (i + 1) * 5_400_000).toISOString();
    const { rows: conversation } = await tx.query<{ id: number }>(
      `INSERT INTO conversations (id_company, id_user, created_at, last_message_at) VALUES ($1, $2, $3, $3)
         ON CONFLICT (id_company, id_user) DO UPDATE SET last_message_at = EXCLUDED.last_message_at
         RETURNING id`,
      [idCompany, idUser, appliedAt],
    );
    const idConversation = conversation[0]!.id;
    const { rows: application } = await tx.query<{ id_application: number }>(
      `INSERT INTO job_applications (id_job, id_user, stage, note, id_conversation, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6) RETURNING id_application`,
      [jobIds[jobIndex]!, idUser, stage, note, idConversation, appliedAt],
    );
    const idApplication = application[0]!.id_application;
    await tx.query(
      `INSERT INTO messages (conversation_id, sender_id, kind, body, id_application, application_stage, created_at)
       VALUES ($1, $2, 'application_received', $3, $4, 'applied', $5)`,
      [idConversation, idUser, note, idApplication, appliedAt],
    );
    if (stage !== 'applied') {
      const movedAt = new Date(Date.parse(appliedAt) + 1_800_000).toISOString();
      await tx.query(
        `INSERT INTO messages (conversation_id, sender_id, kind, body, id_application, application_stage, created_at)
         VALUES ($1, $2, 'application_stage', '', $3, $4, $5)`,
        [idConversation, idCompany, idApplication, stage, movedAt],
      );
      await tx.query(
        'UPDATE conversations SET last_message_at = greatest(last_message_at, $2::timestamptz) WHERE id = $1',
        [idConversation, movedAt],
      );
      await tx.query('UPDATE job_applications SET updated_at = $2 WHERE id_application = $1', [
        idApplication,
        movedAt,
      ]);
    }
  }
}
