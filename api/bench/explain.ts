// EXPLAIN ANALYZE of the statements behind the benchmarked calls, as the API runs them.
import type { Db, SqlParam } from '../src/db/db.js';
import { PROFILE_SQL } from '../src/plugins/app/users-repository.js';
import { listCountQuery, listPageQuery } from '../src/search/talent-search-sql.js';
import { createTalentSearch, type TalentListInput } from '../src/search/talent-search.js';

export interface Plan {
  title: string;
  plan: string;
  /** A sequential scan over talents appears in the plan. */
  seqScanOnTalents: boolean;
}

async function explain(db: Db, title: string, sql: string, params: unknown[]): Promise<Plan> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${sql}`,
    params as SqlParam[],
  );
  const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
  return { title, plan, seqScanOnTalents: /Seq Scan on talents\b/.test(plan) };
}

/** Every statement one search request runs (recorded through a Db wrapper), each EXPLAINed. */
async function searchPlans(
  db: Db,
  title: string,
  input: Omit<TalentListInput, 'page' | 'limit'> & { page?: number },
): Promise<Plan[]> {
  const recorded: Array<{ sql: string; params: readonly SqlParam[] }> = [];
  const recorder: Db = {
    ...db,
    query: (sql, params, name) => {
      recorded.push({ sql, params: params ?? [] });
      return db.query(sql, params, name);
    },
  };
  await createTalentSearch(recorder, { cache: false }).list({ page: 1, limit: 25, ...input });
  const plans: Plan[] = [];
  for (const [i, r] of recorded.entries()) {
    const what = /search_tokens/.test(r.sql)
      ? 'name/title/city words'
      : /skill_catalog c\s+ON c.skill_key = q.term/.test(r.sql) ||
          /FROM hits h JOIN skill_catalog/.test(r.sql)
        ? 'skill catalog'
        : /capped/.test(r.sql)
          ? 'capped count'
          : /EXISTS/.test(r.sql)
            ? 'all terms exactly?'
            : /UNION ALL|OFFSET/.test(r.sql)
              ? 'top of the page'
              : 'cards';
    plans.push(await explain(db, `${title} — statement ${i + 1}: ${what}`, r.sql, [...r.params]));
  }
  return plans;
}

export async function explainAll(db: Db, profileId: number): Promise<Plan[]> {
  const page = listPageQuery({ employmentType: undefined, sort: undefined, limit: 10, offset: 20 });
  const count = listCountQuery(undefined);
  return [
    ...(await searchPlans(db, '?search=react,node', { search: 'react,node' })),
    ...(await searchPlans(db, '?search=react,node page 5', { search: 'react,node', page: 5 })),
    ...(await searchPlans(db, '?search=recat,nodjs (typos)', { search: 'recat,nodjs' })),
    ...(await searchPlans(db, '?search=rizki ramadan (names, close spellings)', {
      search: 'rizki ramadan',
    })),
    ...(await searchPlans(db, '?search=golang,kubernetes,terraform', {
      search: 'golang,kubernetes,terraform',
    })),
    ...(await searchPlans(db, '?search=react&employment_type=freelance&sort=name', {
      search: 'react',
      employmentType: 'freelance',
      sort: 'name',
    })),
    ...(await searchPlans(db, '?search=flutter jogja&sort=freelance', {
      search: 'flutter jogja',
      sort: 'freelance',
    })),
    await explain(db, 'List page: ?page=3 (recommended order)', page.sql, page.params),
    await explain(db, 'List total (capped)', count.sql, count.params),
    await explain(db, 'Profile: GET /api/users/:id', PROFILE_SQL, [profileId]),
  ];
}
