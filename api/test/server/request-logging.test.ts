// What an instance logs per request at info: API calls, not the frontends' files, page loads,
// /remotes.json or health checks (a balancer polls those every few seconds).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import { buildApp } from '../../src/app.js';
import { freshDatabase } from '../support/fresh-database.js';
import { fakeFrontends } from '../support/remote-builds.js';

test('API calls are logged at info; static files, pages, /remotes.json and health are not', async () => {
  const lines: Array<{ level: number; msg: string; req?: { url?: string } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const database = await freshDatabase();
  const frontends = await fakeFrontends();
  const app = await buildApp({
    db: database.db,
    config: { frontendsDir: frontends.root, seedDemo: false, opsSocketPath: '', logLevel: 'info' },
    logger: { level: 'info', stream },
  });
  try {
    await app.ready();
    for (const url of [
      '/api/health',
      '/',
      '/home',
      '/remotes.json',
      '/remotes/talent-app/1.0.0/remoteEntry.js',
      '/api/users?limit=1',
    ])
      assert.equal((await app.inject({ url })).statusCode, 200, url);
    const logged = lines
      .filter((line) => line.msg === 'incoming request')
      .map((line) => line.req?.url);
    assert.deepEqual(logged, ['/api/users?limit=1']);
  } finally {
    await app.close();
    await database.drop();
    await frontends.remove();
  }
});
