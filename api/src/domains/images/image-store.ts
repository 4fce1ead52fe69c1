// Uploaded images: type checked by content (magic bytes), at most 2 MB, re-encoded by sharp
// (EXIF rotation applied, all metadata dropped, fit within 1200 px, WebP) under a random name,
// then stored by the image storage (src/domains/images/image-storage.ts: PostgreSQL by default) inside
// the transaction that writes the row referencing it, and served at /uploads/images/{name}
// (plugins/external/uploads.ts). Encoding (CPU) happens before the transaction opens.
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../../db/db.js';
import {
  postgresImageStorage,
  type EncodedImage,
  type ImageStorage,
  type StoredImage,
} from './image-storage.js';
import { importImagesFromDisk } from './import-from-disk.js';
import { MAX_IMAGE_BYTES } from '../../plugins/external/multipart.js';
import { DomainError } from '../domain-error.js';

export type { EncodedImage } from './image-storage.js';

export const MAX_IMAGE_SIDE = 1200;
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images are allowed';
export const IMAGE_SIZE_MESSAGE = 'Image must be at most 2 MB';
export const SAFE_IMAGE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** What the first bytes say the file is; null when it is none of the three. */
export function sniffImage(buffer: Buffer): ImageKind | null {
  if (buffer.length >= 3 && buffer[0] === 0xff && buffer[1] === 0xd8 && buffer[2] === 0xff)
    return 'jpeg';
  if (
    buffer.length >= 8 &&
    buffer.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    buffer.length >= 12 &&
    buffer.toString('latin1', 0, 4) === 'RIFF' &&
    buffer.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  return null;
}

export interface ImageStore {
  /**
   * The files of a multipart field: [] when absent, the Buffers otherwise. A text value in a
   * file field is refused (415) because it is not an image.
   */
  filesOf(value: unknown): Buffer[];
  /** Checks and re-encodes one image (413/415 when it is not a usable image); stores nothing. */
  encode(buffer: Buffer): Promise<EncodedImage>;
  /**
   * The one image of a multipart field, encoded: undefined when the field holds no file (absent
   * or empty text); 400 when it holds several; 415 when it holds text.
   */
  encodeFromField(value: unknown, field: string): Promise<EncodedImage | undefined>;
  /** Encodes several, one after the other (CPU-bound). */
  encodeAll(buffers: readonly Buffer[]): Promise<EncodedImage[]>;
  /** Stores encoded images inside the caller's transaction. */
  put(tx: Db, images: readonly EncodedImage[]): Promise<void>;
  /** Deletes images inside the caller's transaction; empty and unsafe names are ignored. */
  remove(tx: Db, names: ReadonlyArray<string | null | undefined>): Promise<void>;
  /** A stored image, or null. */
  read(name: string): Promise<StoredImage | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export default fp(
  async (fastify) => {
    const storage: ImageStorage = postgresImageStorage(fastify.db);

    // Images an older version kept in DATA_DIR/uploads/images are copied in once (as soon as
    // the database is there: the API may start before it).
    await fastify.database.afterConnect(async () => {
      const imported = await importImagesFromDisk(fastify.db, fastify.config.imagesDir);
      if (imported.copied > 0 || imported.skipped > 0)
        fastify.log.info(
          { ...imported, from: fastify.config.imagesDir },
          'images moved to database',
        );
    });

    const store: ImageStore = {
      filesOf(value) {
        if (value === undefined || value === null) return [];
        const items = Array.isArray(value) ? value : [value];
        const files = items.filter((item): item is Buffer => Buffer.isBuffer(item));
        if (files.length !== items.length) {
          // An empty text field (a form that left the file input empty) means "no file".
          if (items.every((item) => item === '' || Buffer.isBuffer(item))) return files;
          throw new DomainError('unsupported_type', IMAGE_TYPE_MESSAGE);
        }
        return files;
      },

      async encode(buffer) {
        if (buffer.length > MAX_IMAGE_BYTES) throw new DomainError('too_large', IMAGE_SIZE_MESSAGE);
        if (!sniffImage(buffer)) throw new DomainError('unsupported_type', IMAGE_TYPE_MESSAGE);
        let bytes: Buffer;
        try {
          bytes = await sharp(buffer, { limitInputPixels: 50_000_000, failOn: 'error' })
            .rotate()
            .resize({
              width: MAX_IMAGE_SIDE,
              height: MAX_IMAGE_SIDE,
              fit: 'inside',
              withoutEnlargement: true,
            })
            .webp({ quality: 82 })
            .toBuffer();
        } catch {
          // Right magic bytes but not a decodable picture.
          throw new DomainError('unsupported_type', IMAGE_TYPE_MESSAGE);
        }
        return {
          name: `${randomBytes(16).toString('hex')}.webp`,
          contentType: 'image/webp',
          bytes,
        };
      },

      async encodeFromField(value, field) {
        const files = store.filesOf(value);
        if (files.length === 0) return undefined;
        if (files.length > 1) throw new DomainError('invalid', `${field} takes one image`);
        return store.encode(files[0]!);
      },

      async encodeAll(buffers) {
        const encoded: EncodedImage[] = [];
        for (const buffer of buffers) encoded.push(await store.encode(buffer));
        return encoded;
      },

      put: (tx, images) => storage.put(tx, images),

      remove(tx, names) {
        const safe = names.filter(
          (name): name is string => typeof name === 'string' && SAFE_IMAGE_NAME.test(name),
        );
        return storage.delete(tx, safe);
      },

      read: (name) => (SAFE_IMAGE_NAME.test(name) ? storage.get(name) : Promise.resolve(null)),
    };

    fastify.decorate('images', store);
  },
  { name: 'image-store', dependencies: ['env', 'sensible', 'db'] },
);
