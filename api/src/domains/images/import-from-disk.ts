// One-time move of the images earlier versions kept on the instance's disk
// (DATA_DIR/uploads/images) into the database. Every instance imports its own folder at start
// (names are random, so instances never collide; ON CONFLICT makes a rerun harmless), then
// renames the folder so the next start does not read it again.
import { readdir, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/db.js';
import { etagOf } from './image-storage.js';

const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;
const TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
};

export interface ImportResult {
  /** Files now in the database. */
  copied: number;
  /** Files left alone (not an image name we ever wrote). */
  skipped: number;
}

export const IMPORTED_SUFFIX = '.moved-to-database';

export async function importImagesFromDisk(db: Db, dir: string): Promise<ImportResult> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return { copied: 0, skipped: 0 };
  }
  let copied = 0;
  let skipped = 0;
  for (const name of names) {
    const type = TYPES[path.extname(name).toLowerCase()];
    if (!SAFE_NAME.test(name) || !type) {
      skipped += 1;
      continue;
    }
    const bytes = await readFile(path.join(dir, name));
    await db.query(
      `INSERT INTO stored_images (name, content_type, etag, bytes) VALUES ($1, $2, $3, $4)
       ON CONFLICT (name) DO NOTHING`,
      [name, type, etagOf(bytes), bytes],
    );
    copied += 1;
  }
  if (names.length > 0) await rename(dir, `${dir}${IMPORTED_SUFFIX}-${Date.now()}`);
  return { copied, skipped };
}
