// EXPLAIN ANALYZE of the statements behind the benchmarked calls, as the API runs them.
import type { Db, SqlParam } from '../src/db/db.js';
import { PROFILE_SQL } from '../src/plugins/app/users-repository.js';
import {
  cardsByIdQuery,
  catalogCandidatesQuery,
  listCountQuery,
  listPageQuery,
  rankQuery,
} from '../src/search/talent-search-sql.js';
import { expandTerms, type CatalogCandidate } from '../src/skills/expand-terms.js';
import { parseSearch } from '../src/skills/parse-search.js';

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

async function searchPlan(db: Db, title: string, search: string): Promise<Plan> {
  const terms = parseSearch(search);
  const candidates = catalogCandidatesQuery(terms);
  const expansions = expandTerms(
    terms,
    (await db.query<CatalogCandidate>(candidates.sql, candidates.params as SqlParam[])).rows,
  );
  const q = rankQuery({
    terms,
    expansions,
    employmentType: undefined,
    sort: undefined,
    fuzzyText: false,
  });
  return explain(db, title, q.sql, q.params);
}

/** What every request for a page of a remembered search runs: 10 cards by id, plus the generation. */
async function cardsPlan(db: Db): Promise<Plan> {
  const { rows } = await db.query<{ id_user: number }>(
    "SELECT s.id_user FROM skills s WHERE s.skill_key = 'react' ORDER BY s.id_user DESC LIMIT 10",
  );
  const q = cardsByIdQuery(
    rows.map((r) => r.id_user),
    ['react', 'node.js'],
  );
  return explain(
    db,
    'Search page from a remembered ranking (?search=react,node, any page): 10 cards by id',
    q.sql,
    q.params,
  );
}

export async function explainAll(db: Db, profileId: number): Promise<Plan[]> {
  const page = listPageQuery({ employmentType: undefined, sort: undefined, limit: 10, offset: 20 });
  const filtered = rankQuery({
    terms: parseSearch('react'),
    expansions: [{ termIndex: 0, skillKey: 'react', skillName: 'React', kind: 'exact', weight: 1 }],
    employmentType: 'freelance',
    sort: 'name',
    fuzzyText: false,
  });
  return [
    await searchPlan(
      db,
      'Search ranking: ?search=react,node (computed once per data generation, then cached)',
      'react,node',
    ),
    await searchPlan(db, 'Search ranking with typos: ?search=recat,nodjs', 'recat,nodjs'),
    await searchPlan(
      db,
      'Search ranking by name/title/city words: ?search=budi santoso',
      'budi santoso',
    ),
    await explain(
      db,
      'Search ranking with filter and sort: ?search=react&employment_type=freelance&sort=name',
      filtered.sql,
      filtered.params,
    ),
    await cardsPlan(db),
    await explain(db, 'List page: ?page=3 (recommended order)', page.sql, page.params),
    await explain(db, 'List total (cached per generation)', listCountQuery(undefined).sql, []),
    await explain(db, 'Profile: GET /api/users/:id', PROFILE_SQL, [profileId]),
  ];
}
