import { test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from '../../../helper.js';

test('GET /api/health answers ok with the database up', async (t) => {
  const api = await build(t);
  const res = await api.agent().get('/api/health');
  assert.equal(res.status, 200);
  assert.deepEqual(res.body, { status: 'ok', database: 'up', redis: 'not configured' });
  assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/);
});

test('GET /api/health answers 503 when the database is down', async (t) => {
  const api = await build(t);
  const original = api.app.db.query;
  api.app.db.query = async () => {
    throw new Error('connection refused');
  };
  t.after(() => {
    api.app.db.query = original;
  });
  const res = await api.agent().get('/api/health');
  assert.equal(res.status, 503);
  assert.deepEqual(res.body, { status: 'error', database: 'down', redis: 'not configured' });
});

test('an incoming X-Request-Id is kept and echoed', async (t) => {
  const api = await build(t);
  const res = await api
    .agent()
    .get('/api/health', { headers: { 'x-request-id': 'trace-abc-123' } });
  assert.equal(res.headers.get('x-request-id'), 'trace-abc-123');
});

test('unknown API paths answer a JSON 404', async (t) => {
  const api = await build(t);
  for (const path of ['/api/nothing-here', '/uploads/images/missing.webp', '/uploads/other']) {
    const res = await api.agent().get(path);
    assert.equal(res.status, 404, path);
    assert.equal(res.body.status, 404);
    assert.equal(typeof res.body.message, 'string');
  }
});

test('the OpenAPI document is served', async (t) => {
  const api = await build(t);
  const json = await api.agent().get('/api/docs/json');
  assert.equal(json.status, 200);
  assert.equal(json.body.info.title, 'Peworld API');
  assert.ok(json.body.paths['/api/health/'] || json.body.paths['/api/health']);
  const ui = await api.agent().get('/api/docs/');
  assert.equal(ui.status, 200);
  assert.match(ui.text, /swagger/i);
});
