// npm run bench:search-bloat -w api
//   DATABASE_URL = a private copy of a seeded bench database (it is written to); unset: PGlite,
//   seeded once with BLOAT_TALENTS (10,000) talents in BLOAT_PGLITE_DIR (/tmp/peworld-bloat).
// How dead rows in the search counter tables (src/domains/search/search-vacuum.ts) slow searches: per
// cycle, BLOAT_WRITES (20,000) writes as the bench writer makes them (half profile edits of
// title and city, half a rare skill added or removed; SQL the triggers see, one statement each,
// spread over 1,000 talents), then the same BLOAT_SEARCHES (400) searches of the mixed workload
// (search module, cache off, one client) timed with the dead rows, then after VACUUM of those
// tables only; also BLOAT_LOADS (100) loads of the in-memory word catalog, which reads all of
// skill_catalog and search_tokens (a process under writes reloads it every second or so, for
// counts, and at every new word). BLOAT_CYCLES (3) cycles: bloated and vacuumed alternate.
// BLOAT_COMPARE_URL = a second PostgreSQL database: no writes; the same timings alternate
// between DATABASE_URL and it (e.g. search tables grown by writes without VACUUM vs compact).
import type { Db } from '../src/db/db.js';
import { openPglite, openPostgres } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { CITIES } from '../src/db/seed/indonesian-names.js';
import { createRandom } from '../src/db/seed/prng.js';
import { TALENT_ROLES } from '../src/db/seed/talent-roles.js';
import { createTalentSearch } from '../src/domains/search/talent-search.js';
import { loadWordCatalog } from '../src/domains/search/word-catalog.js';
import { SEARCH_COUNTER_TABLES, vacuumSearchTables } from '../src/domains/search/search-vacuum.js';
import { popularSkills, seedPglite } from './database.js';
import { mixedSearchPaths, searchInput, zipfSequence } from './search-mix.js';

const WRITES = Number(process.env.BLOAT_WRITES ?? 20_000);
const SEARCHES = Number(process.env.BLOAT_SEARCHES ?? 400);
const LOADS = Number(process.env.BLOAT_LOADS ?? 100);
const CYCLES = Number(process.env.BLOAT_CYCLES ?? 3);
const TALENTS = Number(process.env.BLOAT_TALENTS ?? 10_000);
const PGLITE_DIR = process.env.BLOAT_PGLITE_DIR ?? '/tmp/peworld-bloat';
const RARE_SKILLS = ['Rust', 'Elixir', 'Scala', 'Haskell', 'Clojure', 'Erlang', 'OCaml', 'Zig'];

async function open(): Promise<Db> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = openPostgres(url, 2);
    await migrate(db);
    return db;
  }
  await seedPglite(PGLITE_DIR, TALENTS, 200, (line) => console.log(line));
  return (await openPglite(PGLITE_DIR)).db;
}

async function sizes(db: Db): Promise<string> {
  const { rows } = await db.query<{ kb: number }>(
    `SELECT (sum(pg_total_relation_size(t::regclass)) / 1024)::int AS kb
     FROM unnest($1::text[]) t`,
    [[...SEARCH_COUNTER_TABLES]],
  );
  return `${rows[0]!.kb} kB`;
}

async function compare(otherUrl: string): Promise<void> {
  const dbs = [openPostgres(process.env.DATABASE_URL!, 2), openPostgres(otherUrl, 2)];
  const paths = zipfSequence(mixedSearchPaths(await popularSkills(dbs[0]!)), SEARCHES);
  for (let round = 1; round <= CYCLES; round += 1)
    for (const [i, db] of dbs.entries()) {
      const search = createTalentSearch(db, { cache: false });
      for (const p of paths.slice(0, 50)) await search.list(searchInput(p));
      let started = performance.now();
      for (const p of paths) await search.list(searchInput(p));
      const perSearch = (performance.now() - started) / paths.length;
      await loadWordCatalog(db);
      started = performance.now();
      for (let n = 0; n < LOADS; n += 1) await loadWordCatalog(db);
      const perLoad = (performance.now() - started) / LOADS;
      console.log(
        `round ${round} database ${i + 1} (search tables ${await sizes(db)}): ${perSearch.toFixed(2)} ms per search, ${perLoad.toFixed(2)} ms per catalog load`,
      );
    }
  await Promise.all(dbs.map((db) => db.close()));
}

async function main(): Promise<void> {
  if (process.env.BLOAT_COMPARE_URL) return compare(process.env.BLOAT_COMPARE_URL);
  const db = await open();
  const random = createRandom(21);
  const { rows: talents } = await db.query<{ id: number }>(
    'SELECT id_user AS id FROM talents ORDER BY id_user LIMIT 1000',
  );
  const added: Array<{ id: number; key: string }> = [];
  const write = async () => {
    const who = random.pick(talents).id;
    if (random.chance(0.5)) {
      await db.query('UPDATE talents SET job_desk = $2, domicile = $3 WHERE id_user = $1', [
        who,
        random.pick(random.pick(TALENT_ROLES).titles),
        random.pick(CITIES)[0],
      ]);
    } else if (added.length === 0 || random.chance(0.5)) {
      const skill = random.pick(RARE_SKILLS);
      const { rows } = await db.query(
        `INSERT INTO skills (id_user, skill_name) VALUES ($1, $2)
         ON CONFLICT DO NOTHING RETURNING id`,
        [who, skill],
      );
      if (rows.length > 0) added.push({ id: who, key: skill.toLowerCase() });
    } else {
      const { id, key } = added.splice(random.int(0, added.length - 1), 1)[0]!;
      await db.query('DELETE FROM skills WHERE id_user = $1 AND skill_key = $2', [id, key]);
    }
  };

  const paths = zipfSequence(mixedSearchPaths(await popularSkills(db)), SEARCHES);
  const timed = async (): Promise<number> => {
    // A fresh search module each time: its in-memory catalog is read again (as after a restart).
    const search = createTalentSearch(db, { cache: false });
    for (const p of paths.slice(0, 50)) await search.list(searchInput(p));
    const started = performance.now();
    for (const p of paths) await search.list(searchInput(p));
    return (performance.now() - started) / paths.length;
  };

  const catalogLoads = async (): Promise<number> => {
    await loadWordCatalog(db);
    const started = performance.now();
    for (let i = 0; i < LOADS; i += 1) await loadWordCatalog(db);
    return (performance.now() - started) / LOADS;
  };

  await vacuumSearchTables(db);
  console.log(
    `${db.engine}, ${SEARCHES} searches one client cache off; ${WRITES} writes per cycle; search tables ${await sizes(db)} vacuumed`,
  );
  console.log(
    `clean: ${(await timed()).toFixed(2)} ms per search, ${(await catalogLoads()).toFixed(2)} ms per catalog load`,
  );
  const ratios: number[] = [];
  const loadRatios: number[] = [];
  for (let cycle = 1; cycle <= CYCLES; cycle += 1) {
    const writeStart = performance.now();
    for (let i = 0; i < WRITES; i += 1) await write();
    const writeSeconds = (performance.now() - writeStart) / 1000;
    const bloatedSize = await sizes(db);
    const bloated = await timed();
    const bloatedLoad = await catalogLoads();
    const vacuumStart = performance.now();
    await vacuumSearchTables(db);
    const vacuumMs = performance.now() - vacuumStart;
    const vacuumed = await timed();
    const vacuumedLoad = await catalogLoads();
    ratios.push(bloated / vacuumed);
    loadRatios.push(bloatedLoad / vacuumedLoad);
    console.log(
      `cycle ${cycle}: writes ${writeSeconds.toFixed(0)} s; search tables ${bloatedSize} -> bloated ${bloated.toFixed(2)} ms per search; VACUUM ${vacuumMs.toFixed(0)} ms (${await sizes(db)}) -> ${vacuumed.toFixed(2)} ms; ratio ${(bloated / vacuumed).toFixed(2)}x; catalog load ${bloatedLoad.toFixed(2)} -> ${vacuumedLoad.toFixed(2)} ms (${(bloatedLoad / vacuumedLoad).toFixed(2)}x)`,
    );
  }
  // Leave the talents' skills as they were.
  for (const { id, key } of added)
    await db.query('DELETE FROM skills WHERE id_user = $1 AND skill_key = $2', [id, key]);
  await vacuumSearchTables(db);
  console.log(
    `bloated / vacuumed per cycle: searches ${ratios.map((r) => r.toFixed(2)).join(', ')}; catalog loads ${loadRatios.map((r) => r.toFixed(2)).join(', ')}`,
  );
  await db.close();
}

await main();
