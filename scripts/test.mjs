#!/usr/bin/env node
// `npm test`: the whole suite, in the order that fails fastest — static checks, unit tests,
// API tests over HTTP (PGlite, or PostgreSQL when DATABASE_URL is set), then end-to-end
// journeys in real Chromium against the built product. A fresh machine has no browser, so
// this installs Debian's chromium first when it is missing.
//
// `npm test -- --engine-only` runs only the steps whose outcome depends on the database engine
// (API tests and end-to-end journeys): CI's second pass on PostgreSQL uses it, because
// typecheck, lint, format and jest give the same answer on either engine.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const CHROMIUM = '/usr/bin/chromium';

function run(command, args, env = {}) {
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function ensureChromium() {
  if (existsSync(CHROMIUM)) return 0;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const prefix = isRoot ? [] : ['sudo', '-n'];
  console.log(`${CHROMIUM} is missing: installing Debian's chromium with apt-get`);
  const apt = (args) =>
    run(prefix[0] ?? 'apt-get', prefix.length ? [...prefix.slice(1), 'apt-get', ...args] : args, {
      DEBIAN_FRONTEND: 'noninteractive',
    });
  if (apt(['update']) !== 0) return 1;
  if (apt(['install', '-y', 'chromium']) !== 0) return 1;
  return existsSync(CHROMIUM) ? 0 : 1;
}

const engineOnly = process.argv.includes('--engine-only');

const allSteps = [
  // 'engine': the step's outcome can depend on the database engine (or the e2e step needs it).
  ['Chromium for end-to-end tests', ensureChromium, 'engine'],
  [
    'Typecheck (every package)',
    () => run('npx', ['lerna', 'run', 'typecheck', '--concurrency', '2', '--loglevel', 'warn']),
  ],
  ['Lint', () => run('npx', ['eslint', '.', '--max-warnings', '0'])],
  // The structural lint rules still fire: each one fails on a planted violation.
  ['Lint rules (node --test scripts/lint/)', () => run('node', ['--test', 'scripts/lint/'])],
  [
    'Format (prettier --check)',
    () => run('npx', ['prettier', '--check', '--log-level', 'warn', '.']),
  ],
  // The OpenAPI document does not depend on the engine (it is built on an in-memory PGlite
  // whatever DATABASE_URL says), so CI's PostgreSQL pass (--engine-only) leaves this out.
  [
    'Generated API types current (npm run api:types -- --check)',
    () => run('npm', ['run', '--silent', 'api:types', '--', '--check']),
  ],
  // Generated remotes.d.ts current, and every remote (and its newest kept release) fits the
  // shell built now: shared-ui range, routes to exposed pages. Reads sources, builds nothing.
  [
    'Remote contracts (npm run remotes:contract -- --check)',
    () => run('npm', ['run', '--silent', 'remotes:contract', '--', '--check']),
  ],
  ['Unit tests (jest, all frontends)', () => run('npx', ['jest', '--ci'])],
  ['API tests over HTTP', () => run('npm', ['test', '-w', 'api']), 'engine'],
  [
    'End-to-end journeys (Playwright + Chromium)',
    () => run('npm', ['test', '-w', 'e2e']),
    'engine',
  ],
  // The end-to-end step has built the product: each built remote must fit the built shell
  // (shared singletons' ranges, entry, declared routes), as a switch to it would check.
  [
    'Built remotes fit the built shell (npm run remotes:contract -- --check --built)',
    () => run('npm', ['run', '--silent', 'remotes:contract', '--', '--check', '--built']),
  ],
];
const steps = allSteps.filter(([, , kind]) => !engineOnly || kind === 'engine');

const engine = process.env.DATABASE_URL
  ? `PostgreSQL (${process.env.DATABASE_URL})`
  : 'embedded PGlite';
console.log(
  `Peworld test suite — database engine: ${engine}${engineOnly ? ' (engine-dependent steps only)' : ''}`,
);
const results = [];
for (const [name, step] of steps) {
  console.log(`\n━━━ ${name} ━━━`);
  const started = Date.now();
  const status = step();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  results.push({ name, ok: status === 0, seconds });
  if (status !== 0) break;
}

console.log('\n━━━ Summary ━━━');
for (const { name, ok, seconds } of results)
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${name} (${seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
const skipped = steps.length - results.length;
if (skipped) console.log(`${skipped} step(s) not run after the failure`);
console.log(`${results.length - failed} passed, ${failed + skipped} failed`);
process.exit(failed + skipped === 0 ? 0 : 1);
