import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** `main.1a2b3c4d5e.js`: webpack's content hash in the name, so the file never changes. */
export function isHashedAsset(file: string): boolean {
  return /\.[0-9a-f]{8,}\.[a-z0-9]+$/i.test(path.basename(file));
}

/**
 * Resolves `relative` (an already decoded URL path) inside `root`, or null when it would
 * leave it (../, absolute paths) or carries a NUL byte.
 */
export function resolveInside(root: string, relative: string): string | null {
  if (relative.includes('\0')) return null;
  const base = path.resolve(root);
  const file = path.resolve(base, `.${path.sep}${relative}`);
  return file.startsWith(base + path.sep) ? file : null;
}

async function fileInfo(file: string) {
  try {
    const info = await stat(file);
    return info.isFile() ? info : null;
  } catch {
    return null;
  }
}

/** The precompressed sibling the client accepts (the build writes .br and .gz), if any. */
async function pickEncoding(request: FastifyRequest, file: string) {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (!new RegExp(`\\b${encoding}\\b`).test(accepted)) continue;
    const info = await fileInfo(file + suffix);
    if (info) return { encoding, file: file + suffix, info };
  }
  return null;
}

/**
 * Sends one file of a build folder whose location is only known per request (remote versions
 * appear and go while the server runs, so they cannot be registered up front). Returns false
 * when there is no such file, so the caller can answer 404.
 */
export async function sendBuildFile(
  request: FastifyRequest,
  reply: FastifyReply,
  root: string,
  relative: string,
  headers: Record<string, string>,
): Promise<boolean> {
  const file = resolveInside(root, relative);
  if (!file) return false;
  const original = await fileInfo(file);
  if (!original) return false;
  const compressed = await pickEncoding(request, file);
  const info = compressed?.info ?? original;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${compressed ? `-${compressed.encoding}` : ''}"`;
  reply.headers({
    ...headers,
    'content-type': CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    'last-modified': info.mtime.toUTCString(),
    // A page chosen by language varies on more than the encoding (serve-frontends).
    vary: headers.vary ? `${headers.vary}, accept-encoding` : 'accept-encoding',
    etag,
  });
  if (request.headers['if-none-match'] === etag) {
    await reply.code(304).send();
    return true;
  }
  if (compressed) reply.header('content-encoding', compressed.encoding);
  reply.header('content-length', info.size);
  await reply.send(createReadStream(compressed?.file ?? file));
  return true;
}
