// Who may write what on the talent side: every write route × anonymous, the owning talent,
// another talent and a recruiter. Non-owners go first so a DELETE is still there to refuse.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { assertNoSecrets, type Agent, type TestApi } from '../../../helper.js';
import { addSkills, cast, multipart, pngImage, sharedApi, type Cast } from '../talent-fixtures.js';

type Actor = 'anonymous' | 'otherTalent' | 'recruiter' | 'owner';

interface WriteCase {
  name: string;
  method: 'post' | 'patch' | 'delete';
  /** Creates what the write targets (owned by `owner`) and answers its path. */
  target: () => Promise<string>;
  body?: () => Promise<{ json?: unknown; multipart?: FormData }>;
  /** Expected status per actor. */
  expect: Record<Actor, number>;
}

const RESOURCE = { anonymous: 401, otherTalent: 403, recruiter: 403 } as const;
const CREATE = { anonymous: 401, otherTalent: 201, recruiter: 403, owner: 201 } as const;

describe('authorization matrix of the talent writes', () => {
  const shared = sharedApi();
  let api: TestApi;
  let people: Cast;
  let png: Buffer;

  before(async () => {
    api = shared();
    people = await cast(api);
    png = await pngImage();
  });

  const owner = () => people.owner;
  const experience = async () => {
    const res = await owner().agent.post('/api/users-experiences', {
      json: { company_name: 'PT A', job_position: 'Dev', day_in: '2020-01-01' },
    });
    return `/api/users-experiences/${res.body.data.id}`;
  };
  const portfolio = async () => {
    const res = await owner().agent.post('/api/users-portfolio', {
      multipart: multipart({ project_name: 'P' }, [['image', png, 'p.png']]),
    });
    return `/api/users-portfolio/${res.body.data.id}`;
  };
  let skillCounter = 0;
  const skill = async () =>
    `/api/users-skills/${(await addSkills(owner(), [`Skill ${(skillCounter += 1)}`]))[0]}`;

  const cases: WriteCase[] = [
    {
      name: 'PATCH /api/users/:id',
      method: 'patch',
      target: async () => `/api/users/${owner().user.id_user}`,
      body: async () => ({ json: { job_desk: 'Changed' } }),
      expect: { ...RESOURCE, owner: 200 },
    },
    {
      name: 'POST /api/users-skills',
      method: 'post',
      target: async () => '/api/users-skills',
      body: async () => ({
        json: { skill_name: `New ${(skillCounter += 1)}`, id_user: owner().user.id_user },
      }),
      expect: CREATE,
    },
    {
      name: 'PATCH /api/users-skills/:id',
      method: 'patch',
      target: skill,
      body: async () => ({ json: { skill_name: `Renamed ${(skillCounter += 1)}` } }),
      expect: { ...RESOURCE, owner: 200 },
    },
    {
      name: 'DELETE /api/users-skills/:id',
      method: 'delete',
      target: skill,
      expect: { ...RESOURCE, owner: 200 },
    },
    {
      name: 'POST /api/users-experiences',
      method: 'post',
      target: async () => '/api/users-experiences',
      body: async () => ({
        json: {
          company_name: 'PT B',
          job_position: 'QA',
          day_in: '01-01-2021',
          id_user: owner().user.id_user,
        },
      }),
      expect: CREATE,
    },
    {
      name: 'PATCH /api/users-experiences/:id',
      method: 'patch',
      target: experience,
      body: async () => ({ json: { job_position: 'Lead' } }),
      expect: { ...RESOURCE, owner: 200 },
    },
    {
      name: 'DELETE /api/users-experiences/:id',
      method: 'delete',
      target: experience,
      expect: { ...RESOURCE, owner: 200 },
    },
    {
      name: 'POST /api/users-portfolio',
      method: 'post',
      target: async () => '/api/users-portfolio',
      body: async () => ({
        multipart: multipart({ project_name: 'Q', id_user: String(owner().user.id_user) }, [
          ['image', png, 'q.png'],
        ]),
      }),
      expect: CREATE,
    },
    {
      name: 'PATCH /api/users-portfolio/:id',
      method: 'patch',
      target: portfolio,
      body: async () => ({ json: { project_name: 'R' } }),
      expect: { ...RESOURCE, owner: 200 },
    },
    {
      name: 'DELETE /api/users-portfolio/:id',
      method: 'delete',
      target: portfolio,
      expect: { ...RESOURCE, owner: 200 },
    },
  ];

  for (const write of cases) {
    test(write.name, async () => {
      const path = await write.target();
      const agents: Record<Actor, Agent> = {
        anonymous: people.anonymous,
        otherTalent: people.otherTalent.agent,
        recruiter: people.recruiter.agent,
        owner: people.owner.agent,
      };
      // The owner's whole profile (skills, experience, portfolio): a refused write must not change it.
      const snapshot = async () =>
        (await api.agent().get(`/api/users/${people.owner.user.id_user}`)).text;
      for (const actor of ['anonymous', 'otherTalent', 'recruiter', 'owner'] as const) {
        const before = await snapshot();
        const body = write.body ? await write.body() : {};
        const res = await agents[actor][write.method](path, body);
        assert.equal(res.status, write.expect[actor], `${actor}: ${res.text}`);
        assert.equal(res.body.status, write.expect[actor]);
        assertNoSecrets(res.body);
        if (res.status >= 400 || actor === 'otherTalent')
          assert.equal(await snapshot(), before, `${actor} changed the owner's profile`);
        if (write.method === 'post' && res.status === 201) {
          // id_user in the body never decides the owner: the session does.
          const self = actor === 'owner' ? people.owner : people.otherTalent;
          assert.equal(res.body.data.id_user, self.user.id_user, actor);
        }
      }
    });
  }

  test('a talent cannot edit a recruiter through PATCH /api/users/:id (404: not a talent)', async () => {
    const res = await people.owner.agent.patch(`/api/users/${people.recruiter.user.id_user}`, {
      json: { job_desk: 'X' },
    });
    assert.equal(res.status, 404);
  });
});
