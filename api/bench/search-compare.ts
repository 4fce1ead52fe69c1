// npm run bench:search-compare -w api -- <other api/src folder> [talents]
// Proves a refactoring of the search changes nothing a database sees: the same bulk data
// (default 3,000 talents) goes into one in-memory PGlite, then every distinct search of the mixed
// workload runs through this tree's search module and through another tree's (e.g. the base
// commit's `api/src`, extracted with `git archive <commit> api/src | tar -x -C <dir>`), no cache.
// For each search the statements sent (text, parameters, prepared name) and the answers must be
// byte-identical; exits 1 otherwise. It also prints both versions' time for all searches, taken
// interleaved in the same run (warm: each search runs once before it is timed).
// COMPARE_NEW_KEYS=a,b: this tree adds those keys to its answers (a feature, not a refactoring):
// they are left out of this tree's answers, and the statements (which now read them) are not
// compared; the cards, their order and every other value must still be identical.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { openPglite, openPostgres, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { bulkSeed } from '../src/db/seed/bulk-seed.js';
import { createTalentSearch } from '../src/domains/search/talent-search.js';
import { popularSkills } from './database.js';
import { filteredSearchPaths, mixedSearchPaths, searchInput } from './search-mix.js';

type Search = Pick<ReturnType<typeof createTalentSearch>, 'list'>;
type Factory = (db: Db, options: { cache: boolean }) => Search;

const [otherSrc, talentArg] = process.argv.slice(2);
if (!otherSrc) throw new Error('usage: search-compare <other api/src folder> [talents]');
const TALENTS = Number(talentArg ?? 3_000);
// COMPARE_DATABASE_URL: a seeded PostgreSQL database instead (nothing is written to it).
const COMPARE_DATABASE_URL = process.env.COMPARE_DATABASE_URL;
// COMPARE_FILTERED=1: the recruiter's filtered searches (filteredSearchPaths), answers only:
// a change of how filters are read changes the statements, never an answer.
const FILTERED = process.env.COMPARE_FILTERED === '1';
const NEW_KEYS = new Set(
  (process.env.COMPARE_NEW_KEYS ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean),
);

/** The answer as JSON, without the keys this tree added (at any depth). */
function answerJson(answer: unknown): string {
  return JSON.stringify(answer, (key, value: unknown) => (NEW_KEYS.has(key) ? undefined : value));
}

/** The other tree's search module, wherever that tree keeps it. */
async function otherFactory(src: string): Promise<Factory> {
  for (const file of ['domains/search/talent-search.ts', 'search/talent-search.ts']) {
    try {
      const mod = (await import(pathToFileURL(path.resolve(src, file)).href)) as {
        createTalentSearch: Factory;
      };
      return mod.createTalentSearch;
    } catch (error) {
      if ((error as { code?: string }).code !== 'ERR_MODULE_NOT_FOUND') throw error;
    }
  }
  throw new Error(`no search module under ${src}`);
}

function recording(db: Db, sent: string[]): Db {
  return {
    ...db,
    query: (sql, params, name) => {
      sent.push(JSON.stringify([name ?? null, sql, params ?? []]));
      return db.query(sql, params, name);
    },
  };
}

const db = COMPARE_DATABASE_URL ? openPostgres(COMPARE_DATABASE_URL, 2) : (await openPglite()).db;
await migrate(db);
if (!COMPARE_DATABASE_URL)
  await bulkSeed(db, { talents: TALENTS, companies: 50, passwordHash: 'not used' });
const skills = await popularSkills(db);
const paths = FILTERED ? filteredSearchPaths(skills) : mixedSearchPaths(skills);
const sentHere: string[] = [];
const sentThere: string[] = [];
const here = createTalentSearch(recording(db, sentHere), { cache: false });
const there = (await otherFactory(otherSrc))(recording(db, sentThere), { cache: false });
let differences = 0;
let statements = 0;
const ms = { here: 0, there: 0 };
for (const searchPath of paths) {
  const input = searchInput(searchPath);
  sentHere.length = 0;
  sentThere.length = 0;
  const a = answerJson(await here.list(input));
  const b = JSON.stringify(await there.list(input));
  statements += sentHere.length;
  const sameStatements =
    FILTERED || NEW_KEYS.size > 0 || sentHere.join('\n') === sentThere.join('\n');
  if (a !== b || !sameStatements) {
    differences += 1;
    if (differences <= 5) console.log(`differs: ${searchPath}`);
  }
  for (const [name, search] of [
    ['here', here],
    ['there', there],
  ] as const) {
    const started = performance.now();
    await search.list(input);
    ms[name] += performance.now() - started;
  }
}
console.log(
  `${paths.length} searches on ${COMPARE_DATABASE_URL ? 'the given PostgreSQL database' : `${TALENTS} talents (PGlite)`}: ${statements} statements, ${differences} searches differ` +
    (FILTERED ? ' (answers only).' : '') +
    (FILTERED
      ? ''
      : NEW_KEYS.size > 0
        ? ` (answers without ${[...NEW_KEYS].join(', ')}; statements not compared).`
        : '.'),
);
console.log(
  `Warm time for all searches: this tree ${ms.here.toFixed(0)} ms, the other ${ms.there.toFixed(0)} ms.`,
);
await db.close();
if (differences > 0) process.exitCode = 1;
