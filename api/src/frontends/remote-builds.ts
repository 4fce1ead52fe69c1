import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { VERSION_PATTERN } from './remote-apps.js';

async function isDirectory(dir: string): Promise<boolean> {
  try {
    return (await stat(dir)).isDirectory();
  } catch {
    return false;
  }
}

/** The version the current `<folder>/dist` was built as (from its mf-manifest.json). */
export async function distVersion(frontendsDir: string, folder: string): Promise<string | null> {
  try {
    const manifest = JSON.parse(
      await readFile(path.join(frontendsDir, folder, 'dist', 'mf-manifest.json'), 'utf8'),
    ) as {
      metaData?: { buildInfo?: { buildVersion?: unknown } };
    };
    const version = manifest.metaData?.buildInfo?.buildVersion;
    return typeof version === 'string' && VERSION_PATTERN.test(version) ? version : null;
  } catch {
    return null;
  }
}

/**
 * Folder holding build `version` of a remote: its current dist when that is the version
 * asked for, else a kept release (releases/<folder>/<version>/), else null.
 */
export async function buildDirFor(
  frontendsDir: string,
  folder: string,
  version: string,
): Promise<string | null> {
  if (!VERSION_PATTERN.test(version)) return null;
  if ((await distVersion(frontendsDir, folder)) === version)
    return path.join(frontendsDir, folder, 'dist');
  const release = path.join(frontendsDir, 'releases', folder, version);
  return (await isDirectory(release)) ? release : null;
}

/** Every version of a remote this server can serve: its current dist and each kept release. */
export async function availableVersions(
  frontendsDir: string,
  folder: string,
): Promise<{ dist: string | null; releases: string[] }> {
  const dist = await distVersion(frontendsDir, folder);
  let releases: string[] = [];
  try {
    const entries = await readdir(path.join(frontendsDir, 'releases', folder), {
      withFileTypes: true,
    });
    releases = entries
      .filter((e) => e.isDirectory() && VERSION_PATTERN.test(e.name))
      .map((e) => e.name);
  } catch {
    releases = [];
  }
  releases.sort((a, b) => a.localeCompare(b, undefined, { numeric: true }));
  return { dist, releases };
}
