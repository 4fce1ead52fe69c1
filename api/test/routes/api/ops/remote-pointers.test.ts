// The remote pointers through the ops API (issue 30), on the engine of the run: changes with
// validation, canary, preview, promote/rollback, history, failure counts and health.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Agent, build, type TestApi } from '../../../helper.js';
import type { RequestOptions } from '../../../support/http-client.js';
import {
  fakeFrontends,
  overSocket,
  remoteManifest,
  serveRemote,
  startCdn,
} from '../../../support/remote-builds.js';

interface Setup {
  api: TestApi;
  socket: string;
  /** An ops API token (as CI would use). */
  ci: Agent;
}

const cleanups: Array<() => Promise<unknown>> = [];
after(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

async function setup(): Promise<Setup> {
  const frontends = await fakeFrontends();
  const socketDir = await mkdtemp(path.join(os.tmpdir(), 'peworld-ops-sock-'));
  const socket = path.join(socketDir, 'ops.sock');
  const api = await build(
    { after: (fn) => cleanups.push(async () => fn()) },
    { config: { frontendsDir: frontends.root, opsSocketPath: socket } },
  );
  cleanups.push(frontends.remove, () => rm(socketDir, { recursive: true, force: true }));
  const account = await overSocket(socket, 'POST', '/api/ops/accounts', {
    email: 'ops@peworld.id',
    password: 'ops-password-1',
  });
  assert.equal(account.status, 201, JSON.stringify(account.body));
  const issued = await overSocket(socket, 'POST', '/api/ops/tokens', {
    email: 'ops@peworld.id',
    name: 'ci',
  });
  assert.equal(issued.status, 201);
  const ci = new Agent(api.url);
  const token = issued.body.data.token as string;
  const withToken = (options: RequestOptions = {}): RequestOptions => ({
    ...options,
    headers: { authorization: `Bearer ${token}`, ...options.headers },
  });
  const original = ci.request.bind(ci);
  ci.request = (method, pathname, options) => original(method, pathname, withToken(options));
  return { api, socket, ci };
}

const remotesOf = async (agent: Agent) => (await agent.get('/remotes.json')).body;

describe('ops API access', () => {
  let s: Setup;
  before(async () => {
    s = await setup();
  });

  test('needs an ops principal: not a guest, not a product account, not a bad token', async () => {
    assert.equal((await s.api.agent().get('/api/ops/remotes')).status, 401);
    const talent = await s.api.registerTalent();
    assert.equal((await talent.agent.get('/api/ops/remotes')).status, 401);
    const forged = await s.api
      .agent()
      .get('/api/ops/remotes', { headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    assert.equal(forged.status, 401);
    const ok = await s.ci.get('/api/ops/remotes');
    assert.equal(ok.status, 200, ok.text);
  });

  test('accounts and tokens are made on the command line only', async () => {
    const viaHttp = await s.ci.post('/api/ops/accounts', {
      json: { email: 'other@peworld.id', password: 'ops-password-2' },
    });
    assert.equal(viaHttp.status, 403);
    assert.match(viaHttp.body.message, /command line/);
    // There is no sign-up for ops: the product's registration makes talent accounts only.
    const again = await overSocket(s.socket, 'POST', '/api/ops/accounts', {
      email: 'OPS@peworld.id',
      password: 'whatever-123',
    });
    assert.equal(again.status, 409);
  });

  test('the ops page session: sign-in, writes from our origin only, sign-out', async () => {
    const page = s.api.agent();
    const wrong = await page.post('/api/ops/login', {
      json: { email: 'ops@peworld.id', password: 'nope-nope-nope' },
    });
    assert.equal(wrong.status, 401);
    const foreign = await page.post('/api/ops/login', {
      json: { email: 'ops@peworld.id', password: 'ops-password-1' },
      headers: { origin: 'http://evil.example' },
    });
    assert.equal(foreign.status, 403);
    const login = await page.post('/api/ops/login', {
      json: { email: 'ops@peworld.id', password: 'ops-password-1' },
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(login.status, 200, login.text);
    assert.equal((await page.get('/api/ops/session')).body.data.email, 'ops@peworld.id');

    const crossSite = await page.post('/api/ops/remotes/talent-app/use', {
      json: { target: '1.1.0' },
      headers: { origin: 'http://evil.example' },
    });
    assert.equal(crossSite.status, 403);
    const sameSite = await page.post('/api/ops/remotes/talent-app/use', {
      json: { target: '1.1.0' },
      headers: { 'sec-fetch-site': 'same-site' },
    });
    assert.equal(sameSite.status, 403);
    const ours = await page.post('/api/ops/remotes/talent-app/use', {
      json: { target: '1.1.0', note: 'from the ops page' },
      headers: { origin: 'http://localhost:3000' },
    });
    assert.equal(ours.status, 200, ours.text);
    assert.equal(ours.body.data.history.actor, 'ops@peworld.id');

    const logout = await page.post('/api/ops/logout');
    assert.equal(logout.status, 200, logout.text);
    assert.equal((await page.get('/api/ops/session')).status, 401);
  });
});

describe('switching remotes', () => {
  let s: Setup;
  before(async () => {
    s = await setup();
  });

  test('use validates, then every new /remotes.json serves it', async () => {
    const visitor = s.api.agent();
    assert.equal(
      (await remotesOf(visitor)).talentApp,
      '/remotes/talent-app/1.0.0/mf-manifest.json',
    );
    const res = await s.ci.post('/api/ops/remotes/talent-app/use', {
      json: { target: '1.1.0', note: 'release 1.1.0' },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.changed, true);
    assert.equal(
      (await remotesOf(visitor)).talentApp,
      '/remotes/talent-app/1.1.0/mf-manifest.json',
    );
    assert.equal(
      (await remotesOf(s.api.agent())).talentApp,
      '/remotes/talent-app/1.1.0/mf-manifest.json',
    );
  });

  test('refusals name the failed check', async () => {
    const refused = async (target: string, check: string, pattern: RegExp) => {
      const res = await s.ci.post('/api/ops/remotes/talent-app/use', { json: { target } });
      assert.equal(res.status, 422, `${target}: ${res.text}`);
      assert.equal(res.headers.get('x-failed-check'), check, target);
      assert.match(res.body.message, new RegExp(`the ${check} check failed`));
      assert.match(res.body.message, pattern);
    };
    await refused('http://evil.example/x.js', 'origin', /neither https nor the product's own/);
    await refused('9.9.9', 'manifest', /not on this server/);
    await refused(
      '3.0.0',
      'shared',
      /needs @peworld\/shared-ui \^2\.0\.0, but the live shell provides 1\.0\.0/,
    );
    await refused('not a target', 'target', /neither a version/);

    const cdn = await startCdn(serveRemote(remoteManifest('talentApp', '2.0.0'), { cors: false }));
    cleanups.push(cdn.close);
    await refused(`${cdn.origin}/t/mf-manifest.json`, 'cors', /Access-Control-Allow-Origin/);
    cdn.handle = (_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', 'access-control-allow-origin': '*' });
      res.end('<!doctype html><p>not a manifest</p>');
    };
    await refused(`${cdn.origin}/t/mf-manifest.json`, 'manifest', /is not JSON/);
    cdn.handle = serveRemote(remoteManifest('employerApp', '2.0.0'));
    await refused(`${cdn.origin}/t/mf-manifest.json`, 'name', /is for "employerApp"/);
    cdn.handle = (_req, res) => {
      res.writeHead(404);
      res.end();
    };
    await refused(`${cdn.origin}/t/mf-manifest.json`, 'manifest', /answered 404/);
    // Routes the shell could not serve: a path under the API's, or no route list at all.
    const title = { id: 'Perusahaan', en: 'Companies' };
    cdn.handle = serveRemote(
      remoteManifest('talentApp', '2.0.0', undefined, [
        { path: '/api/companies', access: 'talent', page: 'CompanyListPage', title },
      ]),
    );
    await refused(
      `${cdn.origin}/t/mf-manifest.json`,
      'routes',
      /"\/api\/companies" is under \/api/,
    );
    cdn.handle = serveRemote(remoteManifest('talentApp', '2.0.0', undefined, null));
    await refused(`${cdn.origin}/t/mf-manifest.json`, 'routes', /declares no routes/);

    // Nothing of the above changed what is served.
    assert.equal(
      (await remotesOf(s.api.agent())).talentApp,
      '/remotes/talent-app/1.1.0/mf-manifest.json',
    );
    const history = await s.ci.get('/api/ops/history', { query: { remote: 'talent-app' } });
    assert.equal(history.body.data.length, 1);
  });

  test('a manifest on a CDN with CORS is accepted and the page CSP allows its origin', async () => {
    const cdn = await startCdn(serveRemote(remoteManifest('employerApp', '2.0.0')));
    cleanups.push(cdn.close);
    const url = `${cdn.origin}/employer/mf-manifest.json`;
    const res = await s.ci.post('/api/ops/remotes/employerApp/use', { json: { target: url } });
    assert.equal(res.status, 200, res.text);
    const visitor = s.api.agent();
    assert.equal((await remotesOf(visitor)).employerApp, url);
    const page = await visitor.get('/');
    assert.match(
      page.headers.get('content-security-policy') ?? '',
      new RegExp(`script-src 'self' ${cdn.origin}`),
    );
  });

  test('two changes of different remotes at the same moment both hold', async () => {
    const [a, b] = await Promise.all([
      s.ci.post('/api/ops/remotes/talent-app/use', { json: { target: '1.2.0' } }),
      s.ci.post('/api/ops/remotes/employer-app/use', { json: { target: '1.1.0' } }),
    ]);
    assert.equal(a.status, 200, a.text);
    assert.equal(b.status, 200, b.text);
    const remotes = await remotesOf(s.api.agent());
    assert.equal(remotes.talentApp, '/remotes/talent-app/1.2.0/mf-manifest.json');
    assert.equal(remotes.employerApp, '/remotes/employer-app/1.1.0/mf-manifest.json');
  });

  test('a change based on a stale revision is refused, not lost', async () => {
    const list = await s.ci.get('/api/ops/remotes');
    const revision = list.body.data.find(
      (r: { folder: string }) => r.folder === 'talent-app',
    ).revision;
    const first = await s.ci.post('/api/ops/remotes/talent-app/use', {
      json: { target: '1.1.0', expectedRevision: revision },
    });
    assert.equal(first.status, 200, first.text);
    const second = await s.ci.post('/api/ops/remotes/talent-app/use', {
      json: { target: '1.0.0', expectedRevision: revision },
    });
    assert.equal(second.status, 409);
    assert.match(second.body.message, /changed since revision/);
    assert.equal(
      (await remotesOf(s.api.agent())).talentApp,
      '/remotes/talent-app/1.1.0/mf-manifest.json',
    );
  });

  test('rollback returns to the previous stable at once; reset to the default', async () => {
    const rollback = await s.ci.post('/api/ops/remotes/talent-app/rollback', {
      json: { note: 'bad release' },
    });
    assert.equal(rollback.status, 200, rollback.text);
    assert.equal(
      (await remotesOf(s.api.agent())).talentApp,
      '/remotes/talent-app/1.2.0/mf-manifest.json',
    );
    const reset = await s.ci.post('/api/ops/remotes/talent-app/reset', { json: {} });
    assert.equal(reset.status, 200);
    assert.equal(
      (await remotesOf(s.api.agent())).talentApp,
      '/remotes/talent-app/1.0.0/mf-manifest.json',
    );
    const unknown = await s.ci.post('/api/ops/remotes/no-such-app/reset', { json: {} });
    assert.equal(unknown.status, 404);
  });
});

describe('canary and preview', () => {
  let s: Setup;
  before(async () => {
    s = await setup();
    await s.ci.post('/api/ops/remotes/talent-app/use', { json: { target: '1.1.0' } });
  });

  test('10 % canary: 7-13 % of 1,000 new visitors; each keeps its version on reloads', async () => {
    const res = await s.ci.post('/api/ops/remotes/talent-app/canary', {
      json: { target: '1.2.0', percent: 10, note: 'try 1.2.0' },
    });
    assert.equal(res.status, 200, res.text);
    const canaryUrl = '/remotes/talent-app/1.2.0/mf-manifest.json';
    let inCanary = 0;
    let sticky: Agent | null = null;
    for (let i = 0; i < 1000; i += 1) {
      const visitor = s.api.agent();
      const remotes = await remotesOf(visitor);
      assert.ok(visitor.cookies.has('peworld_visitor'), 'the visitor cookie is set');
      if (remotes.talentApp === canaryUrl) {
        inCanary += 1;
        sticky ??= visitor;
      }
    }
    assert.ok(inCanary >= 70 && inCanary <= 130, `canary share ${inCanary / 10} %`);
    assert.ok(sticky);
    for (let reload = 0; reload < 20; reload += 1)
      assert.equal((await remotesOf(sticky)).talentApp, canaryUrl);

    const list = await s.ci.get('/api/ops/remotes');
    const talent = list.body.data.find((r: { folder: string }) => r.folder === 'talent-app');
    assert.equal(talent.canary, '1.2.0');
    assert.equal(talent.canaryPercent, 10);
    assert.deepEqual(
      talent.versions.map(
        (v: { role: string; target: string; reachable: boolean; sharedUiRange: string }) => [
          v.role,
          v.target,
          v.reachable,
          v.sharedUiRange,
        ],
      ),
      [
        ['stable', '1.1.0', true, '^1.0.0'],
        ['canary', '1.2.0', true, '^1.0.0'],
      ],
    );

    // Promote: the canary is everyone's on the next page load.
    assert.equal(
      (await s.ci.post('/api/ops/remotes/talent-app/promote', { json: {} })).status,
      200,
    );
    assert.equal((await remotesOf(s.api.agent())).talentApp, canaryUrl);
    // Roll back: the previous stable at once, for the sticky visitor too.
    assert.equal(
      (await s.ci.post('/api/ops/remotes/talent-app/rollback', { json: {} })).status,
      200,
    );
    assert.equal((await remotesOf(sticky)).talentApp, '/remotes/talent-app/1.1.0/mf-manifest.json');
  });

  test('a preview link serves its build to the browser that opened it only', async () => {
    const res = await s.ci.post('/api/ops/remotes/talent-app/preview', {
      json: { target: '1.2.0', note: 'check in production', hours: 2 },
    });
    assert.equal(res.status, 200, res.text);
    const link = new URL(res.body.data.link as string);
    assert.equal(link.origin, 'http://localhost:3000');
    const tester = s.api.agent();
    const opened = await tester.get(`${link.pathname}${link.search}`);
    assert.equal(opened.status, 303);
    assert.equal(opened.headers.get('location'), '/');
    assert.equal((await remotesOf(tester)).talentApp, '/remotes/talent-app/1.2.0/mf-manifest.json');
    const someoneElse = s.api.agent();
    assert.equal(
      (await remotesOf(someoneElse)).talentApp,
      '/remotes/talent-app/1.1.0/mf-manifest.json',
    );
    // Leaving the preview.
    await tester.get('/?remote-preview=off');
    assert.equal((await remotesOf(tester)).talentApp, '/remotes/talent-app/1.1.0/mf-manifest.json');
    // A made-up token previews nothing.
    const guesser = s.api.agent();
    await guesser.get(`/?remote-preview=${'a'.repeat(32)}`);
    assert.equal(
      (await remotesOf(guesser)).talentApp,
      '/remotes/talent-app/1.1.0/mf-manifest.json',
    );
  });

  test('history lists every change with who, when, from and to, and why', async () => {
    const history = await s.ci.get('/api/ops/history', { query: { remote: 'talent-app' } });
    assert.equal(history.status, 200);
    const rows = (history.body.data as Array<Record<string, unknown>>).map((entry) => [
      entry.action,
      entry.from,
      entry.to,
      entry.canaryPercent,
      entry.actor,
      entry.note,
    ]);
    assert.deepEqual(rows, [
      ['preview', '1.1.0', '1.2.0', null, 'ops@peworld.id (token ci)', 'check in production'],
      ['rollback', '1.2.0', '1.1.0', null, 'ops@peworld.id (token ci)', ''],
      ['promote', '1.1.0', '1.2.0', null, 'ops@peworld.id (token ci)', ''],
      ['canary', '1.1.0', '1.2.0', 10, 'ops@peworld.id (token ci)', 'try 1.2.0'],
      ['use', '1.0.0', '1.1.0', null, 'ops@peworld.id (token ci)', ''],
    ]);
    for (const entry of history.body.data) assert.ok(Date.parse(entry.at) > Date.now() - 600_000);
  });
});

describe('what browsers see', () => {
  let s: Setup;
  before(async () => {
    s = await setup();
  });

  test('failures reported by browsers and page loads are counted per remote build', async () => {
    const visitor = s.api.agent();
    for (let i = 0; i < 3; i += 1) await remotesOf(visitor);
    const report = await visitor.post('/api/remote-failures', {
      json: {
        remote: 'talentApp',
        entry: '/remotes/talent-app/1.0.0/mf-manifest.json',
        code: 'RUNTIME-008',
        phase: 'load',
        page: '/home',
        message: 'remoteEntry.js failed',
      },
    });
    assert.equal(report.status, 202, report.text);
    const bad = await visitor.post('/api/remote-failures', {
      json: {
        remote: 'talentApp',
        entry: 'x',
        code: 'no spaces allowed',
        phase: 'load',
        page: '/',
      },
    });
    assert.equal(bad.status, 400);
    await s.api.app.remotePointers.flushLoads();
    const list = await s.ci.get('/api/ops/remotes');
    const talent = list.body.data.find((r: { folder: string }) => r.folder === 'talent-app');
    assert.deepEqual(
      {
        loads: talent.versions[0].loadsLastHour,
        failures: talent.versions[0].failuresLastHour,
        code: talent.versions[0].topFailureCode,
      },
      { loads: 3, failures: 1, code: 'RUNTIME-008' },
    );
  });

  test('health names an unreachable remote as degraded while the product stays up', async () => {
    const cdn = await startCdn(serveRemote(remoteManifest('employerApp', '2.0.0')));
    const url = `${cdn.origin}/employer/mf-manifest.json`;
    assert.equal(
      (await s.ci.post('/api/ops/remotes/employer-app/use', { json: { target: url } })).status,
      200,
    );
    await cdn.close();
    const health = await s.api.agent().get('/api/health');
    assert.equal(health.status, 200);
    assert.equal(health.body.status, 'degraded');
    assert.equal(health.body.database, 'up');
    const employer = health.body.remotes.find((r: { name: string }) => r.name === 'employerApp');
    assert.equal(employer.reachable, false);
    assert.equal(employer.target, url);
    assert.ok(
      health.body.degraded.some((line: string) =>
        line.startsWith('remote employerApp unreachable'),
      ),
      JSON.stringify(health.body.degraded),
    );
    assert.ok(health.body.remotes.find((r: { name: string }) => r.name === 'talentApp').reachable);
  });
});
