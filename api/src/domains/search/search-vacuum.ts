/**
 * Keeps the small counter tables every search reads free of dead rows (issue 11, decision 032).
 *
 * Every talent or skill write updates a few rows of search_state, skill_catalog, search_tokens,
 * search_key_types, search_key_filter_counts, search_skill_pairs and search_word_changes through
 * the triggers of migrations 011-069 and 105. An UPDATE leaves the old row version behind until
 * VACUUM; PGlite has no autovacuum, and a PostgreSQL server may run with it off. Then these
 * tables of a few hundred live rows grow to megabytes and every search reads through the dead
 * versions (api/BENCHMARKS.md, "Search after sustained writes").
 *
 * What runs: every `checkMs` one small statement reads search_state.generation (one step per
 * write statement on talents or skills, from any instance) and the tables' vacuum count. Once
 * `writes` steps passed since the last VACUUM of them (by this instance, another one or by
 * hand: the vacuum count moved), a plain VACUUM (never FULL) of exactly these tables runs under
 * a non-blocking advisory lock: of several instances on one server one vacuums, the others
 * skip. VACUUM does not block reads or writes on a server; on PGlite it holds the one
 * connection for its few milliseconds. Errors go to `onError`, never to a request.
 */
import type { Db } from '../../db/db.js';

/** The tables the search triggers update on every write (not the big talents/skills tables). */
export const SEARCH_COUNTER_TABLES = [
  'search_state',
  'skill_catalog',
  'search_tokens',
  'search_key_types',
  'search_key_filter_counts',
  'search_skill_pairs',
  'search_word_changes',
] as const;

/** Advisory lock of the vacuum (db/migrate.ts holds 74_260_001, the demo seed 74_260_002). */
export const SEARCH_VACUUM_LOCK_KEY = 74_260_003;

/** A plain VACUUM of the search counter tables (outside any transaction). */
export async function vacuumSearchTables(db: Db): Promise<void> {
  await db.exec(`VACUUM ${SEARCH_COUNTER_TABLES.join(', ')}`);
}

/**
 * Whether the API should vacuum these tables itself: always on PGlite (no autovacuum); on a
 * PostgreSQL server only when its `autovacuum` setting is off (when on, the server does it).
 */
export async function apiMustVacuum(db: Db): Promise<boolean> {
  if (db.engine === 'pglite') return true;
  const { rows } = await db.query<{ autovacuum: string }>(
    "SELECT current_setting('autovacuum') AS autovacuum",
  );
  return rows[0]?.autovacuum !== 'on';
}

export interface SearchVacuumOptions {
  /** Write statements (search generation steps) since the last VACUUM that call for the next. */
  writes: number;
  /** How often the generation is looked at. */
  checkMs: number;
  onVacuum?(info: { writes: number; ms: number }): void;
  onError(error: unknown): void;
}

export interface SearchVacuum {
  /** Looks once and vacuums when due (the timer's work; one at a time). */
  check(): Promise<void>;
  /** Stops the timer and waits for a check or VACUUM under way. */
  stop(): Promise<void>;
}

interface Mark {
  generation: number;
  vacuums: number;
}

const READ_MARK = `SELECT s.generation,
  coalesce((SELECT vacuum_count FROM pg_stat_user_tables
            WHERE relid = 'skill_catalog'::regclass), 0) AS vacuums
  FROM search_state s WHERE s.id = 1`;

export function startSearchVacuum(db: Db, options: SearchVacuumOptions): SearchVacuum {
  let since: Mark | undefined;
  let running: Promise<void> | undefined;
  let stopped = false;

  const read = async (): Promise<Mark> => {
    const { rows } = await db.query<{ generation: string | number; vacuums: string | number }>(
      READ_MARK,
    );
    return { generation: Number(rows[0]?.generation ?? 0), vacuums: Number(rows[0]?.vacuums ?? 0) };
  };
  // Someone vacuumed since `since` (another instance, an operator): count from now.
  const vacuumedElsewhere = (now: Mark) => !since || now.vacuums !== since.vacuums;

  const once = async () => {
    const now = await read();
    if (vacuumedElsewhere(now)) {
      since = now;
      return;
    }
    const from = since!.generation;
    if (now.generation - from < options.writes || stopped) return;
    await db.tryWithLock(SEARCH_VACUUM_LOCK_KEY, async () => {
      // Another instance may have finished its VACUUM just before this one took the lock.
      const locked = await read();
      if (vacuumedElsewhere(locked) || stopped) {
        since = locked;
        return;
      }
      const started = performance.now();
      await vacuumSearchTables(db);
      const ms = performance.now() - started;
      since = await read();
      options.onVacuum?.({ writes: locked.generation - from, ms });
    });
  };

  const check = (): Promise<void> => {
    if (stopped) return Promise.resolve();
    running ??= once()
      .catch((error: unknown) => options.onError(error))
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const timer = setInterval(() => void check(), options.checkMs);
  timer.unref();
  void check();

  return {
    check,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
