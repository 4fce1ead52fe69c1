#!/usr/bin/env node
// `npm run release -w <remote> [-- --version x.y.z]`: a production build of one remote into
// releases/<folder>/<version>/, kept next to the others so ops can switch between them with
// `npm run remotes -- use <folder> <version>` (no shell rebuild, no restart).
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildFrontend } from './lib/build.mjs';
import { findRemoteApp, readJson, REMOTE_APPS, ROOT } from './lib/workspace.mjs';

const VERSION = /^\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { version: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const [folder] = positionals;
const app = folder ? findRemoteApp(folder) : undefined;
if (!app) {
  console.error(
    `Usage: node scripts/release.mjs <${REMOTE_APPS.map((a) => a.folder).join('|')}> [--version x.y.z] [--force]`,
  );
  process.exit(2);
}

const version =
  values.version ||
  process.env.RELEASE_VERSION ||
  readJson(join(ROOT, folder, 'package.json')).version;
if (!VERSION.test(version)) {
  console.error(`"${version}" is not a release version (x.y.z).`);
  process.exit(2);
}

const target = join(ROOT, 'releases', folder, version);
if (existsSync(target)) {
  if (!values.force) {
    console.error(
      `${folder} ${version} is already released (${target}); releases are kept as built. Use --force to rebuild it.`,
    );
    process.exit(1);
  }
  rmSync(target, { recursive: true, force: true });
}

console.log(`Releasing ${app.name} ${version} into releases/${folder}/${version}/ …`);
try {
  await buildFrontend(folder, { outputPath: target, env: { RELEASE_VERSION: version } });
} catch (error) {
  rmSync(target, { recursive: true, force: true });
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
console.log(
  `\nReleased ${app.name} ${version}. Serve it with:\n  npm run remotes -- use ${folder} ${version}\n`,
);
