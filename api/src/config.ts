// Environment parsed and validated once at start-up; a bad value stops the server with
// a list of every offending variable. Read it through `fastify.config` only.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { Type, type Static } from 'typebox';
import { Value } from 'typebox/value';
import { remoteUrlsFromEnv } from './frontends/remote-apps.js';
import { localOpsSocketPath } from './remote-ops/local-ops-socket.js';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 4000 }),
  HOST: Type.String({ minLength: 1, default: '127.0.0.1' }),
  DATABASE_URL: Type.String({ default: '', pattern: '^(|postgres(ql)?://.+)$' }),
  DATA_DIR: Type.String({ default: '' }),
  DB_CONNECT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 5000 }),
  DB_STATEMENT_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  REDIS_URL: Type.String({ default: '', pattern: '^(|rediss?://.+)$' }),
  REDIS_PREFIX: Type.String({ default: 'peworld:', pattern: '^[A-Za-z0-9:_.-]{1,64}$' }),
  COOKIE_SECURE: Type.Boolean({ default: false }),
  CORS_ORIGINS: Type.String({ default: '' }),
  // Proxies whose X-Forwarded-For is believed: empty (none), a hop count, or addresses/CIDRs.
  TRUST_PROXY: Type.String({ default: '', pattern: '^(|[0-9]+|[0-9a-fA-F.:/, ]+)$' }),
  SESSION_TTL_HOURS: Type.Number({ exclusiveMinimum: 0, default: 168 }),
  RATE_LIMIT_AUTH_IP_MAX: Type.Integer({ minimum: 1, default: 20 }),
  RATE_LIMIT_AUTH_ACCOUNT_MAX: Type.Integer({ minimum: 1, default: 5 }),
  RATE_LIMIT_AUTH_IP_FAILURES: Type.Integer({ minimum: 1, default: 20 }),
  RATE_LIMIT_GLOBAL_MAX: Type.Integer({ minimum: 1, default: 1000 }),
  RATE_LIMIT_MESSAGES_MAX: Type.Integer({ minimum: 1, default: 30 }),
  RATE_LIMIT_RESET_MAILS_MAX: Type.Integer({ minimum: 1, default: 3 }),
  RATE_LIMIT_PROFILE_WRITES_MAX: Type.Integer({ minimum: 1, default: 10 }),
  EVENT_STREAMS_PER_ACCOUNT: Type.Integer({ minimum: 1, default: 10 }),
  // Slow and idle connections (src/server-limits.ts).
  HTTP_HEADERS_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 10_000 }),
  HTTP_REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, default: 60_000 }),
  HTTP_IDLE_TIMEOUT_MS: Type.Integer({ minimum: 1000, default: 75_000 }),
  HTTP_CONNECTIONS_PER_ADDRESS: Type.Integer({ minimum: 1, default: 256 }),
  SMTP_URL: Type.String({ default: '', pattern: '^(|smtps?://.+)$' }),
  PUBLIC_URL: Type.String({ default: '', pattern: '^(|https?://.+)$' }),
  SEED_DEMO: Type.Boolean({ default: true }),
  // Remember search pages per data generation (any write to talents/skills invalidates them).
  SEARCH_CACHE: Type.Boolean({ default: true }),
  // VACUUM the search counter tables after this many talent/skill writes (0 = never); PGlite
  // always, a PostgreSQL server only with autovacuum off (src/domains/search/search-vacuum.ts).
  SEARCH_VACUUM_WRITES: Type.Integer({ minimum: 0, default: 2000 }),
  SEARCH_VACUUM_CHECK_MS: Type.Integer({ minimum: 10, default: 30_000 }),
  FRONTENDS_DIR: Type.String({ default: '' }),
  // A remote's mf-manifest.json URL replacing its local build (src/frontends/remote-apps.ts).
  REMOTE_AUTH_REMOTE_URL: Type.String({ default: '', pattern: '^(|https?://.+|/.+)$' }),
  REMOTE_TALENT_APP_URL: Type.String({ default: '', pattern: '^(|https?://.+|/.+)$' }),
  REMOTE_EMPLOYER_APP_URL: Type.String({ default: '', pattern: '^(|https?://.+|/.+)$' }),
  // The command line's socket for `npm run remotes` (default DATA_DIR/ops.sock; 'off': none).
  OPS_SOCKET: Type.String({ default: '' }),
  NODE_ENV: Type.String({ default: 'development' }),
  // json: one JSON object a line (log collectors); pretty: readable lines for a person.
  LOG_FORMAT: Type.Union([Type.Literal(''), Type.Literal('json'), Type.Literal('pretty')], {
    default: '',
  }),
  LOG_LEVEL: Type.Union(
    LOG_LEVELS.map((level) => Type.Literal(level)),
    { default: 'info' },
  ),
});
type Env = Static<typeof EnvSchema>;

export interface AppConfig {
  port: number;
  host: string;
  /** Empty: embedded PGlite in dataDir/pglite. */
  databaseUrl: string;
  /** Empty: rate-limit counters in this process's memory. */
  redisUrl: string;
  /** Prefix of every Redis key (one Redis shared by several deployments). */
  redisPrefix: string;
  dataDir: string;
  /** PostgreSQL: longest wait for a connection before a request answers 503. */
  dbConnectTimeoutMs: number;
  /** PostgreSQL: longest a statement may run before a request answers 503. */
  dbStatementTimeoutMs: number;
  pgliteDir: string;
  uploadsDir: string;
  imagesDir: string;
  outboxDir: string;
  cookieSecure: boolean;
  corsOrigins: string[];
  /**
   * Fastify `trustProxy`: false (client address = the socket's), a hop count, or the proxy
   * addresses. Per-address limits and throttles count `request.ip`, so behind a reverse proxy
   * this must name it, or every client shares the proxy's address.
   */
  trustProxy: false | number | string[];
  sessionTtlHours: number;
  rateLimitAuthIpMax: number;
  /** Wrong passwords per account from one address (login) or per account (password change)
   * before growing delays start. */
  rateLimitAuthAccountMax: number;
  /** Wrong passwords from one address, any account, before growing delays start. */
  rateLimitAuthIpFailures: number;
  /** First delay once the free failures are used up; each further failure doubles it. */
  authThrottleBaseDelayMs: number;
  authThrottleMaxDelayMs: number;
  rateLimitGlobalMax: number;
  /** Messages (and hire requests) one account may send a minute. */
  rateLimitMessagesMax: number;
  /** Password-reset mails one account may be sent an hour (more requests are answered alike). */
  rateLimitResetMailsMax: number;
  /** Changes to one's talent profile (skills, experience, portfolio, fields) per 10 seconds. */
  rateLimitProfileWritesMax: number;
  /** Live-event streams one account may hold open in one API process; a newer one closes the oldest. */
  eventStreamsPerAccount: number;
  /** Longest wait for a request's headers, from the connection's first byte. */
  httpHeadersTimeoutMs: number;
  /** Longest wait for a whole request (headers and body); 408 and closed after it. */
  httpRequestTimeoutMs: number;
  /** A connection on which nothing moves either way for this long is closed. */
  httpIdleTimeoutMs: number;
  /** Open connections one client address (IPv6: its /64) may hold; trusted proxies are exempt. */
  httpConnectionsPerAddress: number;
  smtpUrl: string;
  publicUrl: string;
  seedDemo: boolean;
  /** Remember search pages until the next write to talents or skills. */
  searchCache: boolean;
  /**
   * Talent/skill write statements after which the API VACUUMs the small search counter tables
   * (0 = never): on PGlite, and on a PostgreSQL server whose autovacuum is off.
   */
  searchVacuumWrites: number;
  /** How often the API looks whether that many writes have passed. */
  searchVacuumCheckMs: number;
  frontendsDir: string;
  /** REMOTE_<FOLDER>_URL values that are set, by remote folder. */
  remoteUrls: Record<string, string>;
  logLevel: (typeof LOG_LEVELS)[number];
  /** LOG_FORMAT, else JSON under NODE_ENV=production or test, readable lines otherwise. */
  logFormat: 'json' | 'pretty';
  /** Unix socket on which the API answers the command line's ops calls ('' = none). */
  opsSocketPath: string;
  /** NODE_ENV=production: secrets such as reset links never reach the log. */
  production: boolean;
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid environment:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

function keysOf(): string[] {
  return Object.keys(EnvSchema.properties);
}

export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  overrides: Partial<AppConfig> = {},
): AppConfig {
  // Unset and empty variables take the default.
  const raw: Record<string, unknown> = {};
  for (const key of keysOf()) {
    const value = env[key];
    if (value !== undefined && value !== '') raw[key] = value.trim();
  }
  const withDefaults = Value.Default(EnvSchema, raw);
  const parsed = Value.Convert(EnvSchema, withDefaults);
  if (!Value.Check(EnvSchema, parsed)) {
    const byKey = new Map<string, string>();
    for (const error of Value.Errors(EnvSchema, parsed)) {
      const key = error.instancePath.replace(/^\//, '');
      if (!byKey.has(key)) byKey.set(key, `${key}=${JSON.stringify(raw[key])} ${error.message}`);
    }
    throw new ConfigError([...byKey.values()]);
  }
  const e = parsed as Env;
  if (e.HTTP_HEADERS_TIMEOUT_MS > e.HTTP_REQUEST_TIMEOUT_MS)
    throw new ConfigError([
      `HTTP_HEADERS_TIMEOUT_MS=${e.HTTP_HEADERS_TIMEOUT_MS} must not exceed HTTP_REQUEST_TIMEOUT_MS=${e.HTTP_REQUEST_TIMEOUT_MS}`,
    ]);
  const dataDir = path.resolve(e.DATA_DIR || path.join(REPO_ROOT, '.data'));
  const base: AppConfig = {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    redisPrefix: e.REDIS_PREFIX,
    dataDir,
    dbConnectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    dbStatementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    pgliteDir: path.join(dataDir, 'pglite'),
    uploadsDir: path.join(dataDir, 'uploads'),
    imagesDir: path.join(dataDir, 'uploads', 'images'),
    outboxDir: path.join(dataDir, 'outbox'),
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: !e.TRUST_PROXY
      ? false
      : /^[0-9]+$/.test(e.TRUST_PROXY)
        ? Number(e.TRUST_PROXY)
        : e.TRUST_PROXY.split(',')
            .map((item) => item.trim())
            .filter(Boolean),
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    sessionTtlHours: e.SESSION_TTL_HOURS,
    rateLimitAuthIpMax: e.RATE_LIMIT_AUTH_IP_MAX,
    rateLimitAuthAccountMax: e.RATE_LIMIT_AUTH_ACCOUNT_MAX,
    rateLimitAuthIpFailures: e.RATE_LIMIT_AUTH_IP_FAILURES,
    authThrottleBaseDelayMs: 30_000,
    authThrottleMaxDelayMs: 15 * 60_000,
    rateLimitGlobalMax: e.RATE_LIMIT_GLOBAL_MAX,
    rateLimitMessagesMax: e.RATE_LIMIT_MESSAGES_MAX,
    rateLimitResetMailsMax: e.RATE_LIMIT_RESET_MAILS_MAX,
    rateLimitProfileWritesMax: e.RATE_LIMIT_PROFILE_WRITES_MAX,
    eventStreamsPerAccount: e.EVENT_STREAMS_PER_ACCOUNT,
    httpHeadersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
    httpRequestTimeoutMs: e.HTTP_REQUEST_TIMEOUT_MS,
    httpIdleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
    httpConnectionsPerAddress: e.HTTP_CONNECTIONS_PER_ADDRESS,
    smtpUrl: e.SMTP_URL,
    publicUrl: (e.PUBLIC_URL || `http://${e.HOST}:${e.PORT}`).replace(/\/+$/, ''),
    seedDemo: e.SEED_DEMO,
    searchCache: e.SEARCH_CACHE,
    searchVacuumWrites: e.SEARCH_VACUUM_WRITES,
    searchVacuumCheckMs: e.SEARCH_VACUUM_CHECK_MS,
    frontendsDir: e.FRONTENDS_DIR ? path.resolve(e.FRONTENDS_DIR) : '',
    remoteUrls: remoteUrlsFromEnv(e),
    logLevel: e.LOG_LEVEL as AppConfig['logLevel'],
    logFormat:
      e.LOG_FORMAT || (e.NODE_ENV === 'production' || e.NODE_ENV === 'test' ? 'json' : 'pretty'),
    opsSocketPath:
      e.OPS_SOCKET === 'off'
        ? ''
        : e.OPS_SOCKET
          ? path.resolve(e.OPS_SOCKET)
          : localOpsSocketPath(dataDir),
    production: e.NODE_ENV === 'production',
  };
  const merged = { ...base, ...overrides };
  // Paths under a overridden data folder follow it unless overridden themselves.
  if (overrides.dataDir) {
    merged.pgliteDir = overrides.pgliteDir ?? path.join(merged.dataDir, 'pglite');
    merged.uploadsDir = overrides.uploadsDir ?? path.join(merged.dataDir, 'uploads');
    merged.imagesDir = overrides.imagesDir ?? path.join(merged.uploadsDir, 'images');
    merged.outboxDir = overrides.outboxDir ?? path.join(merged.dataDir, 'outbox');
    merged.opsSocketPath = overrides.opsSocketPath ?? localOpsSocketPath(merged.dataDir);
  }
  return merged;
}
