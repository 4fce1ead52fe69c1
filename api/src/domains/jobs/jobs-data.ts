// Jobs and applications as rows: SQL, and for the job search the in-memory job index and word
// catalog (decision 077). The rules, authorization and events are in jobs-service.ts; statements
// that write take the caller's transaction. Every statement about a company's job is scoped by
// the company id the service gives it.
import type { Db } from '../../db/db.js';
import type {
  ApplicantCounts,
  ApplicationStage,
  JobEmploymentType,
  JobStatus,
  WorkMode,
} from '../../schemas/job.js';
import { COUNT_CAP } from '../search/tuning.js';
import { syncedJobIndex } from './job-index/job-index-sync.js';
import type { CatalogCandidate } from '../search/terms/expand-terms.js';
import type { SearchTerm } from '../search/terms/parse-search.js';
import { WordCatalogHolder } from '../search/word-catalog.js';
import { searchJobIndex } from './job-index/job-index-search.js';
import { memoizedCityKeys } from './job-index/city-keys.js';
import { readGenerations, type ReadGenerations } from '../reads/read-generations.js';
import { contactUnlockedSql } from '../talents/contact-rule.js';

/** A job as read, before the viewer's match is added (jobs-service turns it into a card). */
export interface JobRow {
  id_job: number;
  id_company: number;
  title: string;
  employment_type: JobEmploymentType;
  work_mode: WorkMode;
  city: string;
  salary_min: number | null;
  salary_max: number | null;
  status: JobStatus;
  required_skills: string[];
  nice_skills: string[];
  skill_keys: string[];
  closing_date: string;
  posted_at: Date;
  description: string;
  created_at: Date;
  updated_at: Date;
  company_name: string;
  company_photo: string | null;
  company_city: string | null;
  company_field: string | null;
}

/** What a job card shows (the search's rows): no description or bookkeeping. */
export type JobCardRow = Omit<JobRow, 'description' | 'created_at' | 'updated_at' | 'skill_keys'>;

/** What a job write stores (skills already folded to their catalog names). */
export interface JobFields {
  title: string;
  employment_type: JobEmploymentType;
  work_mode: WorkMode;
  city: string;
  salary_min: number | null;
  salary_max: number | null;
  required_skills: string[];
  nice_skills: string[];
  description: string;
  closing_date: string;
}

export interface ApplicationRow {
  id_application: number;
  id_job: number;
  id_user: number;
  stage: ApplicationStage;
  note: string;
  id_conversation: number;
  created_at: Date;
  updated_at: Date;
}

export interface ApplicantRow extends ApplicationRow {
  full_name: string;
  job_desk: string | null;
  domicile: string | null;
  employment_type: 'freelance' | 'full time' | null;
  img_profile: string | null;
  availability: 'open_to_work' | 'open_to_offers' | 'not_looking';
  available_from: string | null;
  skills: string[];
  skill_keys: string[];
  unlocked: boolean;
  email: string;
  phone: string | null;
}

/** A typed word's keys and the jobs' title words near it (jobs-data `wordKeys`). */
export interface TextWords {
  keys: string[];
  /** One of `keys` is a title or city word of some job. */
  known: boolean;
  /** Title words the text begins or is trigram-close to: [word, jobs holding it]. */
  near: Array<[word: string, jobs: number]>;
}

/** A job search as keys and filters: per term, the keys any of which makes the term match. */
export interface JobSearch {
  termKeys: string[][];
  city?: string;
  employmentType?: JobEmploymentType;
  workMode?: WorkMode;
  salaryMin?: number;
  postedWithinDays?: number;
  /** The viewing talent's skill keys (match counting and the 'match' order). */
  talentKeys: string[];
  sort: 'match' | 'newest' | 'salary';
  limit: number;
  offset: number;
}

const JOB_COLUMNS = `j.id_job, j.id_company, j.title, j.employment_type, j.work_mode, j.city,
  j.salary_min, j.salary_max, j.status, j.required_skills, j.nice_skills, j.skill_keys,
  j.closing_date, j.posted_at, j.description, j.created_at, j.updated_at,
  co.name_company AS company_name, co.img_company AS company_photo, co.city AS company_city,
  co.field_company AS company_field`;
const CARD_COLUMNS = `j.id_job, j.id_company, j.title, j.employment_type, j.work_mode, j.city,
  j.salary_min, j.salary_max, j.status, j.required_skills, j.nice_skills, j.closing_date,
  j.posted_at, co.name_company AS company_name, co.img_company AS company_photo,
  co.city AS company_city, co.field_company AS company_field`;
const JOB_FROM = `jobs j JOIN companies co ON co.id_company = j.id_company`;
/** Open and not past its closing date: what talents find. */
const LISTED = `j.status = 'open' AND j.closing_date >= current_date`;

const DAY_MS = 86_400_000;
/** Talents whose skills are remembered at most (the map starts again past it). */
const SKILL_READS_KEPT = 10_000;

type TalentSkillRow = { skill_name: string; skill_key: string };

export function createJobsData(db: Db) {
  async function jobById(runner: Db, idJob: number): Promise<JobRow | null> {
    const { rows } = await runner.query<JobRow>(
      `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE j.id_job = $1`,
      [idJob],
      'job_by_id',
    );
    return rows[0] ?? null;
  }

  const index = syncedJobIndex(db);
  const catalogs = new WordCatalogHolder(db);
  /** Talents' skills as last read, under the skill generation they were read at. */
  const skillsRead = new Map<number, { generation: string; skills: TalentSkillRow[] }>();
  const cityKeysOf = memoizedCityKeys(db);

  /** The jobs with these ids still open, in the ids' order (one may have closed since). */
  async function listedJobs(ids: number[]): Promise<JobCardRow[]> {
    if (ids.length === 0) return [];
    const { rows } = await db.query<JobCardRow>(
      `SELECT ${CARD_COLUMNS} FROM ${JOB_FROM} WHERE j.id_job = ANY($1::bigint[]) AND ${LISTED}`,
      [ids],
      'jobs_page_rows',
    );
    const byId = new Map(rows.map((row) => [Number(row.id_job), row]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  return {
    job: (idJob: number) => jobById(db, idJob),

    /** The company's job locked until `tx` ends, or null (another company's job included). */
    async lockOwnJob(tx: Db, idCompany: number, idJob: number): Promise<JobRow | null> {
      const { rows } = await tx.query<{ id_job: number }>(
        'SELECT id_job FROM jobs WHERE id_job = $1 AND id_company = $2 FOR UPDATE',
        [idJob, idCompany],
      );
      return rows[0] ? jobById(tx, idJob) : null;
    },

    async insert(tx: Db, idCompany: number, fields: JobFields): Promise<number> {
      const { rows } = await tx.query<{ id_job: number }>(
        `INSERT INTO jobs (id_company, title, employment_type, work_mode, city, salary_min,
           salary_max, required_skills, nice_skills, description, closing_date)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text[], $9::text[], $10, $11::date)
         RETURNING id_job`,
        [
          idCompany,
          fields.title,
          fields.employment_type,
          fields.work_mode,
          fields.city,
          fields.salary_min,
          fields.salary_max,
          fields.required_skills,
          fields.nice_skills,
          fields.description,
          fields.closing_date,
        ],
      );
      return rows[0]!.id_job;
    },

    async update(tx: Db, idJob: number, fields: JobFields): Promise<void> {
      await tx.query(
        `UPDATE jobs SET title = $2, employment_type = $3, work_mode = $4, city = $5,
           salary_min = $6, salary_max = $7, required_skills = $8::text[], nice_skills = $9::text[],
           description = $10, closing_date = $11::date, updated_at = now()
         WHERE id_job = $1`,
        [
          idJob,
          fields.title,
          fields.employment_type,
          fields.work_mode,
          fields.city,
          fields.salary_min,
          fields.salary_max,
          fields.required_skills,
          fields.nice_skills,
          fields.description,
          fields.closing_date,
        ],
      );
    },

    /** A new status; reposting (closed → open) starts the job's posted time anew. */
    async setStatus(tx: Db, idJob: number, status: JobStatus, repost: boolean): Promise<void> {
      await tx.query(
        `UPDATE jobs SET status = $2, updated_at = now()${repost ? ', posted_at = now()' : ''}
          WHERE id_job = $1`,
        [idJob, status],
      );
    },

    /**
     * Open listed jobs matching the search, one page, and how many there are in all (up to
     * COUNT_CAP, as the talent search counts: decision 033). The page is picked in memory
     * (decision 077) from the index as of `known`, the job generation the request read with its
     * session (else read now); only the page's rows are read from the database.
     */
    async search(
      search: JobSearch,
      known: ReadGenerations | null = null,
    ): Promise<{ rows: JobCardRow[]; total: number; totalCapped: boolean }> {
      const generations = known ?? (await readGenerations(db));
      const [jobs, cityKeys] = await Promise.all([
        index.current(BigInt(generations.job)),
        search.city === undefined ? [] : cityKeysOf(search.city),
      ]);
      const page = searchJobIndex(jobs, {
        termKeys: search.termKeys,
        cityKeys,
        employmentType: search.employmentType,
        workMode: search.workMode,
        salaryMin: search.salaryMin,
        postedSinceMicros:
          search.postedWithinDays === undefined
            ? undefined
            : (Date.now() - search.postedWithinDays * DAY_MS) * 1000,
        today: generations.today,
        talentKeys: search.talentKeys,
        sort: search.sort,
        limit: search.limit,
        offset: search.offset,
        countUpTo: COUNT_CAP + 1,
      });
      return {
        rows: await listedJobs(page.ids),
        total: Math.min(page.total, COUNT_CAP),
        totalCapped: page.total > COUNT_CAP,
      };
    },

    /**
     * Catalog skills that may match each term (the talent search's in-memory word catalog:
     * exact, alias, infix, trigram-close, one letter off), from a catalog at least as new as
     * `generation` (search_state.catalog_generation as the request read it).
     */
    async skillCandidates(
      terms: readonly SearchTerm[],
      generation: string,
    ): Promise<CatalogCandidate[]> {
      let catalog = await catalogs.get();
      // A reload already under way may have begun before the word the request saw was added.
      for (let tries = 0; tries < 3 && BigInt(catalog.generation) < BigInt(generation); tries += 1)
        catalog = await catalogs.reload();
      return catalog.skillCandidates(terms);
    },

    /** Up to `limit` listed jobs sharing skills or title words with the job, best overlap first. */
    async similar(job: JobRow, limit: number): Promise<JobRow[]> {
      const { rows } = await db.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM}
          WHERE ${LISTED} AND j.id_job <> $1
            AND j.search_keys && (SELECT search_keys FROM jobs WHERE id_job = $1)
          ORDER BY cardinality(ARRAY(SELECT unnest(j.search_keys)
                     INTERSECT SELECT unnest((SELECT search_keys FROM jobs WHERE id_job = $1)))) DESC,
                   j.posted_at DESC, j.id_job DESC
          LIMIT $2`,
        [job.id_job, limit],
      );
      return rows;
    },

    /** The company's listed jobs, newest first (its profile page). */
    async companyOpen(idCompany: number): Promise<JobRow[]> {
      const { rows } = await db.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE j.id_company = $1 AND ${LISTED}
          ORDER BY j.posted_at DESC, j.id_job DESC LIMIT 100`,
        [idCompany],
      );
      return rows;
    },

    /** Every job of the company with its applicants per stage. */
    async companyAll(idCompany: number): Promise<Array<JobRow & { applicants: ApplicantCounts }>> {
      const { rows } = await db.query<JobRow & { applicants: ApplicantCounts }>(
        `SELECT ${JOB_COLUMNS}, json_build_object(
            'applied', count(a.*) FILTER (WHERE a.stage = 'applied'),
            'interviewing', count(a.*) FILTER (WHERE a.stage = 'interviewing'),
            'offered', count(a.*) FILTER (WHERE a.stage = 'offered'),
            'hired', count(a.*) FILTER (WHERE a.stage = 'hired'),
            'not_a_fit', count(a.*) FILTER (WHERE a.stage = 'not_a_fit')) AS applicants
           FROM ${JOB_FROM} LEFT JOIN job_applications a ON a.id_job = j.id_job
          WHERE j.id_company = $1
          GROUP BY j.id_job, co.id_company
          ORDER BY (j.status = 'open') DESC, j.posted_at DESC, j.id_job DESC`,
        [idCompany],
      );
      return rows;
    },

    async companyExists(idCompany: number): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM companies WHERE id_company = $1', [idCompany]);
      return rows.length > 0;
    },

    /**
     * Per text: its title (t:) and city (c:) keys, folded like the stored ones; whether any of
     * them is a word some job holds (job_words, migration 102); and the jobs' title words that
     * the text begins (3+ letters) or is trigram-close to (4+ letters), with their job counts.
     */
    async wordKeys(texts: string[]): Promise<TextWords[]> {
      if (texts.length === 0) return [];
      const { rows } = await db.query<TextWords & { i: number }>(
        `SELECT u.i, ARRAY(SELECT 't:' || w FROM search_words('t', u.x) w
                           UNION SELECT 'c:' || w FROM search_words('c', u.x) w) AS keys,
                EXISTS (SELECT 1 FROM job_words jw
                         WHERE jw.job_count > 0
                           AND ((jw.kind = 't' AND jw.word IN (SELECT search_words('t', u.x)))
                             OR (jw.kind = 'c' AND jw.word IN (SELECT search_words('c', u.x)))))
                  AS known,
                coalesce((SELECT json_agg(json_build_array(jw.word, jw.job_count) ORDER BY jw.word)
                            FROM job_words jw
                           WHERE jw.kind = 't' AND jw.job_count > 0
                             AND ((char_length(u.x) >= 3 AND jw.word LIKE u.p ESCAPE '\\')
                               OR (char_length(u.x) >= 4 AND jw.word % u.x))), '[]') AS near
           FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS u(x, p, i) ORDER BY u.i`,
        [texts, texts.map((text) => `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
        'job_word_keys',
      );
      return rows.map(({ keys, known, near }) => ({ keys, known, near }));
    },

    /**
     * The talent's skills: names and keys (lower case, as skills.skill_key). With `generation`
     * (read_state.skill_generation as the request read it), a read made under that same
     * generation is answered again: no skill of anyone was written in between.
     */
    async talentSkills(idUser: number, generation?: string): Promise<TalentSkillRow[]> {
      const known = generation === undefined ? undefined : skillsRead.get(idUser);
      if (known && known.generation === generation) return known.skills;
      const { rows } = await db.query<TalentSkillRow>(
        'SELECT skill_name, skill_key FROM skills WHERE id_user = $1 ORDER BY id',
        [idUser],
        'job_talent_skills',
      );
      if (generation !== undefined) {
        if (skillsRead.size >= SKILL_READS_KEPT) skillsRead.clear();
        skillsRead.set(idUser, { generation, skills: rows });
      }
      return rows;
    },

    /** The talent's application to the job, or null. */
    async ownApplication(idJob: number, idUser: number): Promise<ApplicationRow | null> {
      const { rows } = await db.query<ApplicationRow>(
        'SELECT * FROM job_applications WHERE id_job = $1 AND id_user = $2',
        [idJob, idUser],
      );
      return rows[0] ?? null;
    },

    /** Stores the application; null when the talent already applied to the job. */
    async insertApplication(
      tx: Db,
      input: { idJob: number; idUser: number; note: string; idConversation: number },
    ): Promise<ApplicationRow | null> {
      const { rows } = await tx.query<ApplicationRow>(
        `INSERT INTO job_applications (id_job, id_user, note, id_conversation)
         VALUES ($1, $2, $3, $4) ON CONFLICT (id_job, id_user) DO NOTHING RETURNING *`,
        [input.idJob, input.idUser, input.note, input.idConversation],
      );
      return rows[0] ?? null;
    },

    /** The talent's applications with their jobs, most recently changed first. */
    async talentApplications(idUser: number): Promise<Array<ApplicationRow & { job: JobRow }>> {
      const { rows } = await db.query<ApplicationRow & { job: JobRow }>(
        `SELECT a.*, row_to_json(x) AS job FROM job_applications a
           JOIN LATERAL (SELECT ${JOB_COLUMNS} FROM ${JOB_FROM} WHERE j.id_job = a.id_job) x ON true
          WHERE a.id_user = $1 ORDER BY a.updated_at DESC, a.id_application DESC LIMIT 500`,
        [idUser],
      );
      return rows;
    },

    /** The applicants of a job, newest first, with their card and contact (when unlocked). */
    async applicants(idJob: number, idApplication?: number): Promise<ApplicantRow[]> {
      const { rows } = await db.query<ApplicantRow>(
        `SELECT a.*, t.full_name, t.job_desk, t.domicile, t.employment_type, t.img_profile,
                t.availability, t.available_from, ac.email, t.phone,
                ${contactUnlockedSql('j.id_company', 'a.id_user')} AS unlocked,
                coalesce((SELECT array_agg(s.skill_name ORDER BY s.id) FROM skills s
                           WHERE s.id_user = a.id_user), '{}') AS skills,
                coalesce((SELECT array_agg(s.skill_key ORDER BY s.id) FROM skills s
                           WHERE s.id_user = a.id_user), '{}') AS skill_keys
           FROM job_applications a
           JOIN jobs j ON j.id_job = a.id_job
           JOIN talents t ON t.id_user = a.id_user
           JOIN accounts ac ON ac.id = a.id_user
          WHERE a.id_job = $1 AND ($2::bigint IS NULL OR a.id_application = $2::bigint)
          ORDER BY a.created_at DESC, a.id_application DESC`,
        [idJob, idApplication ?? null],
      );
      return rows;
    },

    /** The job's application locked until `tx` ends, or null. */
    async lockApplication(
      tx: Db,
      idJob: number,
      idApplication: number,
    ): Promise<ApplicationRow | null> {
      const { rows } = await tx.query<ApplicationRow>(
        'SELECT * FROM job_applications WHERE id_application = $1 AND id_job = $2 FOR UPDATE',
        [idApplication, idJob],
      );
      return rows[0] ?? null;
    },

    async setStage(tx: Db, idApplication: number, stage: ApplicationStage): Promise<void> {
      await tx.query(
        'UPDATE job_applications SET stage = $2, updated_at = now() WHERE id_application = $1',
        [idApplication, stage],
      );
    },

    /** Applications of the job still in play (not hired, not turned down). */
    async openApplications(tx: Db, idJob: number): Promise<ApplicationRow[]> {
      const { rows } = await tx.query<ApplicationRow>(
        `SELECT * FROM job_applications WHERE id_job = $1 AND stage NOT IN ('hired', 'not_a_fit')
          ORDER BY id_application`,
        [idJob],
      );
      return rows;
    },
  };
}
export type JobsData = ReturnType<typeof createJobsData>;
