// npm run db:definitions -w api: rewrites src/db/definitions.sql from a freshly migrated
// in-memory PGlite (the engine every developer has).
import { writeFile } from 'node:fs/promises';
import { openPglite } from './db.js';
import { migrate } from './migrate.js';
import { currentDefinitions, DEFINITIONS_FILE } from './definitions.js';

const { db } = await openPglite();
try {
  await migrate(db);
  await writeFile(DEFINITIONS_FILE, await currentDefinitions(db));
  console.log(`wrote ${DEFINITIONS_FILE}`);
} finally {
  await db.close();
}
