// Runs the API tests with node:test (TypeScript through tsx), two files at a time (2 cores).
// Usage: npm test -w api [-- <file or folder filter>...]
// DATABASE_URL set = every test file gets its own database on that PostgreSQL server.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const testDir = path.join(root, 'test');

function collect(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return collect(full);
    return name.endsWith('.test.ts') ? [full] : [];
  });
}

const filters = process.argv.slice(2);
const files = collect(testDir)
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();
if (files.length === 0) {
  console.error(`No test files match ${filters.join(' ')}`);
  process.exit(1);
}

const concurrency = process.env.TEST_CONCURRENCY ?? '2';
const started = Date.now();
const child = spawn(
  process.execPath,
  [
    '--import',
    'tsx',
    '--test',
    `--test-concurrency=${concurrency}`,
    '--test-reporter=spec',
    ...files,
  ],
  {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'test', FASTIFY_AUTOLOAD_TYPESCRIPT: '1' },
  },
);
child.on('exit', (code, signal) => {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  console.log(
    `\n${files.length} test files on ${engine} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  process.exit(code ?? (signal ? 1 : 0));
});
