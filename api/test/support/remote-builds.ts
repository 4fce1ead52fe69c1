// Fake frontend builds for ops tests: a shell whose mf-manifest.json says which singletons it
// provides, remote builds and releases with their manifests, and a small "CDN" on another
// origin whose answers a test chooses (CORS or not, a manifest or not, hanging…).
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, request, type IncomingMessage, type ServerResponse } from 'node:http';
import os from 'node:os';
import type { Json } from './http-client.js';
import path from 'node:path';

export const SHELL_SHARED = { '@peworld/shared-ui': '1.0.0', react: '19.3.1' };

export function remoteManifest(
  name: string,
  version: string,
  shared: Record<string, string> = { '@peworld/shared-ui': '^1.0.0', react: '^19.3.1' },
  /** null: a manifest from before routes were declared (no list at all). */
  routes: unknown[] | null = [],
) {
  return {
    id: name,
    name,
    metaData: {
      name,
      buildInfo: { buildVersion: version },
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      publicPath: 'auto',
      // The routes the build declares (docs/decisions/060); none unless a test gives some.
      ...(routes ? { routes } : {}),
    },
    shared: Object.entries(shared).map(([pkg, requiredVersion]) => ({
      id: `${name}:${pkg}`,
      name: pkg,
      version: requiredVersion.replace(/^\^/, ''),
      singleton: true,
      requiredVersion,
    })),
    remotes: [],
    exposes: [],
  };
}

async function put(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

export async function writeBuild(dir: string, manifest: object): Promise<void> {
  await put(path.join(dir, 'mf-manifest.json'), JSON.stringify(manifest));
  await put(path.join(dir, 'remoteEntry.js'), 'var remote;');
}

/** A repository-like folder: shell build, each remote's dist 1.0.0, talent-app release 1.1.0. */
export async function fakeFrontends(): Promise<{ root: string; remove(): Promise<void> }> {
  const root = await mkdtemp(path.join(os.tmpdir(), 'peworld-ops-frontends-'));
  await put(path.join(root, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
  await put(
    path.join(root, 'shell/dist/mf-manifest.json'),
    JSON.stringify({
      name: 'shell',
      shared: Object.entries(SHELL_SHARED).map(([name, version]) => ({ name, version })),
    }),
  );
  await writeBuild(path.join(root, 'auth-remote/dist'), remoteManifest('authRemote', '1.0.0'));
  await writeBuild(path.join(root, 'talent-app/dist'), remoteManifest('talentApp', '1.0.0'));
  await writeBuild(path.join(root, 'employer-app/dist'), remoteManifest('employerApp', '1.0.0'));
  await writeBuild(path.join(root, 'chat-app/dist'), remoteManifest('chatApp', '1.0.0'));
  await writeBuild(
    path.join(root, 'releases/talent-app/1.1.0'),
    remoteManifest('talentApp', '1.1.0'),
  );
  await writeBuild(
    path.join(root, 'releases/talent-app/1.2.0'),
    remoteManifest('talentApp', '1.2.0'),
  );
  await writeBuild(
    path.join(root, 'releases/employer-app/1.1.0'),
    remoteManifest('employerApp', '1.1.0'),
  );
  // Built against a shared-ui the live shell does not provide.
  await writeBuild(
    path.join(root, 'releases/talent-app/3.0.0'),
    remoteManifest('talentApp', '3.0.0', { '@peworld/shared-ui': '^2.0.0' }),
  );
  return { root, remove: () => rm(root, { recursive: true, force: true }) };
}

export type CdnHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** An HTTP server on another origin (127.0.0.1:<port>); `handle` may be swapped per test. */
export async function startCdn(
  handle: CdnHandler,
): Promise<{ origin: string; handle: CdnHandler; close(): Promise<void> }> {
  const cdn = { handle } as { handle: CdnHandler };
  const server = createServer((req, res) => cdn.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return Object.assign(cdn, {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A CDN answer: JSON or a script, with or without CORS. */
export function serveRemote(
  manifest: object,
  { cors = true }: { cors?: boolean } = {},
): CdnHandler {
  return (req, res) => {
    const headers: Record<string, string> = cors ? { 'access-control-allow-origin': '*' } : {};
    if (req.url?.endsWith('/mf-manifest.json')) {
      res.writeHead(200, { ...headers, 'content-type': 'application/json' });
      res.end(JSON.stringify(manifest));
    } else if (req.url?.endsWith('/remoteEntry.js')) {
      res.writeHead(200, { ...headers, 'content-type': 'text/javascript' });
      res.end('var remote;');
    } else {
      res.writeHead(404, headers);
      res.end();
    }
  };
}

/** One HTTP exchange over the API's command-line socket (the local operator). */
export function overSocket(
  socketPath: string,
  method: string,
  pathname: string,
  body?: unknown,
): Promise<{ status: number; body: Json; headers: IncomingMessage['headers'] }> {
  return new Promise((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = request(
      {
        socketPath,
        method,
        path: pathname,
        headers: {
          'x-ops-actor': 'tester',
          ...(payload ? { 'content-type': 'application/json' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : null,
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(payload);
  });
}
