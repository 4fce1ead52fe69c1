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
    const paths = Object.keys(doc.paths).filter((path) => /\{[^}]+\}/.test(path));
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
