// The command line's way in: a Unix socket in DATA_DIR on which the running API answers the ops
// routes (/api/ops/…) for whoever may open it. The socket is the operator's credential, as the
// database files beside it are (mode 0600: the API's own user), so `npm run remotes` on the
// server needs no password and works while PGlite is held by the running process.
import { createHash } from 'node:crypto';
import { chmod, unlink } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** Set on requests that came through the socket (see ops-auth). */
export const LOCAL_OPS = Symbol.for('peworld.localOps');
const SOCKET_NAME = 'ops.sock';
/** sockaddr_un holds 108 bytes on Linux (104 on macOS). */
const MAX_SOCKET_PATH = 100;

export function isLocalOpsRequest(raw: IncomingMessage): boolean {
  return (raw as IncomingMessage & { [LOCAL_OPS]?: boolean })[LOCAL_OPS] === true;
}

/** DATA_DIR/ops.sock, or a name in the temp folder derived from it when that path is too long. */
export function localOpsSocketPath(dataDir: string): string {
  const inDataDir = path.join(path.resolve(dataDir), SOCKET_NAME);
  if (Buffer.byteLength(inDataDir) <= MAX_SOCKET_PATH) return inDataDir;
  const key = createHash('sha256').update(path.resolve(dataDir)).digest('hex').slice(0, 16);
  return path.join(os.tmpdir(), `peworld-ops-${key}.sock`);
}

/** Whether something answers on the socket (another instance sharing this DATA_DIR). */
export function socketAnswers(socketPath: string): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createConnection(socketPath);
    probe.once('connect', () => {
      probe.destroy();
      resolve(true);
    });
    probe.once('error', () => resolve(false));
  });
}

/**
 * Answers /api/ops/… on `socketPath` through the app's own router (hooks, validation, error
 * handler), marking each request as local. Anything else on the socket is a 404.
 */
export async function listenLocalOps(
  app: FastifyInstance,
  socketPath: string,
): Promise<{ close(): Promise<void> } | null> {
  if (await socketAnswers(socketPath)) return null;
  await unlink(socketPath).catch(() => undefined);
  const server: Server = createServer((request, response) => {
    if (!request.url?.startsWith('/api/ops/')) {
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ status: 404, message: 'Not found', errors: ['Not found'] }));
      return;
    }
    (request as IncomingMessage & { [LOCAL_OPS]?: boolean })[LOCAL_OPS] = true;
    app.routing(request, response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => {
      server.off('error', reject);
      resolve();
    });
  });
  await chmod(socketPath, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
