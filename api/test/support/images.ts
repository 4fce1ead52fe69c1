// Real image files for upload tests, made with sharp.
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

export function png(width = 20, height = 10): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#5E50A1' } })
    .png()
    .toBuffer();
}

export function webp(width = 20, height = 10): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#FBB017' } })
    .webp()
    .toBuffer();
}

/** A JPEG whose EXIF says "rotate 90°" and carries a camera-like comment. */
export function jpegWithExif(width = 40, height = 20): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#F6F7F8' } })
    .jpeg()
    .withMetadata({
      orientation: 6,
      exif: { IFD0: { Copyright: 'secret-location-data', Make: 'TestCam' } },
    })
    .toBuffer();
}

/** Bigger than 2 MB, starting with PNG magic bytes. */
export function oversized(): Buffer {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(2 * 1024 * 1024 + 100),
  ]);
}

export const HTML_AS_PNG = Buffer.from(
  '<!doctype html><html><body><script>alert(1)</script></body></html>',
);

export function fileForm(
  fields: Record<string, string>,
  files: Record<string, Array<{ data: Buffer; name: string; type: string }>>,
): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const [key, list] of Object.entries(files)) {
    for (const file of list)
      form.append(key, new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  }
  return form;
}
