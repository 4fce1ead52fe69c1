// DATABASE_URL=<bench db> npm run bench:search-dump -w api -- <out.tsv> [filter]
// Every distinct search of the mixed workload (2,400: terms, filters, sorts, pages 1-5) run
// through the search module (no cache), one line each: the path, the ms of a second (warm)
// run and the answer (cards in order, matched skills, match counts, total). Two dumps of the
// same database by two versions of the code are compared with `diff <(cut -f1,3 a) <(cut -f1,3 b)`
// (tab-separated: path, ms, answer); the answers must be the same. `filter`: a substring the
// path must contain (e.g. "sort=fulltime").
import { writeFileSync } from 'node:fs';
import { openPostgres } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { createTalentSearch } from '../src/domains/search/talent-search.js';
import { popularSkills } from './database.js';
import { mixedSearchPaths, searchInput } from './search-mix.js';

const [out, filter = ''] = process.argv.slice(2);
if (!out) throw new Error('usage: search-dump <out.tsv> [path filter]');
const url = process.env.DATABASE_URL;
if (!url) throw new Error('DATABASE_URL (a seeded bench database) is required');
const db = openPostgres(url, 1);
await migrate(db);
const search = createTalentSearch(db, { cache: false });
const paths = mixedSearchPaths(await popularSkills(db)).filter((p) => p.includes(filter));
const lines: string[] = [];
for (const path of paths) {
  await search.list(searchInput(path));
  const started = performance.now();
  const answer = await search.list(searchInput(path));
  const ms = performance.now() - started;
  lines.push(`${path}\t${ms.toFixed(2)}\t${JSON.stringify(answer)}`);
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${paths.length} searches written to ${out}`);
await db.close();
