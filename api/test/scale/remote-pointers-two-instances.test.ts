// Two API processes on one PostgreSQL database (issue 30): a remote pointer changed through one
// is served by the other within 2 s (the change travels on the live-events bus: NOTIFY, then
// Redis pub/sub),
// two changes of different remotes at once both hold, and a canary visitor keeps its version on
// both. Runs when the suite runs on PostgreSQL (on PGlite one process owns the database).
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { startApiProcess, type ApiProcess } from '../support/api-process.js';
import { createEmptyDatabase, type EmptyDatabase } from '../support/empty-database.js';
import { Agent } from '../support/http-client.js';
import { fakeFrontends, overSocket } from '../support/remote-builds.js';

const baseUrl = process.env.DATABASE_URL;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SERVED_WITHIN_MS = 2000;

/** Polls `url`'s /remotes.json until `remote` is `expected`; answers how long that took. */
async function msUntilServed(agent: Agent, remote: string, expected: string): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const remotes = (await agent.get('/remotes.json')).body as Record<string, string>;
    if (remotes[remote] === expected) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Infinity;
}

const manifestOf = (folder: string, version: string) =>
  `/remotes/${folder}/${version}/mf-manifest.json`;

for (const bus of baseUrl ? (['NOTIFY', 'Redis'] as const) : []) {
  describe(`remote pointers on two instances of one database (bus: ${bus})`, () => {
    let database: EmptyDatabase;
    let first: ApiProcess;
    let second: ApiProcess;
    let removeFrontends: () => Promise<void>;
    let token: string;
    const ci = (url: string) => {
      const agent = new Agent(url);
      const request = agent.request.bind(agent);
      agent.request = (method, pathname, options = {}) =>
        request(method, pathname, {
          ...options,
          headers: { authorization: `Bearer ${token}`, ...options.headers },
        });
      return agent;
    };

    before(async () => {
      database = await createEmptyDatabase(baseUrl!, `peworld_pointers_${bus.toLowerCase()}`);
      const frontends = await fakeFrontends();
      removeFrontends = frontends.remove;
      const env = {
        FRONTENDS_DIR: frontends.root,
        LOG_LEVEL: 'info',
        LOG_FORMAT: 'json',
        REDIS_URL: bus === 'Redis' ? REDIS_URL : '',
      };
      first = await startApiProcess({ databaseUrl: database.url, env });
      second = await startApiProcess({ databaseUrl: database.url, env });
      const socket = path.join(first.dataDir, 'ops.sock');
      const account = await overSocket(socket, 'POST', '/api/ops/accounts', {
        email: 'ops@peworld.id',
        password: 'ops-password-1',
      });
      assert.equal(account.status, 201, JSON.stringify(account.body));
      token = (
        await overSocket(socket, 'POST', '/api/ops/tokens', { email: 'ops@peworld.id', name: 'ci' })
      ).body.data.token;
    });

    after(async () => {
      await Promise.all([first?.stop(), second?.stop()]);
      await removeFrontends?.();
      await database?.drop();
    });

    test('a use through one instance is served by the other within 2 s', async (t) => {
      const onSecond = new Agent(second.url);
      assert.equal(
        (await onSecond.get('/remotes.json')).body.talentApp,
        manifestOf('talent-app', '1.0.0'),
      );
      const res = await ci(first.url).post('/api/ops/remotes/talent-app/use', {
        json: { target: '1.1.0', note: 'two instances' },
      });
      assert.equal(res.status, 200, res.text);
      const ms = await msUntilServed(onSecond, 'talentApp', manifestOf('talent-app', '1.1.0'));
      assert.ok(ms < SERVED_WITHIN_MS, `served by the other instance after ${ms} ms`);
      t.diagnostic(`served by the other instance ${ms} ms after the change was answered`);
      // One info line for the change, on the instance that made it.
      const lines = first
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.msg.startsWith('remote talent-app: use'));
      assert.equal(lines.length, 1, JSON.stringify(lines));
      assert.equal(lines[0]!.level, 30);
    });

    test('two uses of different remotes at the same moment, through both, both hold', async () => {
      const [a, b] = await Promise.all([
        ci(first.url).post('/api/ops/remotes/talent-app/use', { json: { target: '1.2.0' } }),
        ci(second.url).post('/api/ops/remotes/employer-app/use', { json: { target: '1.1.0' } }),
      ]);
      assert.equal(a.status, 200, a.text);
      assert.equal(b.status, 200, b.text);
      for (const instance of [first, second]) {
        const agent = new Agent(instance.url);
        assert.ok(
          (await msUntilServed(agent, 'talentApp', manifestOf('talent-app', '1.2.0'))) <
            SERVED_WITHIN_MS,
        );
        assert.ok(
          (await msUntilServed(agent, 'employerApp', manifestOf('employer-app', '1.1.0'))) <
            SERVED_WITHIN_MS,
        );
      }
    });

    test('a canary visitor gets the same version on 20 reloads across both instances', async () => {
      const res = await ci(second.url).post('/api/ops/remotes/talent-app/canary', {
        json: { target: '1.1.0', percent: 50 },
      });
      assert.equal(res.status, 200, res.text);
      await new Promise((resolve) => setTimeout(resolve, SERVED_WITHIN_MS));
      const visitor = new Agent(first.url);
      const firstAnswer = (await visitor.get('/remotes.json')).body.talentApp;
      const cookie = visitor.cookieHeader();
      const seen = new Set<string>();
      for (let reload = 0; reload < 20; reload += 1) {
        const instance = reload % 2 === 0 ? first : second;
        const response = await fetch(`${instance.url}/remotes.json`, { headers: { cookie } });
        seen.add(((await response.json()) as Record<string, string>).talentApp!);
      }
      assert.deepEqual([...seen], [firstAnswer]);

      // Promote through one instance: the next page load on the other has it.
      await ci(first.url).post('/api/ops/remotes/talent-app/promote', { json: {} });
      assert.ok(
        (await msUntilServed(
          new Agent(second.url),
          'talentApp',
          manifestOf('talent-app', '1.1.0'),
        )) < SERVED_WITHIN_MS,
      );
      await ci(second.url).post('/api/ops/remotes/talent-app/rollback', { json: {} });
      assert.ok(
        (await msUntilServed(
          new Agent(first.url),
          'talentApp',
          manifestOf('talent-app', '1.2.0'),
        )) < SERVED_WITHIN_MS,
      );
    });
  });
}
