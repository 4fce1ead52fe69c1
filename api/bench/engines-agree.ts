// npm run bench:engines-agree -w api   (DATABASE_URL: a PostgreSQL server to create a database on)
// PGlite, the embedded default, must give the same search results as PostgreSQL. The same bulk
// data (AGREE_TALENTS, default 10,000) goes into a fresh in-memory PGlite and a fresh PostgreSQL
// database (created here, dropped at the end); then the mixed workload's distinct searches
// (AGREE_SEARCHES, default 600: skills, aliases, typos, names, titles, cities, filters, every
// sort, pages 1-5) run through the search module on both, no cache. Every page must be equal:
// the cards in order, matched_skills, match_count, total and totalCapped. Exits 1 otherwise.
import { isDeepStrictEqual } from 'node:util';
import pg from 'pg';
import { openPglite, openPostgres, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { bulkSeed } from '../src/db/seed/bulk-seed.js';
import { createTalentSearch } from '../src/domains/search/talent-search.js';
import { popularSkills } from './database.js';
import { mixedSearchPaths, searchInput } from './search-mix.js';

const TALENTS = Number(process.env.AGREE_TALENTS ?? 10_000);
const SEARCHES = Number(process.env.AGREE_SEARCHES ?? 600);

async function seeded(db: Db): Promise<Db> {
  await migrate(db);
  await bulkSeed(db, { talents: TALENTS, companies: 50, passwordHash: 'not used' });
  return db;
}

async function main(): Promise<void> {
  const server = process.env.DATABASE_URL;
  if (!server) throw new Error('DATABASE_URL (a PostgreSQL server) is required');
  const name = `peworld_agree_${process.pid}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  const postgres = openPostgres(url.toString(), 2);
  const { db: pglite } = await openPglite();
  try {
    const started = Date.now();
    await Promise.all([seeded(postgres), seeded(pglite)]);
    console.log(
      `Seeded ${TALENTS} talents on both engines in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    );
    const paths = mixedSearchPaths(await popularSkills(postgres)).slice(0, SEARCHES);
    const onPostgres = createTalentSearch(postgres, { cache: false });
    const onPglite = createTalentSearch(pglite, { cache: false });
    const differences: string[] = [];
    let cards = 0;
    for (const path of paths) {
      const input = searchInput(path);
      const [a, b] = await Promise.all([onPostgres.list(input), onPglite.list(input)]);
      cards += a.cards.length;
      if (!isDeepStrictEqual(a, b))
        differences.push(
          `${path}\n  PostgreSQL: ${JSON.stringify(a).slice(0, 300)}\n  PGlite:     ${JSON.stringify(b).slice(0, 300)}`,
        );
    }
    console.log(
      `${paths.length} searches (${cards} cards) compared: ${differences.length} differ.`,
    );
    for (const d of differences.slice(0, 5)) console.log(d);
    if (differences.length > 0) process.exitCode = 1;
  } finally {
    await pglite.close();
    await postgres.close();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
