// Starts the API: pino logging with request ids, listen, graceful shutdown on SIGINT/SIGTERM.
import { buildApp } from './app.js';
import { seedDemoOnStart } from './db/seed/demo-on-start.js';
import { ConfigError, loadConfig } from './config.js';

/** Longest drain on shutdown; below the 10 s a container runtime waits before SIGKILL. */
const SHUTDOWN_GRACE_MS = 8000;

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      // A person at `npm start` reads leveled lines; NODE_ENV=production or LOG_FORMAT=json
      // keeps one JSON object a line for log collectors.
      ...(config.logFormat === 'pretty'
        ? {
            transport: {
              target: 'pino-pretty',
              options: {
                translateTime: 'SYS:HH:MM:ss',
                ignore: 'pid,hostname,reqId',
                messageFormat: '{if reqId}[{reqId}] {end}{msg}',
                singleLine: true,
              },
            },
          }
        : {}),
    },
  });

  // SIGTERM (docker stop, systemd, a process manager) or SIGINT (Ctrl-C, which reaches the whole
  // process group): stop accepting, end event streams with a retry hint, let the requests
  // already received finish, close the database, exit 0. A second signal changes nothing; a
  // drain that takes longer than the grace period exits 1 (before a container's SIGKILL at 10 s).
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    const force = setTimeout(() => {
      app.log.error({ graceMs: SHUTDOWN_GRACE_MS }, 'requests still running: exiting anyway');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    app.close().then(
      () => {
        app.log.info('shut down');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  // An empty database gets the demo (talent, companies, images) and the demo logins are printed.
  // When the database is not up yet, this happens once it connects.
  if (config.seedDemo) await app.database.afterConnect(() => seedDemoOnStart(app));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host}:${port}`;
  app.log.info(`Peworld API ready at ${url} (docs: ${url}/api/docs, database: ${app.db.engine})`);
  console.log(`Peworld API listening on ${url}  (docs ${url}/api/docs)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
