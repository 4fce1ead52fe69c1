// A second origin serving one build folder with CORS, as a CDN would (127.0.0.1:<random port>).
import { createReadStream, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

export interface StaticOrigin {
  origin: string;
  /** Paths asked for so far (to prove where the browser loaded from). */
  requested: string[];
  close(): Promise<void>;
}

export async function serveFolder(root: string): Promise<StaticOrigin> {
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    requested.push(pathname);
    const file = path.resolve(root, `.${pathname}`);
    const headers = { 'access-control-allow-origin': '*', 'cache-control': 'no-cache' };
    try {
      if (!file.startsWith(path.resolve(root) + path.sep) || !statSync(file).isFile())
        throw new Error('not found');
    } catch {
      response.writeHead(404, headers);
      response.end();
      return;
    }
    response.writeHead(200, {
      ...headers,
      'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    createReadStream(file).pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    requested,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
