// Two API processes on one PostgreSQL database (and the machine's Redis), behind a round-robin
// proxy without sticky sessions (issue 13). Runs when the suite runs on PostgreSQL: on PGlite one
// process owns the database, so there is no second instance to start.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { listMigrations } from '../../src/db/migrate.js';
import { demoTalents } from '../../src/db/seed/demo-talents.js';
import { startApiProcess, type ApiProcess } from '../support/api-process.js';
import { createEmptyDatabase, type EmptyDatabase } from '../support/empty-database.js';
import { Agent } from '../support/http-client.js';
import { registerTalent } from '../support/accounts.js';
import { multipart, pngImage } from '../routes/api/talent-fixtures.js';
import { startRoundRobinProxy, type Proxy } from '../support/round-robin-proxy.js';

const baseUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
/** Wrong passwords per account (from one address) before logins are refused. */
const ACCOUNT_FAILURES = 3;

interface MigrationLog {
  msg?: string;
  migrations?: string[];
}

/** The migrations a process says it applied (its "database migrated" log line). */
function appliedBy(api: ApiProcess): string[] {
  return api
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as MigrationLog)
    .filter((entry) => entry.msg === 'database migrated')
    .flatMap((entry) => entry.migrations ?? []);
}

/** Wrong-password logins for `email` through `url` until one is refused; answers the count. */
async function attemptsUntilRefused(url: string, email: string): Promise<number> {
  const agent = new Agent(url);
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    const res = await agent.post('/api/auth/login-user', {
      json: { email, password: 'wrong-password-1' },
    });
    if (res.status === 429) return attempt;
    assert.equal(res.status, 401, res.text);
  }
  return Infinity;
}

if (baseUrl) {
  describe('two API instances on one database behind a round-robin proxy', () => {
    let database: EmptyDatabase;
    let first: ApiProcess;
    let second: ApiProcess;
    let proxy: Proxy;

    before(async () => {
      database = await createEmptyDatabase(baseUrl, 'peworld_scale');
      // Both start at once on the EMPTY database, each wanting to migrate and seed the demo.
      const env = {
        REDIS_URL,
        SEED_DEMO: 'true',
        LOG_LEVEL: 'info',
        RATE_LIMIT_AUTH_ACCOUNT_MAX: String(ACCOUNT_FAILURES),
        RATE_LIMIT_AUTH_IP_FAILURES: '1000',
      };
      [first, second] = await Promise.all([
        startApiProcess({ databaseUrl: database.url, env }),
        startApiProcess({ databaseUrl: database.url, env }),
      ]);
      proxy = await startRoundRobinProxy([first.url, second.url]);
    });

    after(async () => {
      await proxy?.close();
      await Promise.all([first?.stop(), second?.stop()]);
      await database?.drop();
    });

    test('both started at once: the schema is migrated once and the demo seeded once', async () => {
      const all = await listMigrations();
      assert.deepEqual([...appliedBy(first), ...appliedBy(second)].sort(), all);
      const demo = new Agent(proxy.url);
      const res = await demo.post('/api/auth/login-user', {
        json: { email: 'talent@peworld.id', password: 'peworld123' },
      });
      assert.equal(res.status, 200, res.text);
      const list = await new Agent(first.url).get('/api/users?limit=1');
      assert.equal(list.body.pagination.total, demoTalents().length);
    });

    test('a login through one instance is valid on the other', async () => {
      const { agent } = await registerTalent(first.url);
      const onSecond = new Agent(second.url);
      for (const [name, value] of agent.cookies) onSecond.cookies.set(name, value);
      const me = await onSecond.get('/api/auth/me');
      assert.equal(me.status, 200, me.text);
    });

    test('the per-account login limit takes the same number of attempts spread over both', async () => {
      const alone = await registerTalent(first.url);
      const spread = await registerTalent(first.url);
      const onOneInstance = await attemptsUntilRefused(first.url, alone.email);
      assert.ok(Number.isFinite(onOneInstance), 'one instance refuses at some point');
      const routedBefore = proxy.routed.length;
      const overBoth = await attemptsUntilRefused(proxy.url, spread.email);
      const targets = new Set(proxy.routed.slice(routedBefore));
      assert.deepEqual([...targets].sort(), [0, 1], 'the attempts went to both instances');
      assert.equal(overBoth, onOneInstance);
    });

    test('an image uploaded through one instance is served by the other', async () => {
      const talent = await registerTalent(first.url);
      const form = multipart({}, [['img_profile', await pngImage(90, 90), 'photo.png']]);
      const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
        multipart: form,
      });
      assert.equal(res.status, 200, res.text);
      const image = res.body.data.img_profile as string;
      const fromFirst = await fetch(`${first.url}/uploads/images/${image}`);
      const fromSecond = await fetch(`${second.url}/uploads/images/${image}`);
      assert.equal(fromSecond.status, 200);
      assert.equal(fromSecond.headers.get('etag'), fromFirst.headers.get('etag'));
      assert.ok(
        Buffer.from(await fromSecond.arrayBuffer()).equals(
          Buffer.from(await fromFirst.arrayBuffer()),
        ),
      );
    });

    test('a search after a write through the other instance sees the write', async () => {
      const search = async () =>
        (await new Agent(second.url).get('/api/users?search=haskell&limit=100')).body.data.map(
          (talent: { id_user: number }) => talent.id_user,
        ) as number[];
      const talent = await registerTalent(first.url);
      // The second instance answers (and may cache) the search before the write.
      assert.equal((await search()).includes(talent.user.id_user), false);
      const added = await talent.agent.post('/api/users-skills', {
        json: { skill_name: 'Haskell' },
      });
      assert.equal(added.status, 201, added.text);
      assert.equal((await search()).includes(talent.user.id_user), true);
    });
  });
}
