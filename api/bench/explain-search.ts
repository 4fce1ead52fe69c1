// npm run bench:explain-search -w api -- '/api/users?search=...&sort=name&page=5' ...
// (DATABASE_URL = a seeded bench database). Runs each search as the API does (no cache) and
// prints EXPLAIN (ANALYZE, BUFFERS) of every statement it sent, with the generic plan the API's
// pool uses: for looking at one slow search of the profile's list.
import type { Db, SqlParam } from '../src/db/db.js';
import { openPostgres } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { createTalentSearch } from '../src/domains/search/talent-search.js';
import { sqlLiteral } from './explain.js';
import { searchInput } from './search-mix.js';

const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (a seeded bench database) is required');
const db = openPostgres(url, 1);
await migrate(db);
const sent: Array<{ sql: string; params: readonly SqlParam[] }> = [];
const recorder: Db = {
  ...db,
  query: async (sql, params, name) => {
    sent.push({ sql, params: params ?? [] });
    return db.query(sql, params, name);
  },
};
const search = createTalentSearch(recorder, { cache: false });
for (const path of process.argv.slice(2)) {
  await search.list(searchInput(path)); // catalogs loaded
  sent.length = 0;
  await search.list(searchInput(path));
  for (const s of sent) {
    // As the API's generic-plan pool runs it (db.ts): a plan made without the values.
    const plan = await db.transaction(async (tx) => {
      await tx.exec(`SET LOCAL plan_cache_mode = force_generic_plan`);
      await tx.exec(`SET LOCAL jit = off`);
      if (process.env.EXPLAIN_SET) await tx.exec(`SET LOCAL ${process.env.EXPLAIN_SET}`);
      await tx.exec(`PREPARE explain_search AS ${s.sql}`);
      const args = s.params.length ? `(${s.params.map((p) => sqlLiteral(p)).join(', ')})` : '';
      const { rows } = await tx.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN (ANALYZE, BUFFERS) EXECUTE explain_search${args}`,
      );
      await tx.exec('DEALLOCATE explain_search');
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    console.log(`\n### ${decodeURIComponent(path)}\n${JSON.stringify(s.params).slice(0, 300)}`);
    console.log(plan);
  }
}
await db.close();
