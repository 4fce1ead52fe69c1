// The current definitions of the database's functions and triggers, read from a migrated
// database. Migrations redefine the search triggers many times over (060-072); the result is
// kept readable in src/db/definitions.sql, which `npm run db:definitions -w api` rewrites and
// test/db/definitions.test.ts checks against a freshly migrated database.
import { fileURLToPath } from 'node:url';
import type { Db } from './db.js';

export const DEFINITIONS_FILE = fileURLToPath(new URL('./definitions.sql', import.meta.url));

export const DEFINITIONS_HEADER = `-- The functions and triggers of the migrated schema, as the database reports them
-- (pg_get_functiondef, pg_get_triggerdef), sorted by name. Generated: do not edit. Change a
-- definition with a new migration, then run \`npm run db:definitions -w api\`; the test
-- test/db/definitions.test.ts fails while this file and the migrations disagree.
`;

/** Every function (with its body) and trigger of the public schema, as one readable script. */
export async function currentDefinitions(db: Db): Promise<string> {
  const functions = await db.query<{ name: string; definition: string }>(
    `SELECT p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ')' AS name,
            pg_get_functiondef(p.oid) AS definition
     FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
     LEFT JOIN pg_depend d ON d.objid = p.oid AND d.deptype = 'e'
     WHERE n.nspname = 'public' AND d.objid IS NULL AND p.prokind IN ('f', 'p')
     ORDER BY 1`,
  );
  const triggers = await db.query<{ name: string; definition: string }>(
    `SELECT c.relname || '.' || t.tgname AS name, pg_get_triggerdef(t.oid) AS definition
     FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
     JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE n.nspname = 'public' AND NOT t.tgisinternal
     ORDER BY 1`,
  );
  const parts = [DEFINITIONS_HEADER];
  parts.push(`-- ${functions.rows.length} functions\n`);
  for (const f of functions.rows) parts.push(`-- ${f.name}\n${f.definition.trim()};\n`);
  parts.push(`-- ${triggers.rows.length} triggers\n`);
  for (const t of triggers.rows) parts.push(`-- ${t.name}\n${t.definition.trim()};\n`);
  return parts.join('\n');
}
