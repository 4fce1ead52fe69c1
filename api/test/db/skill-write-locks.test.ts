// Two talents' skill writes at once never deadlock. A skill statement locks the owners, the skill
// catalog and search_state (the search generation), and the read generation (read_state) too.
// Every writer must take them in that one order: when a removal took read_state first and an
// addition took search_state first, each waited on the other and PostgreSQL killed one of them
// ("deadlock detected", a 500 to the talent). PostgreSQL only: PGlite has one connection, so no
// statement ever waits on another's lock.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { build } from '../helper.js';

/** Waits until `pid` waits on a lock, as a query of pg_stat_activity sees it. */
async function lockWaitOf(observer: pg.Client, pid: number): Promise<void> {
  for (;;) {
    const { rows } = await observer.query<{ waiting: boolean }>(
      `SELECT wait_event_type = 'Lock' AS waiting FROM pg_stat_activity WHERE pid = $1`,
      [pid],
    );
    if (rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function connect(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

test(
  'a skill removal queued behind a talent write and an addition in the same transaction both commit',
  { skip: !process.env.DATABASE_URL && 'PGlite: one connection, no lock waits' },
  async (t) => {
    const api = await build(t);
    const first = await api.registerTalent();
    const second = await api.registerTalent();
    const added = await second.agent.post('/api/users-skills', { json: { skill_name: 'Go' } });
    assert.equal(added.status, 201, added.text);
    const removedSkillId = Number(added.body.data.id);

    const url = api.databaseUrl!;
    const [writer, remover, observer] = await Promise.all([
      connect(url),
      connect(url),
      connect(url),
    ]);
    // Closed before the test ends: the test app drops its database (WITH FORCE) after.
    try {
      // The first talent's transaction holds the search generation (a profile write) ...
      await writer.query('BEGIN');
      await writer.query(`UPDATE talents SET job_desk = 'Backend' WHERE id_user = $1`, [
        first.user.id_user,
      ]);
      // ... while the second talent's removal starts and waits on it ...
      const removerPid = (await remover.query<{ pid: number }>('SELECT pg_backend_pid() AS pid'))
        .rows[0]!.pid;
      const removal = remover.query('DELETE FROM skills WHERE id = $1', [removedSkillId]);
      await lockWaitOf(observer, removerPid);
      // ... then the first talent adds a skill in the same transaction, which bumps both
      // generations: it must not need a lock the waiting removal already holds.
      await writer.query(`INSERT INTO skills (id_user, skill_name) VALUES ($1, 'Rust')`, [
        first.user.id_user,
      ]);
      await writer.query('COMMIT');
      const removed = await removal;
      assert.equal(removed.rowCount, 1);

      const { rows } = await observer.query<{ owner: number; skill_name: string }>(
        'SELECT id_user::int AS owner, skill_name FROM skills WHERE id_user = ANY($1) ORDER BY id_user',
        [[first.user.id_user, second.user.id_user]],
      );
      assert.deepEqual(rows, [{ owner: first.user.id_user, skill_name: 'Rust' }]);
    } finally {
      await Promise.all([writer.end(), remover.end(), observer.end()]);
    }
  },
);
