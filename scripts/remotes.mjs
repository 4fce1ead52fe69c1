#!/usr/bin/env node
// `npm run remotes -- <command>`: which build of each remote the product serves, for every
// instance at once (the pointers live in the shared database; see README "Swapping a remote at
// run time"). It talks to the ops API (/api/ops):
// - on the server: through the running API's socket in DATA_DIR (no password: the socket is the
//   credential), or, when no API runs there, through an API started inside this command;
// - from anywhere else (CI): PEWORLD_URL=https://… PEWORLD_OPS_TOKEN=… (a token made with
//   `ops-token`).
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { register } from 'tsx/esm/api';
import { dataDir, REMOTE_APPS, ROOT } from './lib/workspace.mjs';

const USAGE = `Usage: npm run remotes -- <command> [options]
  list                                   each remote: stable, canary and share, reachable, shared-ui range, last hour
  use <remote> <version|manifest-url>    validate, then make it stable for everyone
  canary <remote> <version|url> --percent N    validate, then serve it to N % of visitors (sticky)
  promote <remote>                       the canary becomes stable
  rollback <remote>                      back to the previous stable at once (canary dropped)
  reset <remote>                         back to the default (REMOTE_<FOLDER>_URL, else the local build)
  preview <remote> <version|url> [--hours H]   a link that serves it to the browser opening it only
  history [remote] [--limit N]           every change: who, when, from -> to, why
  ops-account <email>                    create an ops account (password: OPS_PASSWORD, stdin or prompt)
  ops-token <email> <name>               issue an API token for CI (printed once)
Options: --note "why" (recorded in the history), --if-revision N (refuse if changed since),
         --json (machine-readable output)
Remotes: ${REMOTE_APPS.map((app) => app.folder).join(', ')}
Elsewhere than on the server: PEWORLD_URL=https://… PEWORLD_OPS_TOKEN=<token> npm run remotes -- …`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    note: { type: 'string', default: '' },
    percent: { type: 'string' },
    hours: { type: 'string' },
    limit: { type: 'string' },
    'if-revision': { type: 'string' },
    json: { type: 'boolean', default: false },
    'password-stdin': { type: 'boolean', default: false },
    help: { type: 'boolean', default: false },
  },
});
const [command, ...args] = positionals;

function usage(message) {
  if (message) console.error(message);
  console.error(USAGE);
  process.exit(2);
}

function wholeNumber(name, value, min, max) {
  const n = Number(value);
  if (value === undefined || !Number.isInteger(n) || n < min || n > max)
    usage(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

// ---------- talking to the ops API ----------

/** One HTTP exchange over a Unix socket. */
function overSocket(socketPath, method, path, body, headers) {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = httpRequest(
      {
        socketPath,
        method,
        path,
        headers: {
          ...headers,
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}

const actor = (() => {
  const user = (() => {
    try {
      return os.userInfo().username;
    } catch {
      return process.env.USER || 'operator';
    }
  })();
  return `${user}@${os.hostname()}`.replace(/[^\w.@+-]/g, '-').slice(0, 64);
})();

/** The function that sends one API call, and how to end the session afterwards. */
async function connect() {
  const baseUrl = process.env.PEWORLD_URL?.replace(/\/+$/, '');
  if (baseUrl) {
    const token = process.env.PEWORLD_OPS_TOKEN;
    if (!token) usage('PEWORLD_URL needs PEWORLD_OPS_TOKEN (an ops API token: ops-token)');
    return {
      where: baseUrl,
      call: async (method, path, body) => {
        const response = await fetch(`${baseUrl}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        return {
          status: response.status,
          headers: Object.fromEntries(response.headers),
          text: await response.text(),
        };
      },
      close: async () => undefined,
    };
  }
  register();
  const { localOpsSocketPath, socketAnswers } =
    await import('../api/src/remote-ops/local-ops-socket.ts');
  const socket = localOpsSocketPath(dataDir());
  const headers = { 'x-ops-actor': actor };
  const { pgliteHolder } = await import('../api/src/db/pglite-lock.ts');
  const pgliteDir = join(dataDir(), 'pglite');
  const deadline = Date.now() + 180_000;
  let told = false;
  for (;;) {
    if (await socketAnswers(socket)) {
      return {
        where: `the running API (${socket})`,
        call: (method, path, body) => overSocket(socket, method, path, body, headers),
        close: async () => undefined,
      };
    }
    // An API holding the PGlite folder but not answering yet is starting: wait for it rather
    // than open the same files from here.
    const holder = process.env.DATABASE_URL ? null : pgliteHolder(pgliteDir);
    if (holder === null) {
      const local = await startLocalApi(headers);
      if (local) return local;
    } else if (!told) {
      console.error(`Waiting for the API (process ${holder}) to finish starting…`);
      told = true;
    }
    if (Date.now() > deadline) {
      console.error(`No answer on ${socket}: is the API on this DATA_DIR stuck?`);
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** An API inside this command (no API runs on this DATA_DIR); null if one started meanwhile. */
async function startLocalApi(headers) {
  // No API runs on this DATA_DIR: start one inside this command (same database, same checks),
  // answering on a socket of its own.
  process.env.FASTIFY_AUTOLOAD_TYPESCRIPT = '1';
  const { buildApp } = await import('../api/src/app.ts');
  const privateDir = mkdtempSync(join(os.tmpdir(), 'peworld-remotes-'));
  const privateSocket = join(privateDir, 'ops.sock');
  let app;
  try {
    app = await buildApp({
      config: {
        frontendsDir: process.env.FRONTENDS_DIR || ROOT,
        seedDemo: false,
        logLevel: 'warn',
        opsSocketPath: privateSocket,
      },
      logger: { level: 'warn' },
    });
    await app.ready();
  } catch (error) {
    rmSync(privateDir, { recursive: true, force: true });
    await app?.close().catch(() => undefined);
    // An API took the PGlite folder between our look and our open: use it instead.
    if (error?.name === 'PgliteInUse') return null;
    throw error;
  }
  return {
    where: `a local API on ${app.db.engine === 'postgres' ? 'DATABASE_URL' : app.config.pgliteDir}`,
    call: (method, path, body) => overSocket(privateSocket, method, path, body, headers),
    close: async () => {
      await app.close();
      rmSync(privateDir, { recursive: true, force: true });
    },
  };
}

// ---------- output ----------

const when = (iso) => (iso ? iso.replace('T', ' ').replace(/\.\d+Z$/, 'Z') : '-');

function printList(remotes) {
  for (const remote of remotes) {
    console.log(`${remote.folder} (${remote.name})  revision ${remote.revision}`);
    const source = {
      pointer: `set by ${remote.updatedBy} at ${when(remote.updatedAt)}`,
      env: 'REMOTE_*_URL',
      build: 'the local build',
      none: 'nothing to serve: its pages show as unavailable',
    }[remote.stableSource];
    for (const version of remote.versions) {
      const label =
        version.role === 'canary'
          ? `canary:   ${version.target} to ${remote.canaryPercent} %`
          : `stable:   ${version.target}`;
      console.log(`  ${label}${version.role === 'stable' ? `  (${source})` : ''}`);
      console.log(
        `            ${version.reachable ? 'reachable' : `UNREACHABLE: ${version.problem}`}` +
          `; shared-ui ${version.sharedUiRange ?? '?'}` +
          `; last hour: ${version.loadsLastHour} page loads, ${version.failuresLastHour} failures` +
          (version.topFailureCode ? ` (mostly ${version.topFailureCode})` : ''),
      );
    }
    if (remote.versions.length === 0) console.log(`  stable:   (${source})`);
    if (remote.previousStable) console.log(`  rollback: ${remote.previousStable}`);
    if (remote.activePreviews > 0) console.log(`  previews: ${remote.activePreviews} open`);
    console.log(
      `  here:     build ${remote.available.build ?? 'none'}; releases ${remote.available.releases.join(', ') || 'none'}`,
    );
  }
}

function printHistory(entries) {
  if (entries.length === 0) {
    console.log('No changes yet.');
    return;
  }
  for (const entry of entries) {
    const share = entry.canaryPercent !== null ? ` (${entry.canaryPercent} %)` : '';
    const note = entry.note ? `  "${entry.note}"` : '';
    console.log(
      `${when(entry.at)}  ${entry.remote.padEnd(13)} ${entry.action.padEnd(9)} ${entry.from ?? 'none'} -> ${entry.to ?? 'none'}${share}  by ${entry.actor}${note}`,
    );
  }
}

// ---------- commands ----------

async function readPassword() {
  if (process.env.OPS_PASSWORD) return process.env.OPS_PASSWORD;
  if (values['password-stdin'] || !process.stdin.isTTY) {
    let text = '';
    for await (const chunk of process.stdin) text += chunk;
    return text.replace(/\r?\n$/, '');
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  process.stdout.write('Password for the ops account (at least 8 characters): ');
  rl._writeToOutput = () => undefined; // keep the password off the screen
  const password = await new Promise((resolve) => rl.question('', resolve));
  rl.close();
  process.stdout.write('\n');
  return password;
}

function requireRemote(value) {
  if (!value) usage('Which remote?');
  return encodeURIComponent(value);
}

function requireTarget(value) {
  if (!value) usage('Which version or manifest URL?');
  return value;
}

const change = (extra = {}) => ({
  note: values.note,
  ...(values['if-revision'] !== undefined
    ? {
        expectedRevision: wholeNumber(
          'if-revision',
          values['if-revision'],
          0,
          Number.MAX_SAFE_INTEGER,
        ),
      }
    : {}),
  ...extra,
});

async function plan() {
  switch (command) {
    case 'list':
      return { method: 'GET', path: '/api/ops/remotes', print: printList };
    case 'history': {
      const query = new URLSearchParams();
      if (args[0]) query.set('remote', args[0]);
      if (values.limit) query.set('limit', String(wholeNumber('limit', values.limit, 1, 500)));
      return { method: 'GET', path: `/api/ops/history?${query}`, print: printHistory };
    }
    case 'use':
      return {
        method: 'POST',
        path: `/api/ops/remotes/${requireRemote(args[0])}/use`,
        body: change({ target: requireTarget(args[1]) }),
      };
    case 'canary':
      return {
        method: 'POST',
        path: `/api/ops/remotes/${requireRemote(args[0])}/canary`,
        body: change({
          target: requireTarget(args[1]),
          percent: wholeNumber('percent', values.percent, 1, 100),
        }),
      };
    case 'promote':
    case 'rollback':
    case 'reset':
      return {
        method: 'POST',
        path: `/api/ops/remotes/${requireRemote(args[0])}/${command}`,
        body: change(),
      };
    case 'preview':
      return {
        method: 'POST',
        path: `/api/ops/remotes/${requireRemote(args[0])}/preview`,
        body: {
          target: requireTarget(args[1]),
          note: values.note,
          ...(values.hours ? { hours: wholeNumber('hours', values.hours, 1, 168) } : {}),
        },
        print: (data) =>
          console.log(
            `Preview link (only the browser that opens it gets ${args[1]}; until ${when(data.expiresAt)}):\n  ${data.link}\n` +
              'Leave the preview in that browser with ?remote-preview=off',
          ),
      };
    case 'ops-account':
      if (!args[0]) usage('Which email?');
      return {
        method: 'POST',
        path: '/api/ops/accounts',
        body: { email: args[0], password: await readPassword() },
      };
    case 'ops-token':
      if (!args[0] || !args[1]) usage('ops-token <email> <name>');
      return {
        method: 'POST',
        path: '/api/ops/tokens',
        body: { email: args[0], name: args[1] },
        print: (data) =>
          console.log(
            `${data.token}\nKeep it secret (it is shown this once); CI sends it as PEWORLD_OPS_TOKEN.`,
          ),
      };
    default:
      return usage(command ? `Unknown command "${command}".` : undefined);
  }
}

if (values.help || !command) usage();
const step = await plan();
const api = await connect();
let exitCode = 0;
try {
  const response = await api.call(step.method, step.path, step.body);
  let body;
  try {
    body = JSON.parse(response.text);
  } catch {
    body = { message: response.text };
  }
  if (values.json) console.log(JSON.stringify(body, null, 2));
  if (response.status >= 400) {
    if (!values.json) console.error(body.message ?? `HTTP ${response.status}`);
    exitCode = 1;
  } else if (!values.json) {
    if (step.print) step.print(body.data);
    else console.log(body.message);
  }
} catch (error) {
  console.error(`Could not reach ${api.where}: ${error instanceof Error ? error.message : error}`);
  exitCode = 1;
} finally {
  await api.close();
}
process.exit(exitCode);
