// Page loads and failures per remote build and minute. A page load is one /remotes.json handed
// out (the shell asks for it once per page load), counted in memory and written every few
// seconds, so a page load costs no database write; a failure a browser reports is written at once.
import type { Db } from '../db/db.js';

const minuteOf = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000).toISOString();

export interface LoadCounter {
  add(remote: string, target: string): void;
  /** Writes the counts gathered so far (kept for the next flush if the write fails). */
  flush(): Promise<void>;
}

export function createLoadCounter(db: Db, now: () => number = Date.now): LoadCounter {
  let pending = new Map<
    string,
    { remote: string; target: string; minute: string; loads: number }
  >();
  return {
    add(remote, target) {
      const minute = minuteOf(now());
      const key = `${remote}\u0000${target}\u0000${minute}`;
      const entry = pending.get(key);
      if (entry) entry.loads += 1;
      else pending.set(key, { remote, target, minute, loads: 1 });
    },
    async flush() {
      if (pending.size === 0) return;
      const batch = [...pending.values()];
      pending = new Map();
      try {
        const params: Array<string | number> = [];
        const values = batch.map((entry, i) => {
          params.push(entry.remote, entry.target, entry.minute, entry.loads);
          return `($${i * 4 + 1}, $${i * 4 + 2}, $${i * 4 + 3}::timestamptz, $${i * 4 + 4}::integer)`;
        });
        await db.query(
          `INSERT INTO remote_load_stats (remote, target, minute, loads) VALUES ${values.join(', ')}
           ON CONFLICT (remote, target, minute) DO UPDATE SET loads = remote_load_stats.loads + EXCLUDED.loads`,
          params,
        );
      } catch (error) {
        for (const entry of batch) {
          const key = `${entry.remote}\u0000${entry.target}\u0000${entry.minute}`;
          const kept = pending.get(key);
          if (kept) kept.loads += entry.loads;
          else pending.set(key, entry);
        }
        throw error;
      }
    },
  };
}

export interface FailureReport {
  remote: string;
  target: string;
  code: string;
  phase: string;
  page: string;
  message: string;
}

export async function recordFailure(db: Db, report: FailureReport): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query(
      `INSERT INTO remote_load_stats (remote, target, minute, failures)
       VALUES ($1, $2, date_trunc('minute', now()), 1)
       ON CONFLICT (remote, target, minute) DO UPDATE SET failures = remote_load_stats.failures + 1`,
      [report.remote, report.target],
    );
    await tx.query(
      `INSERT INTO remote_failures (remote, target, code, phase, page, message)
       VALUES ($1, $2, $3, $4, $5, $6)`,
      [report.remote, report.target, report.code, report.phase, report.page, report.message],
    );
  });
}

export interface TargetStats {
  remote: string;
  target: string;
  loads: number;
  failures: number;
  /** The most frequent failure code in the window, if any. */
  topCode: string | null;
}

/** Loads and failures of the last hour per remote build. */
export async function readLastHour(db: Db): Promise<TargetStats[]> {
  const [{ rows: totals }, { rows: codes }] = await Promise.all([
    db.query<{ remote: string; target: string; loads: number; failures: number }>(
      `SELECT remote, target, sum(loads)::bigint AS loads, sum(failures)::bigint AS failures
       FROM remote_load_stats WHERE minute >= date_trunc('minute', now()) - interval '59 minutes'
       GROUP BY remote, target ORDER BY remote, target`,
    ),
    db.query<{ remote: string; target: string; code: string; n: number }>(
      `SELECT DISTINCT ON (remote, target) remote, target, code, count(*)::bigint AS n
       FROM remote_failures WHERE created_at >= now() - interval '1 hour'
       GROUP BY remote, target, code ORDER BY remote, target, n DESC, code`,
    ),
  ]);
  return totals.map((row) => ({
    remote: row.remote,
    target: row.target,
    loads: Number(row.loads),
    failures: Number(row.failures),
    topCode:
      codes.find((code) => code.remote === row.remote && code.target === row.target)?.code ?? null,
  }));
}
