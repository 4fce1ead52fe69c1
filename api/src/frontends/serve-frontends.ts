import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageContentSecurityPolicy } from './content-security-policy.js';
import { findRemoteApp } from './remote-apps.js';
import { buildDirFor } from './remote-builds.js';
import { buildRemotesManifest } from './remotes-manifest.js';
import { createRemoteRoutesReader, type RemoteRoutesReader } from './remote-routes-reader.js';
import { pageLanguage } from './page-language.js';
import {
  pickPrerenderedPage,
  readPrerenderManifest,
  readPrerenderedPages,
} from './prerendered-pages.js';
import { isHashedAsset, sendBuildFile } from './send-file.js';

/** Which remote builds a request gets (the API's remote pointers; see plugins/app/remote-pointers.ts). */
export interface RemotesSource {
  /** Container name → manifest URL for this visitor; `countLoad` for /remotes.json (a page load). */
  forVisitor(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { countLoad: boolean },
  ): Promise<Record<string, string>>;
  /** A preview link (/?remote-preview=…) opened: answers true when it has answered (redirect). */
  openPreviewLink?(request: FastifyRequest, reply: FastifyReply): Promise<boolean>;
}

export interface ServeFrontendsOptions {
  /** Repository root: shell/dist, <remote>/dist and releases/ live under it. */
  frontendsDir: string;
  /** REMOTE_<FOLDER>_URL values by folder (from the validated config). */
  remoteUrls?: Record<string, string>;
  /** Default: the same remotes for everyone (REMOTE_<FOLDER>_URL, else the local builds). */
  remotes?: RemotesSource;
  /** Default: reads each build's mf-manifest.json (local from disk, others over HTTP). */
  routes?: RemoteRoutesReader;
}

/** Frontend files and page loads are not logged one by one at info (errors still are). */
const QUIET = { logLevel: 'warn' as const };

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** Paths the API owns: never answered with the app page. */
const API_PREFIXES = ['/api/', '/uploads/'];

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return (
    pathname === '/api' ||
    pathname === '/uploads' ||
    API_PREFIXES.some((prefix) => pathname.startsWith(prefix))
  );
}

/** A deep link (/home/profile-comp/3) gets the app page; a missing /x.js must stay a 404. */
function wantsAppPage(url: string): boolean {
  const pathname = url.split('?')[0] ?? url;
  return path.extname(pathname) === '';
}

/** The decoded path of a shell file, or null for hidden files (the build's own bookkeeping). */
function shellFilePath(url: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.split('?')[0] ?? url);
  } catch {
    return null;
  }
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return null;
  return pathname.replace(/^\/+/, '');
}

/**
 * Serves the frontends from the API's port (`npm start`): the shell at / with SPA fallback,
 * every remote build at /remotes/<folder>/<version>/, and /remotes.json built per request.
 * Shell files are looked up per request, not registered at start: a shell rebuilt while the
 * server runs is served at once, and the previous build's chunks its build keeps (see
 * shared-ui/federation/build/keep-previous-assets.ts) stay available to tabs already open.
 */
async function serveFrontends(app: FastifyInstance, options: ServeFrontendsOptions) {
  const shellDist = path.join(options.frontendsDir, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  const sources = {
    frontendsDir: options.frontendsDir,
    remoteUrls: options.remoteUrls ?? {},
  };
  const remotesSource: RemotesSource = options.remotes ?? {
    forVisitor: () => buildRemotesManifest(sources),
  };

  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (await remotesSource.openPreviewLink?.(request, reply)) return reply;
    const [remotes, prerendered] = await Promise.all([
      remotesSource.forVisitor(request, reply, { countLoad: false }),
      readPrerenderManifest(shellDist),
    ]);
    // The page is in the visitor's language from its first byte (issue 29).
    const language = pageLanguage(request);
    const headers = {
      'cache-control': REVALIDATE,
      vary: 'Accept-Language, Cookie',
      'content-language': language,
      'content-security-policy': pageContentSecurityPolicy(Object.values(remotes)),
    };
    // A first-visit page rendered at build time paints before any script runs (issue 12).
    const pathname = request.url.split('?')[0] ?? request.url;
    const page = pickPrerenderedPage(prerendered.pages, pathname, remotes, language);
    const file = page?.file ?? prerendered.appPages[language];
    if (file) {
      const sent = await sendBuildFile(
        request,
        reply,
        path.join(shellDist, 'prerendered'),
        file,
        headers,
      );
      if (sent) return reply;
    }
    const html = await readFile(indexFile, 'utf8');
    return reply.type('text/html; charset=utf-8').headers(headers).send(html);
  };

  if (!existsSync(shellDist))
    app.log.warn(`${shellDist} does not exist: build the frontends (npm start builds them)`);

  const routesReader =
    options.routes ??
    createRemoteRoutesReader({
      frontendsDir: options.frontendsDir,
      onProblems: (entry, problems) =>
        app.log.warn({ entry, problems }, `${entry} declares routes that are left out`),
    });

  // Container name → manifest URL, and under `routes` what each of those builds serves: the
  // shell composes its route table from it with no further request (docs/decisions/060).
  app.get('/remotes.json', QUIET, async (request, reply) => {
    const remotes = await remotesSource.forVisitor(request, reply, { countLoad: true });
    const routes = await routesReader.routesFor(remotes);
    return reply.header('cache-control', 'no-store').send({ ...remotes, routes });
  });

  app.get<{ Params: { folder: string; version: string; '*': string } }>(
    '/remotes/:folder/:version/*',
    QUIET,
    async (request, reply) => {
      const { folder, version } = request.params;
      const file = request.params['*'];
      const root = findRemoteApp(folder)
        ? await buildDirFor(options.frontendsDir, folder, version)
        : null;
      const sent =
        root !== null &&
        (await sendBuildFile(request, reply, root, file, {
          'cache-control': isHashedAsset(file) ? IMMUTABLE : REVALIDATE,
          // The shell (possibly on another origin) fetches manifests and loads chunks.
          'access-control-allow-origin': '*',
          'cross-origin-resource-policy': 'cross-origin',
        }));
      if (!sent) return reply.callNotFound();
      return reply;
    },
  );

  const sendShellFile = async (request: FastifyRequest, reply: FastifyReply) => {
    const file = shellFilePath(request.url);
    const sent =
      file !== null &&
      (await sendBuildFile(request, reply, shellDist, file, {
        'cache-control': isHashedAsset(file) ? IMMUTABLE : REVALIDATE,
      }));
    return sent ? reply : reply.callNotFound();
  };

  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url)) return reply.callNotFound();
    if (!wantsAppPage(request.url)) return sendShellFile(request, reply);
    if (!existsSync(indexFile)) return reply.callNotFound();
    return sendAppPage(request, reply);
  };
  app.get('/', QUIET, appPage);
  app.get('/*', QUIET, appPage);

  // A pre-rendered form (login) submitted before its scripts ran posts to its own page (the
  // pre-render makes forms POST so passwords stay out of URLs): send the visitor back to it.
  // The answer is given in onRequest, so the body is never read, whatever its type; the
  // connection then closes (plugins/app/body-guard.ts refuses API paths the same way).
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.post(
      '/*',
      {
        onRequest: async (request, reply) => {
          const pathname = request.url.split('?')[0] ?? request.url;
          const pages = isApiPath(request.url) ? [] : await readPrerenderedPages(shellDist);
          const page = pages.find((entry) => entry.path === pathname);
          reply.header('connection', 'close');
          if (!page) throw Object.assign(new Error('Not found'), { statusCode: 404 });
          return reply.redirect(page.path, 303);
        },
      },
      async (_request, reply) => reply,
    );
  });
}

export default fp(serveFrontends, { name: 'serve-frontends', fastify: '5.x' });
