// What a client written from the spec does, unchanged: it posts every field of its forms,
// untouched ones as empty strings, types social handles instead of links, and may send null.
// Nothing stored may be lost and nothing it types reasonably may be refused.
import { before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../helper.js';
import { multipart, sharedApi } from './talent-fixtures.js';

const FULL_PROFILE = {
  full_name: 'Budi Santoso',
  phone: '081234567890',
  job_desk: 'Web Developer',
  employment_type: 'freelance',
  domicile: 'Bandung',
  ig_account: 'https://instagram.com/budi',
  github_account: 'https://github.com/budi',
  gitlab_account: 'https://gitlab.com/budi',
  description: 'Builds things.',
};

const FULL_COMPANY = {
  name_company: 'PT Maju',
  field_company: 'Software',
  city: 'Jakarta',
  address: 'Jl. Sudirman 1',
  description: 'We hire.',
  email: 'hr@maju.example',
  instagram: 'https://instagram.com/maju',
  phone: '0215550000',
  linkedin: 'https://www.linkedin.com/company/maju',
};

/** Every field blank except the ones given: what the spec's form posts. */
function blankExcept<T extends Record<string, string>>(
  full: T,
  kept: Partial<T>,
): Record<string, string> {
  return Object.fromEntries(Object.keys(full).map((key) => [key, kept[key] ?? '']));
}

describe('a client written from the spec never loses data', () => {
  const shared = sharedApi();
  let api: TestApi;
  let talent: Registered;
  let recruiter: Registered;

  before(async () => {
    api = shared();
    [talent, recruiter] = await Promise.all([api.registerTalent(), api.registerRecruiter()]);
  });

  const profile = async () =>
    (await talent.agent.get(`/api/users/${talent.user.id_user}`)).body.data;
  const company = async () =>
    (await recruiter.agent.get(`/api/company/${recruiter.user.id_user}`)).body.result;
  const resetProfile = async () => {
    const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      json: FULL_PROFILE,
    });
    assert.equal(res.status, 200, res.text);
  };

  it('a form-encoded PATCH with blank fields changes only the filled ones', async () => {
    await resetProfile();
    const before = await profile();
    const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      form: blankExcept(FULL_PROFILE, { job_desk: 'Backend Developer' }),
    });
    assert.equal(res.status, 200, res.text);
    const after = await profile();
    assert.equal(after.job_desk, 'Backend Developer');
    for (const key of Object.keys(FULL_PROFILE).filter((k) => k !== 'job_desk'))
      assert.equal(after[key], before[key], key);
  });

  it('so does a multipart PATCH (name and title only)', async () => {
    await resetProfile();
    const before = await profile();
    const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      multipart: multipart(
        blankExcept(FULL_PROFILE, { full_name: 'Budi S.', job_desk: 'Lead' }),
        [],
      ),
    });
    assert.equal(res.status, 200, res.text);
    const after = await profile();
    assert.deepEqual([after.full_name, after.job_desk], ['Budi S.', 'Lead']);
    for (const key of ['domicile', 'github_account', 'description', 'phone', 'ig_account'])
      assert.equal(after[key], before[key], key);
  });

  it('a company form with blank fields keeps the stored ones', async () => {
    const set = await recruiter.agent.patch(`/api/company/${recruiter.user.id_user}`, {
      json: FULL_COMPANY,
    });
    assert.equal(set.status, 200, set.text);
    const before = await company();
    const res = await recruiter.agent.patch(`/api/company/${recruiter.user.id_user}`, {
      form: blankExcept(FULL_COMPANY, { city: 'Surabaya' }),
    });
    assert.equal(res.status, 200, res.text);
    const after = await company();
    assert.equal(after.city, 'Surabaya');
    for (const key of Object.keys(FULL_COMPANY).filter((k) => k !== 'city'))
      assert.equal(after[key], before[key], key);
  });

  it('in JSON, null clears an optional field and a required one cannot be emptied', async () => {
    await resetProfile();
    const cleared = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      json: { domicile: null, github_account: null },
    });
    assert.equal(cleared.status, 200, cleared.text);
    assert.equal(cleared.body.data.domicile, null);
    assert.equal(cleared.body.data.github_account, null);
    assert.equal(cleared.body.data.job_desk, FULL_PROFILE.job_desk);
    for (const full_name of ['', '   ', null]) {
      const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
        json: { full_name },
      });
      assert.equal(res.status, 400, `${String(full_name)}: ${res.text}`);
      assert.equal(res.body.fields.full_name, 'Full name is required');
    }
    assert.equal((await profile()).full_name, FULL_PROFILE.full_name);
  });

  it('social handles are accepted and stored as one canonical link', async () => {
    const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      json: { ig_account: '@budi.dev', github_account: 'budi', gitlab_account: '@budi-g' },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.data.ig_account, 'https://instagram.com/budi.dev');
    assert.equal(res.body.data.github_account, 'https://github.com/budi');
    assert.equal(res.body.data.gitlab_account, 'https://gitlab.com/budi-g');
    const form = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
      form: { github_account: 'https://www.github.com/budi/' },
    });
    assert.equal(form.body.data.github_account, 'https://github.com/budi');
    const co = await recruiter.agent.patch(`/api/company/${recruiter.user.id_user}`, {
      json: { instagram: '@maju.id', linkedin: '@maju' },
    });
    assert.equal(co.status, 200, co.text);
    assert.equal(co.body.result.instagram, 'https://instagram.com/maju.id');
    assert.equal(co.body.result.linkedin, 'https://www.linkedin.com/company/maju');
  });

  it('the hire form as multipart/form-data without files is accepted and validated like JSON', async () => {
    // What the spec's hire page sends: FormData with every field, id_company from the stored
    // login (ignored: the session is the company), id_user from the route.
    const fields = {
      subject: 'Projek',
      message: 'Kami ingin bekerja sama',
      id_company: String(recruiter.user.id_user),
      id_user: String(talent.user.id_user),
    };
    const res = await recruiter.agent.post('/api/hire', { multipart: multipart(fields) });
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.message, 'Saved!');
    assert.equal(res.body.data.subject, 'Projek');
    assert.equal(res.body.data.id_user, talent.user.id_user);

    const blank = await recruiter.agent.post('/api/hire', {
      multipart: multipart({ ...fields, subject: '' }),
    });
    assert.equal(blank.status, 400, blank.text);
    assert.equal(blank.body.fields.subject, 'Subject is required');
    const spelled = await recruiter.agent.post('/api/hire', {
      multipart: multipart({ ...fields, id_user: `${talent.user.id_user}.0` }),
    });
    assert.equal(spelled.status, 400, spelled.text);
    assert.ok(spelled.body.fields.id_user);
    const withFile = await recruiter.agent.post('/api/hire', {
      multipart: multipart(fields, [['attachment', Buffer.from('x'), 'a.txt', 'text/plain']]),
    });
    assert.equal(withFile.status, 415, withFile.text);
    assert.equal(withFile.body.message, 'This request takes no files: send its fields only');
  });

  it('so are the other forms the spec sends (skills, experience, login) as multipart', async () => {
    const skill = await talent.agent.post('/api/users-skills', {
      multipart: multipart({ skill_name: 'Multipart Skill', id_user: String(talent.user.id_user) }),
    });
    assert.equal(skill.status, 201, skill.text);
    const experience = await talent.agent.post('/api/users-experiences', {
      multipart: multipart({
        id_user: String(talent.user.id_user),
        company_name: 'PT Form',
        job_position: 'Dev',
        day_in: '2020-01-01',
        day_out: '',
        description: '',
      }),
    });
    assert.equal(experience.status, 201, experience.text);
    const login = await api.agent().post('/api/auth/login-user', {
      multipart: multipart({ email: talent.email, password: talent.password }),
    });
    assert.equal(login.status, 200, login.text);
    const tooShort = await api.agent().post('/api/auth/login-user', {
      multipart: multipart({ email: 'not-an-email', password: talent.password }),
    });
    assert.equal(tooShort.status, 400, tooShort.text);
    assert.equal(tooShort.body.fields.email, 'Email must be a valid email address');
  });

  it('other schemes are still refused', async () => {
    for (const value of ['javascript:alert(1)', 'data:text/html,x', 'ftp://github.com/budi']) {
      const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, {
        json: { github_account: value },
      });
      assert.equal(res.status, 400, `${value}: ${res.text}`);
      assert.ok(res.body.fields.github_account);
    }
  });
});
