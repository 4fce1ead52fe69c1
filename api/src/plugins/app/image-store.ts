// Uploaded images: type checked by content (magic bytes), at most 2 MB, re-encoded by sharp
// (EXIF rotation applied, all metadata dropped, fit within 1200 px, WebP), stored under a
// random name in DATA_DIR/uploads/images and served at /uploads/images/{name}.
import fp from 'fastify-plugin';
import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../external/multipart.js';

export const MAX_IMAGE_SIDE = 1200;
export const IMAGE_TYPE_MESSAGE = 'Only JPEG, PNG or WebP images are allowed';
export const IMAGE_SIZE_MESSAGE = 'Image must be at most 2 MB';
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,200}$/;

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
  /** Checks, re-encodes and saves one image; returns its new file name. */
  save(buffer: Buffer): Promise<string>;
  /**
   * The one image of a multipart field, saved: undefined when the field holds no file (absent
   * or empty text); 400 when it holds several; 415 when it holds text.
   */
  saveFromField(value: unknown, field: string): Promise<string | undefined>;
  /** Saves several; if one fails, the ones already written are removed. */
  saveAll(buffers: Buffer[]): Promise<string[]>;
  /**
   * Saves `buffer`, then runs `commit(newName)` (update the row). Only when commit succeeds is
   * `oldName` deleted; when it fails the new file is deleted and the error rethrown.
   */
  replace<T>(
    oldName: string | null,
    buffer: Buffer,
    commit: (newName: string) => Promise<T>,
  ): Promise<T>;
  /** Deletes files (rollback or cleanup); missing files and unsafe names are ignored. */
  remove(
    names: string | null | undefined | ReadonlyArray<string | null | undefined>,
  ): Promise<void>;
  /** Absolute path of a stored file. */
  pathOf(name: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    images: ImageStore;
  }
}

export default fp(
  async (fastify) => {
    const dir = fastify.config.imagesDir;
    await mkdir(dir, { recursive: true });
    const { httpErrors } = fastify;

    const pathOf = (name: string) => path.join(dir, path.basename(name));

    const store: ImageStore = {
      filesOf(value) {
        if (value === undefined || value === null) return [];
        const items = Array.isArray(value) ? value : [value];
        const files = items.filter((item): item is Buffer => Buffer.isBuffer(item));
        if (files.length !== items.length) {
          // An empty text field (a form that left the file input empty) means "no file".
          if (items.every((item) => item === '' || Buffer.isBuffer(item))) return files;
          throw httpErrors.unsupportedMediaType(IMAGE_TYPE_MESSAGE);
        }
        return files;
      },

      async save(buffer) {
        if (buffer.length > MAX_IMAGE_BYTES) throw httpErrors.payloadTooLarge(IMAGE_SIZE_MESSAGE);
        if (!sniffImage(buffer)) throw httpErrors.unsupportedMediaType(IMAGE_TYPE_MESSAGE);
        let output: Buffer;
        try {
          output = await sharp(buffer, { limitInputPixels: 50_000_000, failOn: 'error' })
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
          throw httpErrors.unsupportedMediaType(IMAGE_TYPE_MESSAGE);
        }
        const name = `${randomBytes(16).toString('hex')}.webp`;
        const temporary = path.join(dir, `.${name}.tmp`);
        await writeFile(temporary, output);
        await rename(temporary, path.join(dir, name));
        return name;
      },

      async saveFromField(value, field) {
        const files = store.filesOf(value);
        if (files.length === 0) return undefined;
        if (files.length > 1) throw httpErrors.badRequest(`${field} takes one image`);
        return store.save(files[0]!);
      },

      async saveAll(buffers) {
        const saved: string[] = [];
        try {
          for (const buffer of buffers) saved.push(await store.save(buffer));
          return saved;
        } catch (error) {
          await store.remove(saved);
          throw error;
        }
      },

      async replace(oldName, buffer, commit) {
        const newName = await store.save(buffer);
        let result;
        try {
          result = await commit(newName);
        } catch (error) {
          await store.remove([newName]);
          throw error;
        }
        if (oldName && oldName !== newName) await store.remove([oldName]);
        return result;
      },

      async remove(names) {
        const list = typeof names === 'string' || names == null ? [names] : names;
        await Promise.all(
          list
            .filter((name): name is string => typeof name === 'string' && SAFE_NAME.test(name))
            .map((name) =>
              rm(pathOf(name), { force: true }).catch((error: unknown) =>
                fastify.log.warn({ err: error, name }, 'could not remove image'),
              ),
            ),
        );
      },

      pathOf,
    };

    fastify.decorate('images', store);
  },
  { name: 'image-store', dependencies: ['env', 'sensible'] },
);
