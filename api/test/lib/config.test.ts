import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { ConfigError, loadConfig } from '../../src/config.js';

test('defaults apply when the environment is empty', () => {
  const config = loadConfig({});
  assert.equal(config.port, 4000);
  assert.equal(config.host, '127.0.0.1');
  assert.equal(config.databaseUrl, '');
  assert.equal(config.sessionTtlHours, 168);
  assert.equal(config.rateLimitAuthIpMax, 20);
  assert.equal(config.rateLimitAuthAccountMax, 5);
  assert.equal(config.rateLimitGlobalMax, 1000);
  assert.equal(config.cookieSecure, false);
  assert.equal(config.seedDemo, true);
  assert.equal(config.publicUrl, 'http://127.0.0.1:4000');
  assert.equal(path.basename(config.dataDir), '.data');
  assert.equal(config.pgliteDir, path.join(config.dataDir, 'pglite'));
  assert.equal(config.imagesDir, path.join(config.dataDir, 'uploads', 'images'));
  assert.equal(config.outboxDir, path.join(config.dataDir, 'outbox'));
});

test('values are parsed from strings', () => {
  const config = loadConfig({
    PORT: '5000',
    COOKIE_SECURE: 'true',
    CORS_ORIGINS: 'http://a.test, http://b.test',
    DATA_DIR: '/tmp/peworld-x',
    PUBLIC_URL: 'https://peworld.example/',
    SEED_DEMO: 'false',
  });
  assert.equal(config.port, 5000);
  assert.equal(config.cookieSecure, true);
  assert.deepEqual(config.corsOrigins, ['http://a.test', 'http://b.test']);
  assert.equal(config.outboxDir, '/tmp/peworld-x/outbox');
  assert.equal(config.publicUrl, 'https://peworld.example');
  assert.equal(config.seedDemo, false);
});

test('bad values stop start-up with every offending variable listed', () => {
  assert.throws(
    () =>
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        RATE_LIMIT_AUTH_IP_MAX: '0',
        LOG_LEVEL: 'loud',
      }),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      const listed = error.problems.map((problem) => problem.split('=')[0]).sort();
      assert.deepEqual(listed, ['DATABASE_URL', 'LOG_LEVEL', 'PORT', 'RATE_LIMIT_AUTH_IP_MAX']);
      return true;
    },
  );
});

test('logs are readable lines for a person, JSON in production, test or when asked', () => {
  assert.equal(loadConfig({}).logFormat, 'pretty');
  assert.equal(loadConfig({ NODE_ENV: 'production' }).logFormat, 'json');
  assert.equal(loadConfig({ NODE_ENV: 'test' }).logFormat, 'json');
  assert.equal(loadConfig({ LOG_FORMAT: 'json' }).logFormat, 'json');
  assert.equal(loadConfig({ NODE_ENV: 'production', LOG_FORMAT: 'pretty' }).logFormat, 'pretty');
  assert.throws(() => loadConfig({ LOG_FORMAT: 'xml' }), ConfigError);
});

test('the command line socket lives in DATA_DIR unless moved or turned off', () => {
  assert.equal(loadConfig({ DATA_DIR: '/tmp/peworld-x' }).opsSocketPath, '/tmp/peworld-x/ops.sock');
  assert.equal(loadConfig({ OPS_SOCKET: 'off' }).opsSocketPath, '');
  assert.equal(
    loadConfig({ OPS_SOCKET: '/run/peworld/ops.sock' }).opsSocketPath,
    '/run/peworld/ops.sock',
  );
  // A DATA_DIR too deep for a socket path gets one in the temp folder instead.
  const deep = loadConfig({ DATA_DIR: `/tmp/${'d'.repeat(120)}` }).opsSocketPath;
  assert.ok(deep.length <= 100 && deep.endsWith('.sock'), deep);
});
