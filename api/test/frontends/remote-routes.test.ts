import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readDeclaredRoutes } from '../../src/frontends/remote-routes.js';
import { createRemoteRoutesReader } from '../../src/frontends/remote-routes-reader.js';

const title = { id: 'Talenta', en: 'Talent' };
const manifestWith = (routes: unknown, exposes = ['TalentListPage', 'SavedSearchesPage']) => ({
  metaData: { routes },
  exposes: exposes.map((name) => ({ name })),
});

test('well-formed routes of exposed pages are kept as declared', () => {
  const routes = [
    { path: '/home', access: 'recruiter', page: 'TalentListPage', title },
    { path: '/home/saved-searches', access: 'recruiter', page: 'SavedSearchesPage', title },
    { path: '/hire-page/:id', access: 'logged-in', page: 'TalentListPage', title },
  ];
  assert.deepEqual(readDeclaredRoutes(manifestWith(routes)), { routes, problems: [] });
});

test('bad paths, reserved paths, unknown access, pages not exposed and bad titles are refused', () => {
  const { routes, problems } = readDeclaredRoutes(
    manifestWith([
      { path: '/', access: 'logged-in', page: 'TalentListPage', title },
      { path: '/:anything', access: 'logged-in', page: 'TalentListPage', title },
      { path: '/Home/../x', access: 'logged-in', page: 'TalentListPage', title },
      { path: '/api/users', access: 'logged-in', page: 'TalentListPage', title },
      { path: '/ops', access: 'logged-in', page: 'TalentListPage', title },
      { path: '/404', access: 'guest-only', page: 'TalentListPage', title },
      { path: '/home', access: 'admin', page: 'TalentListPage', title },
      { path: '/home', access: 'recruiter', page: 'GonePage', title },
      { path: '/home', access: 'recruiter', page: 'TalentListPage', title: { id: 'x' } },
      { path: '/home', access: 'recruiter', page: 'TalentListPage', title },
    ]),
  );
  assert.deepEqual(
    routes.map((route) => route.path),
    ['/home'],
  );
  assert.equal(problems.length, 9);
  assert.match(problems[0]!, /"?\/"? is not a route path/);
  assert.match(problems[1]!, /is not a route path/);
  assert.match(problems[3]!, /under \/api/);
  assert.match(problems[4]!, /under \/ops/);
  assert.match(problems[6]!, /access must be one of/);
  assert.match(problems[7]!, /GonePage is not exposed/);
  assert.match(problems[8]!, /title needs id and en/);
});

test('one build may split a path by role, never declare it twice for the same visitors', () => {
  const { routes, problems } = readDeclaredRoutes(
    manifestWith([
      { path: '/home', access: 'recruiter', page: 'TalentListPage', title },
      { path: '/home', access: 'talent', page: 'SavedSearchesPage', title },
      { path: '/home', access: 'logged-in', page: 'SavedSearchesPage', title },
    ]),
  );
  assert.equal(routes.length, 2);
  assert.deepEqual(problems, ['/home is declared twice (recruiter and logged-in)']);
});

test('a manifest without a route list declares nothing, and says so', () => {
  assert.deepEqual(readDeclaredRoutes({ metaData: {} }), {
    routes: [],
    problems: ['the manifest declares no routes (metaData.routes)'],
  });
});

test('the reader reads local builds from disk again when they change, and others over HTTP', async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'peworld-routes-'));
  try {
    const file = path.join(root, 'employer-app', 'dist', 'mf-manifest.json');
    await mkdir(path.dirname(file), { recursive: true });
    const write = async (routes: unknown[], mtime: Date) => {
      await writeFile(
        file,
        JSON.stringify({
          ...manifestWith(routes),
          metaData: { buildInfo: { buildVersion: '1.0.0' }, routes },
        }),
      );
      await utimes(file, mtime, mtime);
    };
    const home = { path: '/home', access: 'recruiter', page: 'TalentListPage', title };
    await write([home], new Date(2026, 0, 1));
    const fetched: string[] = [];
    const problems: string[] = [];
    const reader = createRemoteRoutesReader({
      frontendsDir: root,
      fetchImpl: async (url) => {
        fetched.push(String(url));
        if (String(url).includes('down')) throw new Error('connection refused');
        return Response.json(manifestWith([{ ...home, page: 'SavedSearchesPage' }]));
      },
      onProblems: (entry, list) => problems.push(`${entry}: ${list.join('; ')}`),
    });
    const remotes = {
      employerApp: '/remotes/employer-app/1.0.0/mf-manifest.json',
      talentApp: 'https://cdn.example/talent/mf-manifest.json',
      authRemote: 'https://down.example/auth/mf-manifest.json',
    };
    assert.deepEqual(await reader.routesFor(remotes), {
      employerApp: [home],
      talentApp: [{ ...home, page: 'SavedSearchesPage' }],
    });
    // The same build again: nothing fetched again within the cache time.
    await reader.routesFor(remotes);
    assert.equal(fetched.length, 2);

    const saved = { ...home, path: '/home/saved-searches', page: 'SavedSearchesPage' };
    await write([home, saved, { ...home, path: '/api/x' }], new Date(2026, 0, 2));
    assert.deepEqual((await reader.routesFor(remotes)).employerApp, [home, saved]);
    assert.equal(problems.length, 1);
    assert.match(problems[0]!, /under \/api/);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
});
