// Fault test (issue 13): the API on a PostgreSQL cluster of the test's own; under a steady write
// load (registrations) the cluster is killed (immediate shutdown) and started again 3 s later.
// Meanwhile the API answers 503 with a message (never another error, never a dropped
// connection); once the database is back it serves writes again within 5 s, and every write it
// acknowledged (201) is in the database afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import pg from 'pg';
import { startApiProcess } from '../support/api-process.js';
import { privatePostgresAvailable, startPrivatePostgres } from '../support/private-postgres.js';

const OUTAGE_MS = 3000;
const RECOVERY_LIMIT_MS = 5000;
const WRITERS = 2;

interface Outcome {
  status: number;
  email: string;
  message: string;
  at: number;
}

if (privatePostgresAvailable()) {
  test('PostgreSQL killed under write load: 503 meanwhile, quick recovery, no acknowledged write lost', async (t) => {
    const cluster = await startPrivatePostgres();
    t.after(() => cluster.destroy());
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    await admin.query('CREATE DATABASE peworld');
    await admin.end();
    const databaseUrl = cluster.url.replace(/\/postgres$/, '/peworld');

    const api = await startApiProcess({ databaseUrl });
    t.after(() => api.stop());

    const outcomes: Outcome[] = [];
    let running = true;
    let counter = 0;
    const writer = async () => {
      while (running) {
        counter += 1;
        const email = `fault.${process.pid}.${counter}@example.com`;
        let status = 0;
        let message = '';
        try {
          const res = await fetch(`${api.url}/api/auth/regis-user`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({
              full_name: 'Fault Test',
              email,
              phone: '081234567890',
              password: 'talent-password-1',
            }),
          });
          status = res.status;
          message = ((await res.json()) as { message?: string }).message ?? '';
        } catch (error) {
          message = String(error);
        }
        outcomes.push({ status, email, message, at: Date.now() });
        if (status !== 201) await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const writers = Array.from({ length: WRITERS }, writer);

    const acknowledgedBefore = async () => {
      while (outcomes.filter((o) => o.status === 201).length < 10)
        await new Promise((r) => setTimeout(r, 50));
    };
    await acknowledgedBefore();
    await cluster.kill();
    const killedAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
    // Answers during the outage (after the kill, before the restart began).
    const duringOutage = outcomes.filter((o) => o.at > killedAt + 200);
    await cluster.start();
    const backAt = Date.now();
    while (!outcomes.some((o) => o.status === 201 && o.at > backAt)) {
      if (Date.now() - backAt > 30_000) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    running = false;
    await Promise.all(writers);

    assert.ok(duringOutage.length > 0, 'requests were made during the outage');
    for (const outcome of duringOutage) {
      assert.equal(
        outcome.status,
        503,
        `${outcome.status} ${outcome.message}\n${api.output().slice(-3000)}`,
      );
      assert.match(outcome.message, /database is not available/i);
    }
    const unexpected = outcomes.filter((o) => o.status !== 201 && o.status !== 503);
    assert.deepEqual(unexpected, [], 'only 201 and 503 answers');
    const firstAfter = outcomes.find((o) => o.status === 201 && o.at > backAt);
    assert.ok(firstAfter, 'writes succeed again once the database is back');
    assert.ok(
      firstAfter.at - backAt <= RECOVERY_LIMIT_MS,
      `recovered ${firstAfter.at - backAt} ms after the database returned`,
    );

    const acknowledged = outcomes.filter((o) => o.status === 201).map((o) => o.email);
    t.diagnostic(
      `${acknowledged.length} writes acknowledged, ${outcomes.filter((o) => o.status === 503).length} answered 503, ` +
        `writes served again ${firstAfter.at - backAt} ms after the database returned`,
    );
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows } = await check.query<{ email: string }>(
      'SELECT email FROM accounts WHERE email = ANY($1::text[])',
      [acknowledged],
    );
    await check.end();
    assert.deepEqual(rows.map((row) => row.email).sort(), [...acknowledged].sort());
  });
}
