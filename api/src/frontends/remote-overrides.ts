import { readFile, rename, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { REMOTES_OVERRIDE_FILE, VERSION_PATTERN } from './remote-apps.js';

// The file ops edit with `npm run remotes` (scripts/remotes.mjs) and the server reads on every
// page load: { "<folder>": { "version": "1.1.0" } | { "url": "https://…/mf-manifest.json" } }.

/** One remote pinned by ops: a kept release of ours, or any manifest URL (CDN, other host). */
export type RemoteOverride = { version: string } | { url: string };

export function isManifestUrl(value: string): boolean {
  return /^https?:\/\/\S+$/.test(value) || /^\/\S*$/.test(value);
}

export function parseOverride(value: unknown): RemoteOverride | null {
  if (typeof value !== 'object' || value === null) return null;
  const { version, url } = value as { version?: unknown; url?: unknown };
  if (typeof url === 'string' && isManifestUrl(url)) return { url };
  if (typeof version === 'string' && VERSION_PATTERN.test(version)) return { version };
  return null;
}

export function overrideFilePath(dataDir: string): string {
  return path.join(dataDir, REMOTES_OVERRIDE_FILE);
}

/** The override file; missing means none, unreadable entries are skipped (and reported). */
export async function readRemoteOverrides(
  dataDir: string,
  onProblem: (message: string) => void = () => undefined,
): Promise<Record<string, RemoteOverride>> {
  let raw: string;
  try {
    raw = await readFile(overrideFilePath(dataDir), 'utf8');
  } catch {
    return {};
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    onProblem(`${REMOTES_OVERRIDE_FILE} is not valid JSON; using the default remotes`);
    return {};
  }
  const overrides: Record<string, RemoteOverride> = {};
  if (typeof data !== 'object' || data === null) return overrides;
  for (const [folder, value] of Object.entries(data)) {
    const override = parseOverride(value);
    if (override) overrides[folder] = override;
    else onProblem(`${REMOTES_OVERRIDE_FILE}: ignoring the entry for "${folder}"`);
  }
  return overrides;
}

/** Sets (or with null removes) one remote's override. Atomic: a reader never sees half a file. */
export async function writeRemoteOverride(
  dataDir: string,
  folder: string,
  override: RemoteOverride | null,
) {
  const overrides = await readRemoteOverrides(dataDir);
  if (override) overrides[folder] = override;
  else delete overrides[folder];
  await mkdir(dataDir, { recursive: true });
  const file = overrideFilePath(dataDir);
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(overrides, null, 2)}\n`);
  await rename(temporary, file);
  return overrides;
}
