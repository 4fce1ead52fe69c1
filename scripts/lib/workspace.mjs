// Where things are in the repository, for the scripts in scripts/.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const require = createRequire(import.meta.url);

/** Shared with the shell's dev server and the API (src/frontends/remote-apps.ts mirrors it). */
export const { REMOTE_APPS, SHELL_DEV_PORT, API_DEV_PORT, findRemoteApp } = require(
  join(ROOT, 'shared-ui', 'federation', 'remote-apps.cjs'),
);

/** Every frontend, the host first. */
export const FRONTEND_FOLDERS = ['shell', ...REMOTE_APPS.map((app) => app.folder)];

export const WEBPACK_CLI = require.resolve('webpack-cli/bin/cli.js', { paths: [ROOT] });
export const TSX_CLI = require.resolve('tsx/cli', { paths: [ROOT] });

/** The API's default data folder (api/src/config.ts): DATA_DIR or <repo>/.data. */
export function dataDir(env = process.env) {
  return resolve(env.DATA_DIR || join(ROOT, '.data'));
}

export function readJson(file) {
  return JSON.parse(readFileSync(file, 'utf8'));
}
