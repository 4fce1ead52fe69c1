#!/usr/bin/env node
// Starts the product (`scripts/start.mjs`) for an end-to-end run. On PostgreSQL (DATABASE_URL
// set) every product instance gets a database of its own, created here and dropped when the
// instance stops: two runs on one machine, or the run's shared and private instances, never
// migrate, seed or read the same data. Databases left behind by a run that was killed are
// dropped by the next start (their name carries the pid of the process that made them).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const START_SCRIPT = fileURLToPath(new URL('../../scripts/start.mjs', import.meta.url));
const PREFIX = 'peworld_e2e_';

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

async function withAdmin(baseUrl, work) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropAbandoned(client) {
  const { rows } = await client.query('SELECT datname FROM pg_database WHERE datname LIKE $1', [
    `${PREFIX}%`,
  ]);
  for (const { datname } of rows) {
    const pid = Number(datname.slice(PREFIX.length).split('_')[0]);
    if (Number.isInteger(pid) && !isAlive(pid))
      await client.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  }
}

async function createRunDatabase(baseUrl) {
  const name = `${PREFIX}${process.pid}_${randomBytes(4).toString('hex')}`;
  await withAdmin(baseUrl, async (client) => {
    await dropAbandoned(client);
    await client.query(`CREATE DATABASE "${name}"`);
  });
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdmin(baseUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
      ),
  };
}

const baseUrl = process.env.DATABASE_URL;
const database = baseUrl ? await createRunDatabase(baseUrl) : null;
const child = spawn(process.execPath, [START_SCRIPT], {
  cwd: path.dirname(START_SCRIPT),
  stdio: 'inherit',
  env: database ? { ...process.env, DATABASE_URL: database.url } : process.env,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('exit', async (code, signal) => {
  try {
    await database?.drop();
  } catch (error) {
    console.error(`could not drop the e2e database: ${error.message}`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
