// Issue 7's smaller items: a login revokes the session the browser already held; the reset link
// reaches the log only without a mail server and never in production; concurrent image
// replacements leave every stored image referenced and every reference stored.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../../src/app.js';
import { build, sharedApp, storedImages, type TestApi } from '../../helper.js';
import { Agent } from '../../support/http-client.js';
import { freshDatabase } from '../../support/fresh-database.js';
import { fileForm, png } from '../../support/images.js';

const SESSION = 'peworld_session';

describe('login with a session cookie already present', () => {
  const ctx = sharedApp();

  it('revokes the older session, of another account or the same one', async () => {
    const first = await ctx.api.registerTalent();
    const second = await ctx.api.registerRecruiter();
    const browser = first.agent;
    const older = browser.cookies.get(SESSION)!;

    const switched = await browser.post('/api/auth/login-company', {
      json: { email: second.email, password: second.password },
    });
    assert.equal(switched.status, 200);
    const newer = browser.cookies.get(SESSION)!;
    assert.notEqual(newer, older);
    assert.equal((await browser.get('/api/auth/me')).body.result.user.email, second.email);

    const withOlder = ctx.api.agent();
    withOlder.cookies.set(SESSION, older);
    assert.equal((await withOlder.get('/api/auth/me')).status, 401, 'older session revoked');

    // Logging in again as the same account replaces the session as well.
    await browser.post('/api/auth/login-company', {
      json: { email: second.email, password: second.password },
    });
    const withNewer = ctx.api.agent();
    withNewer.cookies.set(SESSION, newer);
    assert.equal((await withNewer.get('/api/auth/me')).status, 401);
    assert.equal((await browser.get('/api/auth/me')).status, 200);
    // The other account's other sessions (another browser) are untouched.
    const elsewhere = await ctx.api.agent().post('/api/auth/login-user', {
      json: { email: first.email, password: first.password },
    });
    assert.equal(elsewhere.status, 200);
  });
});

/** The app on a fresh database with its log lines collected; no SMTP_URL (outbox). */
async function appWithLog(t: { after(fn: () => unknown): void }, production: boolean) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const database = await freshDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'peworld-log-'));
  const app = await buildApp({
    db: database.db,
    logger: { level: 'info', stream },
    config: { dataDir, seedDemo: false, production, smtpUrl: '', publicUrl: 'http://x.test' },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  t.after(async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });
  const { port } = app.server.address() as { port: number };
  return { app, lines, agent: new Agent(`http://127.0.0.1:${port}`) };
}

async function requestReset(subject: Awaited<ReturnType<typeof appWithLog>>) {
  const email = `reset.${Date.now()}@example.com`;
  const registered = await subject.agent.post('/api/auth/regis-user', {
    json: { full_name: 'Log Test', email, phone: '081234567890', password: 'log-password-1' },
  });
  assert.equal(registered.status, 201);
  assert.equal(
    (await subject.agent.post('/api/auth/reset-password', { json: { email } })).status,
    200,
  );
  await subject.app.mailer.flush();
  return subject.lines.join('');
}

describe('the reset link in the log', () => {
  it('is logged in development without a mail server', async (t) => {
    const log = await requestReset(await appWithLog(t, false));
    assert.match(log, /confirm-password\?token=/);
  });

  it('is never logged in production', async (t) => {
    const log = await requestReset(await appWithLog(t, true));
    assert.match(log, /mail written to the outbox/);
    assert.doesNotMatch(log, /token=/);
  });
});

async function referencedImages(api: TestApi): Promise<string[]> {
  const { rows } = await api.db.query<{ name: string }>(
    `SELECT img_company AS name FROM companies WHERE img_company IS NOT NULL
     UNION ALL SELECT img_profile FROM talents WHERE img_profile IS NOT NULL
     UNION ALL SELECT filename FROM portfolio_images
     ORDER BY 1`,
  );
  return rows.map((row) => row.name);
}

describe('concurrent image replacement', () => {
  it('12 parallel logo and photo replacements leave no unreferenced image and no dangling reference', async (t) => {
    const api = await build(t);
    const recruiter = await api.registerRecruiter();
    const talent = await api.registerTalent();
    const id = recruiter.user.id_company as number;
    const logo = await png(30, 30);
    const answers = await Promise.all([
      ...Array.from({ length: 12 }, (_, i) =>
        recruiter.agent.patch(`/api/company/${id}`, {
          multipart: fileForm(
            { city: `City ${i}` },
            { img_company: [{ data: logo, name: `l${i}.png`, type: 'image/png' }] },
          ),
        }),
      ),
      ...Array.from({ length: 12 }, (_, i) =>
        talent.agent.patch(`/api/users/${talent.user.id_user}`, {
          multipart: fileForm(
            {},
            { img_profile: [{ data: logo, name: `p${i}.png`, type: 'image/png' }] },
          ),
        }),
      ),
    ]);
    for (const answer of answers) assert.equal(answer.status, 200, answer.text);
    const stored = await storedImages(api);
    const referenced = await referencedImages(api);
    assert.equal(referenced.length, 2, 'one logo and one photo');
    assert.deepEqual(stored, referenced);
  });
});
