// Where the bytes of uploaded images live. The default (and only built-in) storage is a
// PostgreSQL table, so that every API instance serves every image and an image is written in
// the same transaction as the row that references it: a failed write leaves nothing behind.
// Another backend (an object store) would implement the same three calls; its put/delete would
// then run after commit instead of inside it.
import { createHash } from 'node:crypto';
import type { Db } from '../../db/db.js';

/** An image already checked and re-encoded, not yet stored. */
export interface EncodedImage {
  name: string;
  contentType: string;
  bytes: Buffer;
}

export interface StoredImage {
  contentType: string;
  bytes: Buffer;
  /** Strong validator, quoted as sent in the ETag header. */
  etag: string;
}

export interface ImageStorage {
  /** Stores images as part of the caller's transaction `tx`. */
  put(tx: Db, images: readonly EncodedImage[]): Promise<void>;
  /** Deletes images as part of the caller's transaction `tx`; unknown names are ignored. */
  delete(tx: Db, names: readonly string[]): Promise<void>;
  get(name: string): Promise<StoredImage | null>;
}

/** The ETag of some bytes: names are never reused, but a hash keeps it honest for any backend. */
export function etagOf(bytes: Buffer): string {
  return `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
}

/** bytea comes back as a Buffer from pg and as a Uint8Array from PGlite. */
function toBuffer(value: Uint8Array): Buffer {
  return Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.length);
}

export function postgresImageStorage(db: Db): ImageStorage {
  return {
    async put(tx, images) {
      for (const image of images) {
        await tx.query(
          'INSERT INTO stored_images (name, content_type, etag, bytes) VALUES ($1, $2, $3, $4)',
          [image.name, image.contentType, etagOf(image.bytes), image.bytes],
        );
      }
    },
    async delete(tx, names) {
      if (names.length === 0) return;
      await tx.query('DELETE FROM stored_images WHERE name = ANY($1::text[])', [[...names]]);
    },
    async get(name) {
      const { rows } = await db.query<{ content_type: string; etag: string; bytes: Uint8Array }>(
        'SELECT content_type, etag, bytes FROM stored_images WHERE name = $1',
        [name],
        'stored-image-by-name',
      );
      const row = rows[0];
      return row
        ? { contentType: row.content_type, etag: row.etag, bytes: toBuffer(row.bytes) }
        : null;
    },
  };
}
