// Before issue 30, `npm run remotes -- use` wrote DATA_DIR/remotes-override.json and only the
// instance owning that folder saw it. At start an instance moves such a file into the shared
// pointers (a remote ops have set since is left alone) and renames it, so an upgrade keeps
// serving what ops chose.
import { rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import type { Db } from '../db/db.js';
import { readRemoteOverrides, overrideFilePath } from '../frontends/remote-overrides.js';
import { findRemoteApp } from '../frontends/remote-apps.js';
import { changePointer, readPointers } from './pointer-store.js';

export async function importOverrideFile(
  db: Db,
  dataDir: string,
  onProblem: (message: string) => void,
): Promise<string[]> {
  const file = overrideFilePath(dataDir);
  if (!existsSync(file)) return [];
  const overrides = await readRemoteOverrides(dataDir, onProblem);
  const current = new Map((await readPointers(db)).map((row) => [row.remote, row]));
  const imported: string[] = [];
  for (const [folder, override] of Object.entries(overrides)) {
    if (!findRemoteApp(folder) || current.get(folder)?.stable) continue;
    const target = 'url' in override ? override.url : override.version;
    await changePointer(db, {
      remote: folder,
      command: { action: 'use', target },
      fallback: null,
      actor: 'import',
      note: `moved from ${file}`,
    });
    imported.push(folder);
  }
  await rename(file, `${file}.imported-${Date.now()}`);
  return imported;
}
