// Child process of the company/jobs read bench (bench/company-reads.ts): the same-run baseline.
// A bare node:http server that answers each read with parameterized pg statements giving the
// same rows as the API (a list: its page and its total, sent together on two pooled
// connections), shaped into the same JSON envelope with JSON.stringify: no framework, no
// session, no limits, no schema, no hooks. Paths:
//   /company-list?limit=N          the API's GET /api/company?limit=N (no cookie: no contacts)
//   /company/:id                   GET /api/company/:id (no cookie)
//   /jobs-newest?limit=N           GET /api/jobs?limit=N as a recruiter (newest first, no match)
//   /jobs-match?limit=N            GET /api/jobs?limit=N as the talent TALENT_ID (best match first)
// The talent's skill keys are read once at start: the baseline knows who asks without a session.
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const talentId = Number(process.env.TALENT_ID ?? 0);

const COMPANY_COLUMNS = `id_company, name, name_company, field_company, category, city, address,
  description, NULL::text AS email, instagram, NULL::text AS phone, linkedin, img_company,
  created_at, updated_at`;
const JOB_COLUMNS = `j.id_job, j.id_company, j.title, j.employment_type, j.work_mode, j.city,
  j.salary_min, j.salary_max, j.status, j.required_skills, j.nice_skills, j.closing_date::text,
  j.posted_at, co.name_company AS company_name, co.img_company AS company_photo,
  co.city AS company_city, co.field_company AS company_field`;
const LISTED = `j.status = 'open' AND j.closing_date >= current_date`;

interface JobRow {
  id_job: string;
  id_company: string;
  title: string;
  employment_type: string;
  work_mode: string;
  city: string;
  salary_min: number | null;
  salary_max: number | null;
  status: string;
  required_skills: string[];
  nice_skills: string[];
  closing_date: string;
  posted_at: Date;
  company_name: string;
  company_photo: string | null;
  company_city: string | null;
  company_field: string | null;
}

function card(row: JobRow, talentKeys: Set<string> | null) {
  const skills = [...row.required_skills, ...row.nice_skills];
  const matched = talentKeys ? skills.filter((s) => talentKeys.has(s.toLowerCase())) : [];
  return {
    id_job: Number(row.id_job),
    id_company: Number(row.id_company),
    title: row.title,
    employment_type: row.employment_type,
    work_mode: row.work_mode,
    city: row.city,
    salary_min: row.salary_min,
    salary_max: row.salary_max,
    status: row.status,
    required_skills: row.required_skills,
    nice_skills: row.nice_skills,
    closing_date: row.closing_date,
    posted_at: row.posted_at.toISOString(),
    company: {
      id_company: Number(row.id_company),
      company_name: row.company_name,
      photo: row.company_photo,
      city: row.company_city,
      field: row.company_field,
    },
    match: talentKeys ? { matched, count: matched.length, total: skills.length } : null,
  };
}

function send(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  response.end(text);
}

async function count(sql: string): Promise<number> {
  const { rows } = await pool.query<{ n: string }>(sql);
  return Number(rows[0]?.n ?? 0);
}

const pagination = (limit: number, total: number) => ({
  page: 1,
  limit,
  total,
  totalPages: Math.ceil(total / limit),
});

async function answer(url: URL, keys: string[]): Promise<[number, unknown]> {
  const limit = Number(url.searchParams.get('limit') ?? 10);
  const company = /^\/company\/(\d+)$/.exec(url.pathname);
  if (url.pathname === '/company-list') {
    const [{ rows: result }, total] = await Promise.all([
      pool.query(
        `SELECT ${COMPANY_COLUMNS} FROM companies
          ORDER BY lower(name_company) ASC, id_company ASC LIMIT $1`,
        [limit],
      ),
      count('SELECT count(*) AS n FROM companies'),
    ]);
    return [
      200,
      { status: 200, message: 'Companies found', result, pagination: pagination(limit, total) },
    ];
  }
  if (company) {
    const { rows } = await pool.query(
      `SELECT ${COMPANY_COLUMNS} FROM companies WHERE id_company = $1`,
      [Number(company[1])],
    );
    return rows[0]
      ? [200, { status: 200, message: 'Company found', result: rows[0] }]
      : [404, { status: 404, message: 'Company not found' }];
  }
  if (url.pathname === '/jobs-newest' || url.pathname === '/jobs-match') {
    const match = url.pathname === '/jobs-match';
    const order = match
      ? `(SELECT count(*) FROM unnest(j.skill_keys) AS k WHERE k = ANY($2::text[])) DESC,
         j.posted_at DESC, j.id_job DESC`
      : 'j.posted_at DESC, j.id_job DESC';
    const [{ rows }, total] = await Promise.all([
      pool.query<JobRow>(
        `SELECT ${JOB_COLUMNS} FROM jobs j JOIN companies co ON co.id_company = j.id_company
          WHERE ${LISTED} ORDER BY ${order} LIMIT $1`,
        match ? [limit, keys] : [limit],
      ),
      count(`SELECT count(*) AS n FROM jobs j WHERE ${LISTED}`),
    ]);
    const talentKeys = match ? new Set(keys) : null;
    return [
      200,
      {
        status: 200,
        message: 'Jobs found',
        data: rows.map((row) => card(row, talentKeys)),
        pagination: pagination(limit, total),
      },
    ];
  }
  return [404, { status: 404, message: 'Not found' }];
}

const { rows: skillRows } = await pool.query<{ skill_key: string }>(
  'SELECT skill_key FROM skills WHERE id_user = $1 ORDER BY id',
  [talentId],
);
const talentKeys = skillRows.map((row) => row.skill_key);

const server = createServer((request, response) => {
  answer(new URL(request.url ?? '/', 'http://x'), talentKeys).then(
    ([status, body]) => send(response, status, body),
    (error: Error) => send(response, 500, { status: 500, message: error.message }),
  );
});
server.listen(port, '127.0.0.1', () => process.send?.({ ready: true }));
process.on('message', (message: { stop?: boolean }) => {
  if (message.stop) server.close(() => void pool.end().then(() => process.exit(0)));
});
// Started in a session of its own (bench/server-priority.ts): it goes when the bench does.
process.on('disconnect', () => process.exit(0));
