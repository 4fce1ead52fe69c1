// Images live in the database (issue 13): served with long cache headers and an ETag (304 on
// If-None-Match), and images an older version left on disk are moved in once at start.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { build, storedImages } from '../helper.js';
import { webp } from '../support/images.js';
import { multipart, pngImage } from '../routes/api/talent-fixtures.js';

test('an uploaded image is served from the database with a year of caching and an ETag', async (t) => {
  const api = await build(t);
  const talent = await api.registerTalent();
  const form = multipart({}, [['img_profile', await pngImage(80, 60), 'me.png']]);
  const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, { multipart: form });
  assert.equal(res.status, 200, res.text);
  const name = res.body.data.img_profile as string;
  assert.deepEqual(await storedImages(api), [name]);

  const anonymous = api.agent();
  const served = await anonymous.get(`/uploads/images/${name}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/webp');
  assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  assert.equal(served.headers.get('x-content-type-options'), 'nosniff');
  const etag = served.headers.get('etag');
  assert.match(etag ?? '', /^"[A-Za-z0-9_-]{27}"$/);
  const stored = await api.app.images.read(name);
  assert.equal(stored!.etag, etag);
  const raw = Buffer.from(await (await fetch(`${api.url}/uploads/images/${name}`)).arrayBuffer());
  assert.ok(raw.equals(stored!.bytes), 'the stored bytes are served');

  const revalidated = await anonymous.get(`/uploads/images/${name}`, {
    headers: { 'if-none-match': `"other", W/${etag}` },
  });
  assert.equal(revalidated.status, 304);
  assert.equal(revalidated.text, '');
  assert.equal(revalidated.headers.get('etag'), etag);

  const changed = await anonymous.get(`/uploads/images/${name}`, {
    headers: { 'if-none-match': '"something-else"' },
  });
  assert.equal(changed.status, 200);

  for (const missing of [
    '0123456789abcdef0123456789abcdef.webp',
    '..%2F..%2Fetc%2Fpasswd',
    '.hidden',
  ])
    assert.equal((await anonymous.get(`/uploads/images/${missing}`)).status, 404, missing);
});

test('images left on disk by an older version are moved into the database once', async (t) => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'peworld-disk-images-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const imagesDir = path.join(root, 'images');
  await mkdir(imagesDir);
  const bytes = await webp(30, 20);
  const name = 'a1b2c3d4e5f60718293a4b5c6d7e8f90.webp';
  await writeFile(path.join(imagesDir, name), bytes);
  await writeFile(path.join(imagesDir, '.half-written.tmp'), 'x');

  const api = await build(t, { config: { imagesDir } });
  assert.deepEqual(await storedImages(api), [name]);
  const stored = await api.app.images.read(name);
  assert.ok(stored && stored.bytes.equals(bytes), 'same bytes');
  const served = await api.agent().get(`/uploads/images/${name}`);
  assert.equal(served.status, 200);
  assert.equal(served.headers.get('content-type'), 'image/webp');
  // The folder is set aside so the next start does not read it again.
  assert.equal(existsSync(imagesDir), false);
  const [setAside] = await readdir(root);
  assert.match(setAside ?? '', /^images\.moved-to-database-\d+$/);
});
