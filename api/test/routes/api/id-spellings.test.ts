// Every route with an id in its path, tried with every other spelling of a real id, as an
// account that does not own it (and as the owner). Only the canonical decimal spelling names a
// row: anything else answers 404 and changes nothing, so no spelling can slip past an owner check
// that compares one form of the id while the query uses another.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Agent, Registered, TestApi } from '../../helper.js';
import { addSkills, cast, multipart, pngImage, sharedApi, type Cast } from './talent-fixtures.js';
import { otherSpellings } from '../../support/id-spellings.js';

interface IdRoute {
  name: string;
  method: 'get' | 'patch' | 'delete';
  /** Creates the row (owned by the owner) and answers its id. */
  target: () => Promise<number>;
  path: (id: string) => string;
  /** Who owns the row; null for public reads. */
  owner: () => Registered | null;
  /** Another account of the owner's kind (or anyone, for reads). */
  intruder: () => Registered;
  body?: () => Promise<{ json?: unknown; multipart?: FormData }>;
  /** What the row looks like, read through the API; must not change under a refused write. */
  snapshot: (id: number) => Promise<string>;
}

describe('ids in paths: one canonical spelling, everything else 404 and no change', () => {
  const shared = sharedApi();
  let api: TestApi;
  let people: Cast;
  let company: Registered;
  let otherCompany: Registered;
  let png: Buffer;

  before(async () => {
    api = shared();
    people = await cast(api);
    company = people.recruiter;
    otherCompany = await api.registerRecruiter({ company: 'Other Company' });
    png = await pngImage();
  });

  const owner = () => people.owner;
  const profile = async () => (await api.agent().get(`/api/users/${owner().user.id_user}`)).text;
  const companyRow = async (id: number) => (await api.agent().get(`/api/company/${id}`)).text;
  let counter = 0;

  const routes: IdRoute[] = [
    {
      name: 'GET /api/users/:id',
      method: 'get',
      target: async () => owner().user.id_user,
      path: (id) => `/api/users/${id}`,
      owner: () => null,
      intruder: () => people.otherTalent,
      snapshot: profile,
    },
    {
      name: 'PATCH /api/users/:id',
      method: 'patch',
      target: async () => owner().user.id_user,
      path: (id) => `/api/users/${id}`,
      owner,
      intruder: () => people.otherTalent,
      body: async () => ({ json: { job_desk: `Changed ${(counter += 1)}` } }),
      snapshot: profile,
    },
    {
      name: 'GET /api/company/:id',
      method: 'get',
      target: async () => company.user.id_user,
      path: (id) => `/api/company/${id}`,
      owner: () => null,
      intruder: () => otherCompany,
      snapshot: companyRow,
    },
    {
      name: 'PATCH /api/company/:id',
      method: 'patch',
      target: async () => company.user.id_user,
      path: (id) => `/api/company/${id}`,
      owner: () => company,
      intruder: () => otherCompany,
      body: async () => ({ json: { city: `City ${(counter += 1)}` } }),
      snapshot: companyRow,
    },
    {
      name: 'PATCH /api/company/:id (multipart logo)',
      method: 'patch',
      target: async () => company.user.id_user,
      path: (id) => `/api/company/${id}`,
      owner: () => company,
      intruder: () => otherCompany,
      body: async () => ({ multipart: multipart({}, [['img_company', png, 'logo.png']]) }),
      snapshot: companyRow,
    },
    ...(['patch', 'delete'] as const).flatMap((method): IdRoute[] => [
      {
        name: `${method.toUpperCase()} /api/users-skills/:id`,
        method,
        target: async () => (await addSkills(owner(), [`Spelling ${(counter += 1)}`]))[0]!,
        path: (id) => `/api/users-skills/${id}`,
        owner,
        intruder: () => people.otherTalent,
        ...(method === 'patch'
          ? { body: async () => ({ json: { skill_name: `Renamed ${(counter += 1)}` } }) }
          : {}),
        snapshot: profile,
      },
      {
        name: `${method.toUpperCase()} /api/users-experiences/:id`,
        method,
        target: async () => {
          const res = await owner().agent.post('/api/users-experiences', {
            json: { company_name: 'PT A', job_position: 'Dev', day_in: '2020-01-01' },
          });
          return res.body.data.id;
        },
        path: (id) => `/api/users-experiences/${id}`,
        owner,
        intruder: () => people.otherTalent,
        ...(method === 'patch'
          ? { body: async () => ({ json: { job_position: `Lead ${(counter += 1)}` } }) }
          : {}),
        snapshot: profile,
      },
      {
        name: `${method.toUpperCase()} /api/users-portfolio/:id`,
        method,
        target: async () => {
          const res = await owner().agent.post('/api/users-portfolio', {
            multipart: multipart({ project_name: 'P' }, [['image', png, 'p.png']]),
          });
          return res.body.data.id;
        },
        path: (id) => `/api/users-portfolio/${id}`,
        owner,
        intruder: () => people.otherTalent,
        ...(method === 'patch'
          ? { body: async () => ({ json: { project_name: `R ${(counter += 1)}` } }) }
          : {}),
        snapshot: profile,
      },
    ]),
  ];

  for (const route of routes) {
    test(route.name, async () => {
      const id = await route.target();
      const actors: Array<[string, Agent]> = [
        ['another account', route.intruder().agent],
        ['anonymous', api.agent()],
      ];
      const ownerAccount = route.owner();
      if (ownerAccount) actors.push(['the owner', ownerAccount.agent]);
      for (const spelling of otherSpellings(id)) {
        for (const [who, agent] of actors) {
          const before = await route.snapshot(id);
          const body = route.body ? await route.body() : {};
          const res = await agent[route.method](route.path(spelling), body);
          assert.equal(res.status, 404, `${who} ${route.path(spelling)}: ${res.text}`);
          assert.equal(res.body.status, 404);
          assert.equal(await route.snapshot(id), before, `${who} ${spelling} changed the row`);
        }
      }
      // The canonical spelling still works for the owner (or anyone, for reads).
      const body = route.body ? await route.body() : {};
      const res = await (ownerAccount?.agent ?? api.agent())[route.method](
        route.path(String(id)),
        body,
      );
      assert.equal(res.status, 200, res.text);
    });
  }

  test('every path with an id in the OpenAPI document refuses every other spelling', async () => {
    const doc = api.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> };
    // /api/ops/remotes/{remote}/… names a remote (talent-app), not an id.
    const paths = Object.keys(doc.paths).filter(
      (path) => /\{[^}]+\}/.test(path) && !path.startsWith('/api/ops/'),
    );
    assert.ok(paths.length >= 8, paths.join(' '));
    for (const path of paths) {
      for (const method of Object.keys(doc.paths[path]!)) {
        for (const spelling of otherSpellings(7)) {
          for (const agent of [people.otherTalent.agent, otherCompany.agent]) {
            const res = await agent.request(
              method.toUpperCase(),
              path.replace(/\{[^}]+\}/g, spelling),
            );
            assert.equal(res.status, 404, `${method} ${path} ${spelling}: ${res.text}`);
          }
        }
      }
    }
  });
});

describe('ids in bodies and query strings: one spelling, everything else 400 at the field', () => {
  const shared = sharedApi();
  let api: TestApi;
  let people: Cast;

  before(async () => {
    api = shared();
    people = await cast(api);
  });

  /** Other spellings of `id` a client may send: text (forms, queries) and JSON values. */
  const textSpellings = (id: number) => [
    `${id}.0`,
    ` ${id}`,
    `${id} `,
    `0${id}`,
    `+${id}`,
    `${id}e0`,
  ];
  const jsonSpellings = (id: number): unknown[] => [
    ...textSpellings(id),
    [id],
    [String(id)],
    `${id}.5`,
    id + 0.5,
    true,
  ];

  test('a hire request refuses every other spelling of the talent id, in JSON and in a form', async () => {
    const id = people.owner.user.id_user;
    const recruiter = people.recruiter.agent;
    const body = (id_user: unknown) => ({ subject: 'Role', message: 'Hello', id_user });
    for (const spelling of jsonSpellings(id)) {
      const res = await recruiter.post('/api/hire', { json: body(spelling) });
      assert.equal(res.status, 400, `${JSON.stringify(spelling)}: ${res.text}`);
      assert.equal(res.body.fields.id_user, 'Talent id must be a positive whole number');
    }
    for (const spelling of textSpellings(id)) {
      const res = await recruiter.post('/api/hire', {
        form: { subject: 'Role', message: 'Hello', id_user: spelling },
      });
      assert.equal(res.status, 400, `form ${JSON.stringify(spelling)}: ${res.text}`);
      assert.equal(res.body.fields.id_user, 'Talent id must be a positive whole number');
    }
    const hires = await recruiter.get('/api/hire');
    assert.equal(hires.body.data.length, 0, 'no spelling created a hire request');
    const canonical = await recruiter.post('/api/hire', {
      form: { subject: 'Role', message: 'Hello', id_user: String(id) },
    });
    assert.equal(canonical.status, 201, canonical.text);
    assert.equal(canonical.body.data.id_user, id);
  });

  test('opening a conversation refuses every other spelling of the company id', async () => {
    const id = people.recruiter.user.id_user;
    for (const spelling of jsonSpellings(id)) {
      const res = await people.otherTalent.agent.post('/api/conversations', {
        json: { id_company: spelling, body: 'Hello' },
      });
      assert.equal(res.status, 400, `${JSON.stringify(spelling)}: ${res.text}`);
      assert.equal(res.body.fields.id_company, 'Company id must be a positive whole number');
    }
    assert.equal((await people.otherTalent.agent.get('/api/conversations')).body.data.length, 0);
  });

  test('list filters and cursors in query strings refuse every other spelling', async () => {
    const id = people.owner.user.id_user;
    await addSkills(people.owner, ['Query Spelling']);
    for (const path of ['/api/users-skills', '/api/users-experiences', '/api/users-portfolio']) {
      for (const spelling of textSpellings(id)) {
        const res = await api.agent().get(`${path}?id_user=${encodeURIComponent(spelling)}`);
        assert.equal(res.status, 400, `${path} ${JSON.stringify(spelling)}: ${res.text}`);
        assert.match(res.body.fields.id_user, /must be a positive whole number/);
      }
      const twice = await api.agent().get(`${path}?id_user=${id}&id_user=${id}`);
      assert.equal(twice.status, 400, `${path} twice: ${twice.text}`);
      const canonical = await api.agent().get(`${path}?id_user=${id}`);
      assert.equal(canonical.status, 200, canonical.text);
    }
    const hire = await people.recruiter.agent.get('/api/hire');
    const conversation = hire.body.data[0]?.conversation_id ?? 1;
    const before = await people.owner.agent.get(
      `/api/conversations/${conversation}/messages?before=7.0`,
    );
    assert.equal(before.status, 400, before.text);
    assert.ok(before.body.fields.before);
    const read = await people.owner.agent.post('/api/notifications/read', { json: { id: '7.0' } });
    assert.equal(read.status, 400, read.text);
    assert.ok(read.body.fields.id);
  });
});
