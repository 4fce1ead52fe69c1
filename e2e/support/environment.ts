// One product instance per `npx playwright test`, shared by every spec: its port and data
// folder are chosen once, in the runner process, and inherited by the workers through env.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '..', '..');
export const CHROMIUM = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Limits high enough for many logins from one address in a few minutes. */
export const E2E_RATE_LIMITS = {
  RATE_LIMIT_GLOBAL_MAX: '100000',
  RATE_LIMIT_AUTH_IP_MAX: '10000',
  RATE_LIMIT_AUTH_ACCOUNT_MAX: '1000',
  RATE_LIMIT_PROFILE_WRITES_MAX: '1000',
};

/** A port in 20000-29999 (the team's range for ad-hoc servers), fixed for this run. */
export function e2ePort(): number {
  process.env.E2E_PORT ??= String(20000 + Math.floor(Math.random() * 10000));
  return Number(process.env.E2E_PORT);
}

/** A fresh data folder (database, uploads, remote overrides) for this run. */
export function e2eDataDir(): string {
  process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'peworld-e2e-'));
  return process.env.E2E_DATA_DIR;
}
