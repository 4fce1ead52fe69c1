// npm run bench:talent-index-compare -w api   (DATABASE_URL = a seeded bench database, else
// peworld_bench on 127.0.0.1:5432)
// The filtered mix's searches (bench/search-mix.ts, filteredSearchPaths) answered by the talent
// index (decision 078) and by the SQL search alone, on the same database: how many pages differ
// (total, capped, cards and their match counts), the first few printed. COMPARE_SORT=<sort>
// replaces every search's sort with that one (e.g. freelance, which the mix does not draw).
import { openPostgres } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { createTalentSearch, type TalentSearch } from '../src/domains/search/talent-search.js';
import { popularSkills } from './database.js';
import { filteredSearchPaths, searchInput } from './search-mix.js';

const SHOWN = 8;

async function page(search: TalentSearch, path: string): Promise<string> {
  const result = await search.list(searchInput(path));
  return JSON.stringify([
    result.total,
    result.totalCapped,
    result.cards.map((c) => [c.id_user, c.match_count]),
  ]);
}

async function main(): Promise<void> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/peworld_bench';
  const db = openPostgres(url, 2);
  await migrate(db);
  const indexed = createTalentSearch(db, { cache: false, index: true });
  const bySql = createTalentSearch(db, { cache: false, index: false });
  const sort = process.env.COMPARE_SORT;
  const paths = filteredSearchPaths(await popularSkills(db)).map((path) =>
    sort ? `${path.replace(/&sort=[a-z]+/, '')}&sort=${sort}` : path,
  );
  let differ = 0;
  for (const path of paths) {
    const fromIndex = await page(indexed, path);
    const fromSql = await page(bySql, path);
    if (fromIndex === fromSql) continue;
    differ += 1;
    if (differ <= SHOWN)
      console.log(`${decodeURIComponent(path)}\n  index ${fromIndex}\n  sql   ${fromSql}`);
  }
  console.log(`${paths.length} searches compared, ${differ} differ`);
  await db.close();
}

void main();
