// build(t): the whole app on a FRESH database, listening on 127.0.0.1:<random port>, with a
// real-HTTP client. Everything is closed and removed in t.after.
//
//   const api = await build(t);                       // t: a test context (or use `before`/`after`)
//   const anonymous = api.agent();
//   const { agent, user } = await api.registerTalent(); // registered AND logged in
//   const res = await agent.get('/api/auth/me');
//   assert.equal(res.status, 200);
import { after, before } from 'node:test';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { AppConfig } from '../src/config.js';
import type { Db } from '../src/db/db.js';
import { Agent, type AgentOptions } from './support/http-client.js';
import { freshDatabase } from './support/fresh-database.js';
import {
  registerRecruiter,
  registerTalent,
  type RecruiterFields,
  type Registered,
  type TalentFields,
} from './support/accounts.js';

export { Agent } from './support/http-client.js';
export type { ApiResponse } from './support/http-client.js';
export { uniqueEmail } from './support/accounts.js';
export type { Registered } from './support/accounts.js';

/** Anything with an `after(fn)` hook: a TestContext, or `{ after }` from node:test for suites. */
export interface HasAfter {
  after(fn: () => unknown): unknown;
}

export interface BuildOptions {
  config?: Partial<AppConfig>;
}

export interface TestApi {
  app: FastifyInstance;
  db: Db;
  url: string;
  /** The test database's connection string (PostgreSQL only; null on PGlite). */
  databaseUrl: string | null;
  config: AppConfig;
  /** A new client with an empty cookie jar (from `localAddress`, default 127.0.0.1). */
  agent(options?: AgentOptions): Agent;
  /** Registers a talent and logs in; fields override the generated ones. */
  registerTalent(fields?: TalentFields): Promise<Registered>;
  /** Registers a recruiter (company) and logs in. */
  registerRecruiter(fields?: RecruiterFields): Promise<Registered>;
}

/** Generous limits so ordinary tests never hit a rate limit; rate-limit tests lower them. */
const TEST_DEFAULTS: Partial<AppConfig> = {
  rateLimitAuthIpMax: 100_000,
  rateLimitAuthAccountMax: 100_000,
  rateLimitGlobalMax: 1_000_000,
  rateLimitMessagesMax: 100_000,
  rateLimitProfileWritesMax: 100_000,
  seedDemo: false,
  logLevel: 'silent',
  // The command line's socket is opened by tests that use it.
  opsSocketPath: '',
};

export async function build(t: HasAfter, options: BuildOptions = {}): Promise<TestApi> {
  const database = await freshDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'peworld-test-'));
  const app = await buildApp({
    db: database.db,
    config: {
      ...TEST_DEFAULTS,
      dataDir,
      port: 0,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      ...options.config,
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  t.after(async () => {
    await app.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  });

  const api: TestApi = {
    app,
    db: database.db,
    url,
    databaseUrl: database.url,
    config: app.config,
    agent: (agentOptions) => new Agent(url, agentOptions),
    registerTalent: (fields) => registerTalent(url, fields),
    registerRecruiter: (fields) => registerRecruiter(url, fields),
  };
  return api;
}

/**
 * One app shared by the tests of a `describe` block (built in `before`, closed in `after`), for
 * tests that do not need a database of their own. Call it synchronously inside describe():
 *   const ctx = sharedApp();  ...  it('...', async () => { const res = await ctx.api.agent().get(...) })
 */
export function sharedApp(options: BuildOptions = {}): { readonly api: TestApi } {
  const cleanups: Array<() => unknown> = [];
  let api: TestApi | undefined;
  before(async () => {
    api = await build({ after: (fn) => cleanups.push(fn) }, options);
  });
  after(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });
  return {
    get api() {
      if (!api) throw new Error('sharedApp used outside a test');
      return api;
    },
  };
}

/** Every key anywhere in a JSON value (to prove no answer carries a password). */
export function allKeys(value: unknown, keys = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) allKeys(item, keys);
  else if (value && typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      keys.add(key);
      allKeys(inner, keys);
    }
  }
  return keys;
}

/** Fails when a password or its hash appears as a key in the answer. */
export function assertNoSecrets(body: unknown): void {
  for (const key of allKeys(body)) {
    if (/password/i.test(key)) throw new Error(`answer holds a secret key: ${key}`);
  }
}

/** The JSON summaries of the mails written to the outbox (after waiting for background sends). */
export async function readOutbox(
  api: TestApi,
): Promise<Array<{ to: string; subject: string; text: string; link: string | null }>> {
  await api.app.mailer.flush();
  let names: string[];
  try {
    names = (await readdir(api.config.outboxDir)).filter((name) => name.endsWith('.json')).sort();
  } catch {
    return [];
  }
  return Promise.all(
    names.map(async (name) =>
      JSON.parse(await readFile(path.join(api.config.outboxDir, name), 'utf8')),
    ),
  );
}

/** Names of the images currently in the image storage. */
export async function storedImages(api: TestApi): Promise<string[]> {
  const { rows } = await api.db.query<{ name: string }>(
    'SELECT name FROM stored_images ORDER BY name',
  );
  return rows.map((row) => row.name);
}

/** Whether the image storage holds this name. */
export async function imageExists(api: TestApi, name: string): Promise<boolean> {
  return (await api.app.images.read(name)) !== null;
}

/**
 * The field problems of an error answer as `[{ field, message }]`, after checking the envelope:
 * `errors` is a list of sentences (strings only) holding every field message.
 */
export function fieldList(body: {
  errors?: unknown;
  fields?: Record<string, string>;
}): Array<{ field: string; message: string }> {
  if (!Array.isArray(body.errors) || !body.errors.every((e) => typeof e === 'string'))
    throw new Error(`errors is not a list of sentences: ${JSON.stringify(body.errors)}`);
  const list = Object.entries(body.fields ?? {}).map(([field, message]) => ({ field, message }));
  for (const { message } of list) {
    if (!body.errors.includes(message))
      throw new Error(`field message missing from errors: ${message}`);
  }
  return list;
}
