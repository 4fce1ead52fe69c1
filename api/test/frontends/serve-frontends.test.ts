import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { createRemoteRoutesReader } from '../../src/frontends/remote-routes-reader.js';
import serveFrontends, { type RemotesSource } from '../../src/frontends/serve-frontends.js';

let root: string;

async function put(file: string, content: string) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, content);
}

const homeRoute = {
  path: '/home',
  access: 'talent',
  page: 'CompanyListPage',
  title: { id: 'Perusahaan', en: 'Companies' },
};
const manifest = (version: string, routes: unknown[] = [homeRoute]) =>
  JSON.stringify({
    metaData: { buildInfo: { buildVersion: version }, routes },
    exposes: [{ name: 'CompanyListPage' }],
  });

async function buildApp(
  remoteUrls: Record<string, string> = {},
  remotes?: RemotesSource,
): Promise<FastifyInstance> {
  const app = Fastify();
  // What the API's own handler answers; the plugin defers to it for anything not a page.
  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ status: 404, message: 'Not found' }),
  );
  app.get('/api/health', async () => ({ status: 'ok' }));
  await app.register(serveFrontends, {
    frontendsDir: root,
    remoteUrls,
    ...(remotes ? { remotes } : {}),
    // Manifests on other origins: no network in tests (the reader's own test covers HTTP).
    routes: createRemoteRoutesReader({
      frontendsDir: root,
      fetchImpl: async () => {
        throw new Error('no network in this test');
      },
    }),
  });
  return app;
}

before(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'peworld-frontends-'));
  await put(path.join(root, 'shell/dist/index.html'), '<!doctype html><div id="root"></div>');
  await put(path.join(root, 'shell/dist/main.0123456789.js'), 'console.log("shell")');
  await put(path.join(root, 'talent-app/dist/mf-manifest.json'), manifest('1.0.0'));
  await put(path.join(root, 'talent-app/dist/remoteEntry.js'), 'var talentApp;');
  await put(path.join(root, 'talent-app/dist/420.abcdef0123.js'), 'chunk v1');
  await put(path.join(root, 'releases/talent-app/1.1.0/mf-manifest.json'), manifest('1.1.0'));
  await put(path.join(root, 'releases/talent-app/1.1.0/420.fedcba9876.js'), 'chunk v2');
  await put(path.join(root, 'employer-app/dist/mf-manifest.json'), manifest('2.3.4'));
  await put(path.join(root, 'secret.txt'), 'not for the web');
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

test('the shell page answers / and deep links, never cached, with a CSP', async () => {
  const app = await buildApp();
  for (const url of ['/', '/home/profile-comp/3', '/404']) {
    const res = await app.inject({ url });
    assert.equal(res.statusCode, 200, url);
    assert.match(res.headers['content-type'] as string, /text\/html/);
    assert.equal(res.headers['cache-control'], 'no-cache');
    assert.match(res.body, /id="root"/);
    assert.match(res.headers['content-security-policy'] as string, /script-src 'self'/);
  }
  await app.close();
});

test('hashed shell files are cached for good; missing files and API paths are 404s', async () => {
  const app = await buildApp();
  const js = await app.inject({ url: '/main.0123456789.js' });
  assert.equal(js.statusCode, 200);
  assert.equal(js.headers['cache-control'], 'public, max-age=31536000, immutable');

  const missing = await app.inject({ url: '/main.gone.js' });
  assert.equal(missing.statusCode, 404);
  for (const url of ['/api/nope', '/api', '/uploads/images/x']) {
    const res = await app.inject({ url });
    assert.equal(res.statusCode, 404, url);
    assert.deepEqual(res.json(), { status: 404, message: 'Not found' });
  }
  assert.equal((await app.inject({ url: '/api/health' })).json().status, 'ok');
  await app.close();
});

test('/remotes.json lists local builds, then env URLs; a remotes source decides per visitor', async () => {
  const app = await buildApp({ 'employer-app': 'https://cdn.example/employer/mf-manifest.json' });
  const res = await app.inject({ url: '/remotes.json' });
  assert.equal(res.headers['cache-control'], 'no-store');
  // auth-remote has no build here: left out, so the shell shows its pages as unavailable.
  // Under `routes`, what each build declares; a build the server cannot read is left out there.
  assert.deepEqual(res.json(), {
    talentApp: '/remotes/talent-app/1.0.0/mf-manifest.json',
    employerApp: 'https://cdn.example/employer/mf-manifest.json',
    routes: { talentApp: [homeRoute] },
  });
  await app.close();

  // The API's remote pointers answer per request (a canary visitor, a preview browser…).
  const asked: Array<{ url: string; countLoad: boolean }> = [];
  const pointed = await buildApp(
    {},
    {
      forVisitor: async (request, _reply, { countLoad }) => {
        asked.push({ url: request.url, countLoad });
        return {
          talentApp: '/remotes/talent-app/1.1.0/mf-manifest.json',
          employerApp: 'https://other.example/m.json',
        };
      },
    },
  );
  assert.deepEqual((await pointed.inject({ url: '/remotes.json' })).json(), {
    talentApp: '/remotes/talent-app/1.1.0/mf-manifest.json',
    employerApp: 'https://other.example/m.json',
    routes: { talentApp: [homeRoute] },
  });
  // The page's CSP follows the remotes, so a CDN remote can load.
  const page = await pointed.inject({ url: '/' });
  assert.match(
    page.headers['content-security-policy'] as string,
    /script-src 'self' https:\/\/other\.example/,
  );
  // Only /remotes.json counts as a page load of the remotes (the shell asks for it once).
  assert.deepEqual(asked, [
    { url: '/remotes.json', countLoad: true },
    { url: '/', countLoad: false },
  ]);
  await pointed.close();
});

test("a remote previewed from a developer's loopback dev server may open its hot-update socket", async () => {
  const devServer = await buildApp(
    {},
    {
      forVisitor: async () => ({
        talentApp: 'http://127.0.0.1:3002/mf-manifest.json',
        employerApp: 'https://cdn.example/m.json',
        authRemote: 'http://other.example:3001/mf-manifest.json',
      }),
    },
  );
  const csp = (await devServer.inject({ url: '/' })).headers['content-security-policy'] as string;
  const connect = csp.split('; ').find((part) => part.startsWith('connect-src')) ?? '';
  assert.match(connect, /http:\/\/127\.0\.0\.1:3002/);
  assert.match(connect, /ws:\/\/127\.0\.0\.1:3002/);
  // Only loopback: a CDN or another host gets no WebSocket allowance.
  assert.doesNotMatch(connect, /wss?:\/\/(cdn|other)\.example/);
  await devServer.close();
});

test('a shell rebuilt while the server runs is served at once, old chunks too', async () => {
  const app = await buildApp();
  const dist = path.join(root, 'shell/dist');
  try {
    assert.equal((await app.inject({ url: '/main.fedcba9876.js' })).statusCode, 404);
    // A new build lands after start: its files answer without a restart.
    await put(path.join(dist, 'main.fedcba9876.js'), 'console.log("shell v2")');
    await put(path.join(dist, 'fonts/inter.0123abcdef.woff2'), 'font');
    const fresh = await app.inject({ url: '/main.fedcba9876.js' });
    assert.equal(fresh.statusCode, 200);
    assert.equal(fresh.body, 'console.log("shell v2")');
    assert.equal(fresh.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.equal((await app.inject({ url: '/fonts/inter.0123abcdef.woff2' })).statusCode, 200);
    // The previous build's chunk a tab may still ask for.
    assert.equal((await app.inject({ url: '/main.0123456789.js' })).statusCode, 200);
    // The build's own bookkeeping (hidden files) is not served.
    await put(path.join(dist, '.retired-assets.json'), '{}');
    assert.equal((await app.inject({ url: '/.retired-assets.json' })).statusCode, 404);
    assert.equal((await app.inject({ url: '/%2e%2e/secret.txt' })).statusCode, 404);
  } finally {
    await rm(path.join(dist, 'main.fedcba9876.js'), { force: true });
    await rm(path.join(dist, 'fonts'), { recursive: true, force: true });
    await rm(path.join(dist, '.retired-assets.json'), { force: true });
    await app.close();
  }
});

test('remote builds are served by version from dist or kept releases, with CORS', async () => {
  const app = await buildApp();
  const entry = await app.inject({ url: '/remotes/talent-app/1.0.0/remoteEntry.js' });
  assert.equal(entry.statusCode, 200);
  assert.equal(entry.body, 'var talentApp;');
  assert.equal(entry.headers['access-control-allow-origin'], '*');
  assert.equal(entry.headers['cache-control'], 'no-cache');
  assert.match(entry.headers['content-type'] as string, /javascript/);

  const chunk = await app.inject({ url: '/remotes/talent-app/1.0.0/420.abcdef0123.js' });
  assert.equal(chunk.headers['cache-control'], 'public, max-age=31536000, immutable');

  const v2 = await app.inject({ url: '/remotes/talent-app/1.1.0/420.fedcba9876.js' });
  assert.equal(v2.statusCode, 200);
  assert.equal(v2.body, 'chunk v2');

  const revalidated = await app.inject({
    url: '/remotes/talent-app/1.0.0/remoteEntry.js',
    headers: { 'if-none-match': entry.headers.etag as string },
  });
  assert.equal(revalidated.statusCode, 304);

  for (const url of [
    '/remotes/talent-app/9.9.9/mf-manifest.json',
    '/remotes/talent-app/1.0.0/missing.js',
    '/remotes/unknown-app/1.0.0/remoteEntry.js',
    '/remotes/talent-app/1.0.0/..%2f..%2fsecret.txt',
    '/remotes/talent-app/..%2f..%2f/secret.txt',
  ]) {
    assert.equal((await app.inject({ url })).statusCode, 404, url);
  }
  await app.close();
});

test('file paths cannot leave their build folder', async () => {
  const { resolveInside } = await import('../../src/frontends/send-file.js');
  assert.equal(resolveInside('/srv/dist', 'a/b.js'), path.resolve('/srv/dist/a/b.js'));
  assert.equal(resolveInside('/srv/dist', '../secret.txt'), null);
  assert.equal(resolveInside('/srv/dist', 'a/../../secret.txt'), null);
  assert.equal(resolveInside('/srv/dist', '/etc/passwd'), path.resolve('/srv/dist/etc/passwd'));
  assert.equal(resolveInside('/srv/dist', 'x\0.js'), null);
  assert.equal(resolveInside('/srv/dist', ''), null);
});

test('precompressed builds are sent to clients that accept them', async () => {
  const zlib = await import('node:zlib');
  const body = 'console.log("big chunk");'.repeat(100);
  const dir = path.join(root, 'talent-app/dist');
  await writeFile(path.join(dir, '777.0a0b0c0d0e.js'), body);
  await writeFile(path.join(dir, '777.0a0b0c0d0e.js.br'), zlib.brotliCompressSync(body));
  await writeFile(path.join(dir, '777.0a0b0c0d0e.js.gz'), zlib.gzipSync(body));
  const app = await buildApp();
  const url = '/remotes/talent-app/1.0.0/777.0a0b0c0d0e.js';

  const br = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
  assert.equal(br.headers['content-encoding'], 'br');
  assert.equal(zlib.brotliDecompressSync(br.rawPayload).toString(), body);
  assert.match(br.headers['content-type'] as string, /javascript/);

  const gz = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
  assert.equal(gz.headers['content-encoding'], 'gzip');
  assert.equal(zlib.gunzipSync(gz.rawPayload).toString(), body);

  const plain = await app.inject({ url, headers: { 'accept-encoding': 'identity' } });
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.body, body);
  assert.notEqual(plain.headers.etag, br.headers.etag);
  await app.close();
});

test('pre-rendered first-visit pages are served while their remote build is the live one', async () => {
  const zlib = await import('node:zlib');
  const dir = path.join(root, 'shell/dist/prerendered');
  const landing = '<!doctype html><div id="root" data-prerendered="/"><h1>Hero</h1></div>';
  const login = '<!doctype html><div id="root" data-prerendered="/user-login"><form></form></div>';
  await put(path.join(dir, 'landing.html'), landing);
  await writeFile(path.join(dir, 'landing.html.br'), zlib.brotliCompressSync(landing));
  await put(path.join(dir, 'user-login.html'), login);
  await put(path.join(root, 'auth-remote/dist/mf-manifest.json'), manifest('1.0.0'));
  await put(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      pages: [
        { path: '/', file: 'landing.html', remotes: {} },
        { path: '/user-login', file: 'user-login.html', remotes: { authRemote: '1.0.0' } },
        { path: '/escape', file: '../../secret.txt', remotes: {} },
      ],
    }),
  );
  const app = await buildApp();
  try {
    const home = await app.inject({ url: '/?utm=x', headers: { 'accept-encoding': 'br' } });
    assert.equal(home.statusCode, 200);
    assert.equal(home.headers['content-encoding'], 'br');
    assert.equal(zlib.brotliDecompressSync(home.rawPayload).toString(), landing);
    assert.match(home.headers['content-type'] as string, /text\/html/);
    assert.equal(home.headers['cache-control'], 'no-cache');
    assert.match(home.headers['content-security-policy'] as string, /script-src 'self'/);

    const userLogin = await app.inject({ url: '/user-login/' });
    assert.equal(userLogin.body, login);
    // Not pre-rendered: the plain app page.
    assert.match((await app.inject({ url: '/home' })).body, /<div id="root"><\/div>/);
    // A manifest entry cannot point outside the folder.
    assert.doesNotMatch((await app.inject({ url: '/escape' })).body, /not for the web/);

    // A login posted before the page's scripts ran: back to the page, nothing processed.
    const early = await app.inject({
      method: 'POST',
      url: '/user-login',
      payload: 'email=a%40b.c&password=secret',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(early.statusCode, 303);
    assert.equal(early.headers.location, '/user-login');
    assert.equal((await app.inject({ method: 'POST', url: '/elsewhere' })).statusCode, 404);
    assert.equal((await app.inject({ method: 'POST', url: '/api/nope' })).statusCode, 404);

    await app.close();

    // Ops swap auth-remote: the page holds the old remote's markup, so the app page is sent.
    const swapped = await buildApp(
      {},
      {
        forVisitor: async () => ({ authRemote: 'https://cdn.example.com/auth/mf-manifest.json' }),
      },
    );
    assert.match((await swapped.inject({ url: '/user-login' })).body, /<div id="root"><\/div>/);
    assert.equal((await swapped.inject({ url: '/' })).body, landing);
    await swapped.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
    await rm(path.join(root, 'auth-remote'), { recursive: true, force: true });
    await app.close();
  }
});

test("pages go out in the visitor's language: cookie, else Accept-Language, else Indonesian", async () => {
  const dir = path.join(root, 'shell/dist/prerendered');
  const page = (language: string, body: string) =>
    `<!doctype html><html lang="${language}"><div id="root">${body}</div></html>`;
  await put(path.join(dir, 'landing.id.html'), page('id', 'Talenta terbaik'));
  await put(path.join(dir, 'landing.en.html'), page('en', 'The best talent'));
  await put(path.join(dir, 'app.id.html'), page('id', ''));
  await put(path.join(dir, 'app.en.html'), page('en', ''));
  await put(
    path.join(dir, 'manifest.json'),
    JSON.stringify({
      pages: [
        { path: '/', file: 'landing.id.html', language: 'id', remotes: {} },
        { path: '/', file: 'landing.en.html', language: 'en', remotes: {} },
      ],
      appPages: { id: 'app.id.html', en: 'app.en.html' },
    }),
  );
  const app = await buildApp();
  try {
    const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });
    const english = await get('/', { 'accept-language': 'en-US,en;q=0.9' });
    assert.match(english.body, /The best talent/);
    assert.equal(english.headers['content-language'], 'en');
    assert.match(english.headers.vary as string, /Accept-Language, Cookie/);
    assert.match((await get('/', { 'accept-language': 'id-ID,id;q=0.9' })).body, /Talenta/);
    assert.match((await get('/', { 'accept-language': 'fr-FR' })).body, /Talenta/);
    assert.match((await get('/')).body, /Talenta/, 'no language: Indonesian');
    // The visitor's choice wins over the browser.
    const chosen = await get('/', { 'accept-language': 'en-US', cookie: 'peworld_lang=id' });
    assert.match(chosen.body, /Talenta/);
    // Pages the browser renders: the app page of the language (its <html lang>).
    assert.match((await get('/home', { cookie: 'peworld_lang=en' })).body, /<html lang="en">/);
    assert.match((await get('/home', { 'accept-language': 'id' })).body, /<html lang="id">/);
  } finally {
    await rm(dir, { recursive: true, force: true });
    await app.close();
  }
});
