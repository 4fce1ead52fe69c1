// EXPLAIN (ANALYZE, BUFFERS) of the statements behind the benchmarked calls, as the API runs
// them: a search is run through the real search module with a recording Db, and every statement
// it sent is explained with the same parameters. So the plans follow the code when the search
// statements change. Statements the API prepares by name (a PostgreSQL server may switch those
// to a generic plan after five runs) are explained a second time with the generic plan forced;
// those it always runs with the generic plan (GENERIC_PLAN_PREFIX) only with that one.
import { GENERIC_PLAN_PREFIX, type Db, type SqlParam } from '../src/db/db.js';
import { PROFILE_SQL } from '../src/domains/talents/users-repository.js';
import { listCountQuery, listPageQuery } from '../src/domains/search/talent-search-sql.js';
import { createTalentSearch, type TalentListInput } from '../src/domains/search/talent-search.js';

export interface Plan {
  title: string;
  plan: string;
  /**
   * Big tables this plan reads sequentially, "(not run)" when that node was never executed for
   * these parameters (it is still the plan for others: e.g. a branch that runs once an earlier
   * one leaves the page short).
   */
  seqScans: string[];
  /** Execution time reported by EXPLAIN ANALYZE, ms. */
  executionMs: number;
  planningMs: number;
}

/** A sequential read of these grows with the data: no search or list plan may contain one. */
const BIG_TABLES = /Seq Scan on (talents|skills|accounts|experiences)\b.*/;

interface Recorded {
  sql: string;
  params: readonly SqlParam[];
  name: string | undefined;
}

function parsePlan(title: string, lines: string[]): Plan {
  const plan = lines.join('\n');
  const ms = (label: string) =>
    Number(new RegExp(`${label} Time: ([0-9.]+) ms`).exec(plan)?.[1] ?? Number.NaN);
  return {
    title,
    plan,
    seqScans: [
      ...new Set(
        lines.flatMap((line) => {
          const m = BIG_TABLES.exec(line);
          if (!m) return [];
          return [/never executed/.test(m[0]) ? `${m[1]} (not run)` : m[1]!];
        }),
      ),
    ],
    executionMs: ms('Execution'),
    planningMs: ms('Planning'),
  };
}

async function explain(
  db: Db,
  title: string,
  sql: string,
  params: readonly SqlParam[],
): Promise<Plan> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
    params,
  );
  return parsePlan(
    title,
    rows.map((r) => r['QUERY PLAN']),
  );
}

/** A parameter as an SQL literal (for EXECUTE, which takes no bind parameters). */
export function sqlLiteral(value: SqlParam): string {
  if (value === null) return 'NULL';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return sqlLiteral(value.toISOString());
  if (value instanceof Uint8Array) return `'\\x${Buffer.from(value).toString('hex')}'`;
  if (Array.isArray(value)) {
    const items = (value as Array<string | number>).map((item) =>
      typeof item === 'number' ? String(item) : `"${item.replace(/["\\]/g, '\\$&')}"`,
    );
    return sqlLiteral(`{${items.join(',')}}`);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

/** The plan a prepared statement gets once PostgreSQL switches it to a generic plan. */
async function explainGeneric(db: Db, title: string, recorded: Recorded): Promise<Plan> {
  return db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL plan_cache_mode = force_generic_plan`);
    // As the generic pool's connections run (db.ts).
    await tx.exec(`SET LOCAL jit = off`);
    await tx.exec(`PREPARE bench_explain AS ${recorded.sql}`);
    try {
      const args = recorded.params.length
        ? `(${recorded.params.map((p) => sqlLiteral(p)).join(', ')})`
        : '';
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) EXECUTE bench_explain${args}`,
      );
      return parsePlan(
        title,
        rows.map((r) => r['QUERY PLAN']),
      );
    } finally {
      await tx.exec('DEALLOCATE bench_explain');
    }
  });
}

/** A Db that notes every statement sent through it (also inside transactions). */
function recording(db: Db, into: Recorded[]): Db {
  return {
    ...db,
    query: (sql, params, name) => {
      into.push({ sql, params: params ?? [], name });
      return db.query(sql, params, name);
    },
    transaction: (fn) => db.transaction((tx) => fn(recording(tx, into))),
  };
}

function describe(r: Recorded): string {
  if (r.name) return r.name;
  if (/search_tokens/.test(r.sql)) return 'name/title/city words';
  if (/skill_catalog/.test(r.sql)) return 'skill catalog';
  if (/capped/.test(r.sql)) return 'capped count';
  if (/EXISTS/.test(r.sql)) return 'all terms exactly?';
  if (/UNION ALL|OFFSET/.test(r.sql)) return 'top of the page';
  return 'cards';
}

/** Every statement one search request runs, each EXPLAINed. */
async function searchPlans(
  db: Db,
  title: string,
  input: Omit<TalentListInput, 'page' | 'limit'> & { page?: number },
): Promise<Plan[]> {
  const recorded: Recorded[] = [];
  const search = createTalentSearch(recording(db, recorded), { cache: false });
  await search.list({ page: 1, limit: 25, ...input });
  const plans: Plan[] = [];
  for (const [i, r] of recorded.entries()) {
    const label = `${title} — statement ${i + 1}: ${describe(r)}`;
    // A 'generic:' statement always runs with its generic plan: its custom plan never runs.
    const alwaysGeneric = r.name?.startsWith(GENERIC_PLAN_PREFIX) ?? false;
    if (!alwaysGeneric) plans.push(await explain(db, label, r.sql, r.params));
    if (r.name) plans.push(await explainGeneric(db, `${label} (generic plan)`, r));
  }
  return plans;
}

/** The searches explained: one of each kind the mixed workload sends. */
export const EXPLAINED_SEARCHES: Array<
  [string, Omit<TalentListInput, 'page' | 'limit'> & { page?: number }]
> = [
  ['?search=react,node', { search: 'react,node' }],
  ['?search=react,node page 5', { search: 'react,node', page: 5 }],
  ['?search=recat,nodjs (typos)', { search: 'recat,nodjs' }],
  ['?search=golang,kubernetes,terraform', { search: 'golang,kubernetes,terraform' }],
  ['?search=rizki ramadan (names, close spellings)', { search: 'rizki ramadan' }],
  ['?search=java developer (title)', { search: 'java developer' }],
  [
    '?search=react&employment_type=freelance&sort=name',
    { search: 'react', employmentType: 'freelance', sort: 'name' },
  ],
  ['?search=flutter jogja&sort=freelance', { search: 'flutter jogja', sort: 'freelance' }],
  // The slowest kinds at 1M (bench:search-profile): a city or title held by many, own order.
  ['?search=yogyakarta&sort=location', { search: 'yogyakarta', sort: 'location' }],
  [
    '?search=jakarta selatan&employment_type=freelance&sort=location page 3',
    { search: 'jakarta selatan', employmentType: 'freelance', sort: 'location', page: 3 },
  ],
  ['?search=data engineer&sort=newest', { search: 'data engineer', sort: 'newest' }],
  // The name walk's jump: at 100k "rudi" starts ~2,300 names in, so the walk meets no match and
  // jumps to the first matching name (InitPlan, min(lower(full_name || ''))). At 1M its ~16,000
  // matches take the long walk, which never jumps.
  [
    '?search=rudi&employment_type=full time&sort=name',
    { search: 'rudi', employmentType: 'full time', sort: 'name' },
  ],
  // A two-key total from counts less the pair count (search_skill_pairs): s:seo and t:seo.
  ['?search=seo specialist', { search: 'seo specialist' }],
];

export async function explainAll(db: Db, profileId: number): Promise<Plan[]> {
  const page = listPageQuery({ employmentType: undefined, sort: undefined, limit: 10, offset: 20 });
  const count = listCountQuery(undefined);
  const plans: Plan[] = [];
  for (const [title, input] of EXPLAINED_SEARCHES)
    plans.push(...(await searchPlans(db, title, input)));
  plans.push(
    await explain(
      db,
      'List page: ?page=3 (recommended order)',
      page.sql,
      page.params as SqlParam[],
    ),
    await explain(db, 'List total (capped)', count.sql, count.params as SqlParam[]),
    await explain(db, 'Profile: GET /api/users/:id', PROFILE_SQL, [profileId]),
  );
  return plans;
}

/** The plans as Markdown: a timing table, then each plan. */
export function plansReport(plans: Plan[]): string {
  return [
    '| statement | planning ms | execution ms | sequential scans |',
    '|---|---:|---:|---|',
    ...plans.map(
      (p) =>
        `| ${p.title} | ${p.planningMs.toFixed(3)} | ${p.executionMs.toFixed(3)} | ${p.seqScans.join(', ') || '–'} |`,
    ),
    ...plans.flatMap((p) => [
      '',
      `### ${p.title}${p.seqScans.length ? ` — SEQUENTIAL SCAN ON ${p.seqScans.join(', ').toUpperCase()}` : ''}`,
      '',
      '```',
      p.plan,
      '```',
    ]),
  ].join('\n');
}

/** Throws (the benchmark fails) when a plan reads a big table sequentially. */
export function assertIndexDriven(plans: Plan[]): void {
  const bad = plans.filter((p) => p.seqScans.length > 0);
  if (bad.length > 0)
    throw new Error(
      `Sequential scan in ${bad.length} plan(s):\n` +
        bad.map((p) => `  ${p.title}: ${p.seqScans.join(', ')}`).join('\n'),
    );
}
