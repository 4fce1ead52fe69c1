import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageContentSecurityPolicy } from './content-security-policy.js';
import { findRemoteApp } from './remote-apps.js';
import { buildDirFor } from './remote-builds.js';
import { buildRemotesManifest } from './remotes-manifest.js';
import { pickPrerenderedPage, readPrerenderedPages } from './prerendered-pages.js';
import { isHashedAsset, sendBuildFile } from './send-file.js';

export interface ServeFrontendsOptions {
  /** Repository root: shell/dist, <remote>/dist and releases/ live under it. */
  frontendsDir: string;
  /** Where `npm run remotes` writes its override file. */
  dataDir: string;
  /** REMOTE_<FOLDER>_URL values by folder (from the validated config). */
  remoteUrls?: Record<string, string>;
}

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

/**
 * Serves the frontends from the API's port (`npm start`): the shell at / with SPA fallback,
 * every remote build at /remotes/<folder>/<version>/, and /remotes.json built per request.
 */
async function serveFrontends(app: FastifyInstance, options: ServeFrontendsOptions) {
  const shellDist = path.join(options.frontendsDir, 'shell', 'dist');
  const indexFile = path.join(shellDist, 'index.html');
  const sources = {
    frontendsDir: options.frontendsDir,
    dataDir: options.dataDir,
    remoteUrls: options.remoteUrls ?? {},
  };
  const warn = (message: string) => app.log.warn(message);

  const sendAppPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const [remotes, prerendered] = await Promise.all([
      buildRemotesManifest(sources, warn),
      readPrerenderedPages(shellDist),
    ]);
    const headers = {
      'cache-control': REVALIDATE,
      'content-security-policy': pageContentSecurityPolicy(Object.values(remotes)),
    };
    // A first-visit page rendered at build time paints before any script runs (issue 12).
    const pathname = request.url.split('?')[0] ?? request.url;
    const page = pickPrerenderedPage(prerendered, pathname, remotes);
    if (page) {
      const sent = await sendBuildFile(
        request,
        reply,
        path.join(shellDist, 'prerendered'),
        page.file,
        headers,
      );
      if (sent) return reply;
    }
    const html = await readFile(indexFile, 'utf8');
    return reply.type('text/html; charset=utf-8').headers(headers).send(html);
  };

  if (existsSync(shellDist)) {
    await app.register(fastifyStatic, {
      root: shellDist,
      // /uploads already decorates reply.sendFile; this instance only serves its own routes.
      decorateReply: false,
      // One route per built file, so the catch-all below can own every other path.
      wildcard: false,
      // index.html goes through sendAppPage (CSP for the current remotes, never cached).
      index: false,
      // The build writes .br and .gz next to each script: no compression work per request.
      preCompressed: true,
      setHeaders: (reply, file) => {
        reply.header('cache-control', isHashedAsset(file) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else {
    app.log.warn(`${shellDist} does not exist: build the frontends (npm start builds them)`);
  }

  app.get('/remotes.json', async (_request, reply) => {
    const remotes = await buildRemotesManifest(sources, warn);
    return reply.header('cache-control', 'no-store').send(remotes);
  });

  app.get<{ Params: { folder: string; version: string; '*': string } }>(
    '/remotes/:folder/:version/*',
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

  const appPage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (isApiPath(request.url) || !wantsAppPage(request.url) || !existsSync(indexFile))
      return reply.callNotFound();
    return sendAppPage(request, reply);
  };
  app.get('/', appPage);
  app.get('/*', appPage);

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
