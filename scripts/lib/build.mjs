// Production builds of the frontends, and the stamps that say whether a build is current.
import { createHash } from 'node:crypto';
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';
import { exitOf, spawnPrefixed } from './processes.mjs';
import { ROOT, WEBPACK_CLI } from './workspace.mjs';

const STAMP_DIR = join(ROOT, 'node_modules', '.cache', 'peworld-builds');
const SKIP_DIRS = new Set(['node_modules', 'dist', 'coverage', '.cache']);
const TEST_FILE = /\.test\.(t|j)sx?$/;

function* filesUnder(dir) {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
    a.name.localeCompare(b.name),
  )) {
    if (entry.name.startsWith('.') || SKIP_DIRS.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (!TEST_FILE.test(entry.name)) yield path;
  }
}

/** The remote sources whose pages the shell's build renders to HTML. */
function prerenderedRemoteInputs() {
  const remote = join(ROOT, 'auth-remote');
  return [
    ...filesUnder(join(remote, 'src')),
    join(remote, 'module-federation.config.ts'),
    join(remote, 'routes.ts'),
    join(remote, 'package.json'),
  ];
}

/** Everything a frontend's production build depends on (tests excluded). */
function buildInputs(folder) {
  const app = join(ROOT, folder);
  return [
    ...filesUnder(join(app, 'src')),
    ...readdirSync(app)
      .filter((name) =>
        /^(package\.json|tsconfig\.json|.*\.config\.ts|dev-remotes\.ts|routes\.ts)$/.test(name),
      )
      .map((name) => join(app, name)),
    // The shell pre-renders auth-remote's login pages into its own build (issue 12).
    ...(folder === 'shell' ? prerenderedRemoteInputs() : []),
    ...filesUnder(join(ROOT, 'shared-ui', 'src')),
    ...filesUnder(join(ROOT, 'shared-ui', 'federation')),
    join(ROOT, 'shared-ui', 'package.json'),
    join(ROOT, 'package-lock.json'),
  ].filter((file) => existsSync(file) && statSync(file).isFile());
}

/** A hash of the build inputs and the release version: equal hashes, equal builds. */
export function buildStamp(folder, env = process.env) {
  const hash = createHash('sha256');
  hash.update(`version=${env.RELEASE_VERSION ?? ''}\n`);
  for (const file of buildInputs(folder)) {
    hash.update(relative(ROOT, file));
    hash.update('\0');
    hash.update(readFileSync(file));
    hash.update('\0');
  }
  return hash.digest('hex');
}

const stampFile = (folder) => join(STAMP_DIR, `${folder}.stamp`);

/** Missing dist, no stamp or a different one: the sources, shared-ui or config changed. */
export function isBuildStale(folder) {
  const dist = join(ROOT, folder, 'dist');
  if (!existsSync(join(dist, 'index.html'))) return true;
  if (!existsSync(stampFile(folder))) return true;
  return readFileSync(stampFile(folder), 'utf8').trim() !== buildStamp(folder);
}

export function writeBuildStamp(folder, stamp) {
  mkdirSync(STAMP_DIR, { recursive: true });
  writeFileSync(stampFile(folder), `${stamp}\n`);
}

/**
 * Production build of one frontend (webpack through tsx, so configs stay TypeScript), with
 * progress lines prefixed by the folder name. `outputPath` redirects it (releases).
 */
export async function buildFrontend(folder, { outputPath, env = {} } = {}) {
  const args = ['--import', 'tsx', WEBPACK_CLI, '--mode', 'production'];
  if (outputPath) args.push('--output-path', outputPath);
  const child = spawnPrefixed(folder, process.execPath, args, {
    cwd: join(ROOT, folder),
    env: { ...process.env, PEWORLD_BUILD_PROGRESS: '1', ...env },
  });
  const code = await exitOf(child);
  if (code !== 0) throw new Error(`the ${folder} build failed (exit code ${code})`);
}

/** Runs `tasks` (functions returning promises) with at most `limit` at a time. */
export async function runLimited(tasks, limit) {
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      results[index] = await tasks[index]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, tasks.length) }, worker));
  return results;
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Runs `task` while holding the build lock, so two `npm start`s (a terminal and the e2e
 * web server, say) never write the same dist/ at once. A lock left by a dead process is taken over.
 */
export async function withBuildLock(task, { onWait = () => undefined } = {}) {
  const lock = join(STAMP_DIR, 'build.lock');
  mkdirSync(STAMP_DIR, { recursive: true });
  let announced = false;
  for (;;) {
    try {
      mkdirSync(lock);
      writeFileSync(join(lock, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = NaN;
      try {
        owner = Number(readFileSync(join(lock, 'pid'), 'utf8'));
      } catch {
        // being created or removed right now
      }
      if (Number.isInteger(owner) && owner > 0 && !isAlive(owner)) {
        rmSync(lock, { recursive: true, force: true });
        continue;
      }
      if (!announced) {
        onWait(owner);
        announced = true;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
  }
  try {
    return await task();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}
