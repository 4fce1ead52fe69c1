// The application as a plugin (no listen): external plugins (database, security, parsing),
// then app plugins (sessions, limits, live events, mail), then the domains' services and data
// access, then routes (folder = URL prefix), which only translate HTTP. `buildApp` makes a Fastify instance
// around it for the server and for tests.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import Fastify, {
  type FastifyHttpOptions,
  type FastifyInstance,
  type FastifyPluginAsync,
  type FastifyServerOptions,
} from 'fastify';
import autoload from '@fastify/autoload';
import fp from 'fastify-plugin';
import { loadConfig, type AppConfig } from './config.js';
import type { Db } from './db/db.js';
import { errorHandler, notFoundHandler } from './lib/error-handler.js';
import { DEFAULT_BODY_LIMIT } from './plugins/app/body-guard.js';
import { ShuttingDownError } from './lib/shutting-down.js';
import { limitConnectionsPerAddress, timeoutOptions } from './server-limits.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** The files of src/domains that are Fastify plugins (services, repositories, stores, jobs). */
const DOMAIN_PLUGIN_FILE = /(-repository|-service|-store|-plugin)\.[jt]s$/;

export interface AppOptions {
  /** Overrides applied on top of the environment. */
  config?: Partial<AppConfig>;
  /** An already opened database (tests); the app then leaves closing it to the caller. */
  db?: Db;
  /** Logger setting for Fastify (server.ts passes its pino options). */
  logger?: FastifyServerOptions['logger'];
}

interface InternalOptions {
  config: AppConfig;
  db?: Db;
}

const appPlugin: FastifyPluginAsync<InternalOptions> = async (fastify, opts) => {
  await fastify.register(autoload, {
    dir: path.join(here, 'plugins/external'),
    options: { config: opts.config, db: opts.db },
    forceESM: true,
  });
  await fastify.register(autoload, {
    dir: path.join(here, 'plugins/app'),
    forceESM: true,
  });
  // Domain services and their data access: each domain's plugins decorate the instance with
  // what routes call (the other files of a domain are plain modules).
  await fastify.register(autoload, {
    dir: path.join(here, 'domains'),
    matchFilter: DOMAIN_PLUGIN_FILE,
    forceESM: true,
  });
  fastify.setErrorHandler(errorHandler);
  await fastify.register(autoload, {
    dir: path.join(here, 'routes'),
    autoHooks: true,
    cascadeHooks: true,
    forceESM: true,
  });
  fastify.setNotFoundHandler(notFoundHandler);
};

export default appPlugin;

export function serverOptions(
  config: AppConfig,
  logger: FastifyServerOptions['logger'] = false,
): FastifyHttpOptions<Server> {
  return {
    logger,
    // Request ids: honour an incoming X-Request-Id (from a proxy) only when it is a short safe
    // token, since it is echoed and logged; anything else gets a fresh one.
    requestIdHeader: false,
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && SAFE_REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
    // Per route when a route needs more; multipart (files) has its own limits.
    bodyLimit: DEFAULT_BODY_LIMIT,
    // X-Forwarded-For only from the proxies TRUST_PROXY names: a client cannot pick its address.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops: number) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Ids in paths are numbers; /api/users/ and /api/users answer the same.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ajv: {
      customOptions: {
        allErrors: true,
        verbose: true,
        coerceTypes: 'array',
        useDefaults: true,
        removeAdditional: true,
        keywords: ['errorMessage'],
      },
    },
    // Graceful shutdown: close() stops accepting, closes idle keep-alive sockets and lets the
    // requests already received finish (true would reset them mid-answer).
    forceCloseConnections: 'idle',
    // Fastify's own 503 during shutdown has its default body; buildApp answers it in ours.
    return503OnClosing: false,
    // Opening PGlite, migrating and seeding an empty database is one plugin; on a busy 2-core
    // machine it has taken over 60 s, and a start that is merely slow must not be killed.
    pluginTimeout: 300_000,
    // Request, header and idle time-outs (src/server-limits.ts).
    ...timeoutOptions(config),
  };
}

export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const config = loadConfig(process.env, options.config);
  const app = Fastify(serverOptions(config, options.logger ?? false));
  limitConnectionsPerAddress(app.server, config, app.log);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // First of all hooks: a request that arrives during shutdown does no work (see onSend below).
  app.addHook('onRequest', (_request, _reply, done) => {
    if (closing) done(new ShuttingDownError());
    else done();
  });
  // Not async: it runs on every answer and never waits.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    // A request that was in flight when shutdown began ends its connection with its answer, so
    // the client's next request opens a connection to another instance.
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  await app.register(fp(appPlugin), { config, ...(options.db ? { db: options.db } : {}) });
  return app;
}
