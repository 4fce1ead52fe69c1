#!/usr/bin/env node
// `npm run remotes -- <command>`: which build of each remote the running product serves.
//   list                          every remote: what /remotes.json gives now and what is kept
//   use <folder> <version>        serve a kept release (or the current build) of a remote
//   use <folder> <manifest-url>   serve a remote from anywhere (CDN, another host)
//   reset <folder>                back to the default (REMOTE_<FOLDER>_URL, else the local build)
// It writes DATA_DIR/remotes-override.json; the next page load uses it: no restart, no rebuild.
import { register } from 'tsx/esm/api';
import { parseArgs } from 'node:util';
import { dataDir, findRemoteApp, REMOTE_APPS, ROOT } from './lib/workspace.mjs';

// The override file format and precedence live in the API, which reads them: use its code.
register();
const { writeRemoteOverride, isManifestUrl, overrideFilePath } =
  await import('../api/src/frontends/remote-overrides.ts');
const { availableVersions } = await import('../api/src/frontends/remote-builds.ts');
const { buildRemotesManifest } = await import('../api/src/frontends/remotes-manifest.ts');
const { remoteUrlsFromEnv, VERSION_PATTERN } = await import('../api/src/frontends/remote-apps.ts');

const USAGE = `Usage:
  npm run remotes -- list
  npm run remotes -- use <folder> <version | manifest-url> [--force]
  npm run remotes -- reset <folder>
Folders: ${REMOTE_APPS.map((app) => app.folder).join(', ')}`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { force: { type: 'boolean', default: false } },
});
const [command, folder, target] = positionals;
const data = dataDir();

function fail(message) {
  console.error(message);
  process.exit(2);
}

function requireApp(name) {
  const app = name ? findRemoteApp(name) : undefined;
  if (!app) fail(`${name ? `Unknown remote "${name}". ` : ''}${USAGE}`);
  return app;
}

async function list() {
  const current = await buildRemotesManifest({
    frontendsDir: ROOT,
    dataDir: data,
    remoteUrls: remoteUrlsFromEnv(process.env),
  });
  for (const app of REMOTE_APPS) {
    const { dist, releases } = await availableVersions(ROOT, app.folder);
    console.log(`${app.folder} (${app.name})`);
    console.log(`  served:   ${current[app.name] ?? '(none: its pages show as unavailable)'}`);
    console.log(`  build:    ${dist ?? '(not built)'}`);
    console.log(`  releases: ${releases.length ? releases.join(', ') : '(none)'}`);
  }
  console.log(`\nOverrides: ${overrideFilePath(data)}`);
}

async function use(app, value) {
  if (!value) fail(USAGE);
  if (VERSION_PATTERN.test(value)) {
    const { dist, releases } = await availableVersions(ROOT, app.folder);
    if (value !== dist && !releases.includes(value) && !values.force) {
      fail(
        `${app.folder} ${value} is not built here (build: ${dist ?? 'none'}; releases: ${releases.join(', ') || 'none'}).\n` +
          `Release it first (npm run release -w ${app.folder} -- --version ${value}) or pass --force.`,
      );
    }
    await writeRemoteOverride(data, app.folder, { version: value });
    console.log(`${app.name} now serves version ${value} (from the next page load).`);
    return;
  }
  if (!isManifestUrl(value))
    fail(
      `"${value}" is neither a version (x.y.z) nor a manifest URL (https://…/mf-manifest.json).`,
    );
  await writeRemoteOverride(data, app.folder, { url: value });
  console.log(`${app.name} now loads from ${value} (from the next page load).`);
}

switch (command) {
  case 'list':
    await list();
    break;
  case 'use':
    await use(requireApp(folder), target);
    break;
  case 'reset':
    await writeRemoteOverride(data, requireApp(folder).folder, null);
    console.log(`${folder} is back to its default build.`);
    break;
  default:
    fail(USAGE);
}
