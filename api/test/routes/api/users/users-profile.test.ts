import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fieldList,
  assertNoSecrets,
  imageExists,
  storedImages,
  type TestApi,
} from '../../../helper.js';
import { addSkills, multipart, pngImage, sharedApi } from '../talent-fixtures.js';

describe('GET and PATCH /api/users/:id', () => {
  const shared = sharedApi();
  let api: TestApi;

  before(() => {
    api = shared();
  });

  const storedFiles = () => storedImages(api);

  test('the profile comes whole: skills, experience (current first) and portfolio with images', async () => {
    const talent = await api.registerTalent({ full_name: 'Rina Kusuma', phone: '0812-3456-7890' });
    const id = talent.user.id_user;
    await addSkills(talent, ['Vue', 'Laravel']);
    for (const [company_name, day_in, day_out] of [
      ['Old', '2015-01-01', '2016-01-01'],
      ['Now', '2020-01-01', ''],
      ['Mid', '2017-01-01', '2019-01-01'],
    ]) {
      const res = await talent.agent.post('/api/users-experiences', {
        json: { company_name, job_position: 'Dev', day_in, day_out },
      });
      assert.equal(res.status, 201);
    }
    const form = multipart({ project_name: 'Toko Online' }, [['image', await pngImage(), 'a.png']]);
    assert.equal(
      (await talent.agent.post('/api/users-portfolio', { multipart: form })).status,
      201,
    );

    const anonymous = await api.agent().get(`/api/users/${id}`);
    assert.equal(anonymous.status, 200);
    const data = anonymous.body.data;
    assert.equal(data.id_user, id);
    assert.equal(data.full_name, 'Rina Kusuma');
    assert.equal(data.role, 'talent');
    assert.equal(data.email, null, 'anonymous callers get no email');
    assert.equal(data.phone, null, 'anonymous callers get no phone');
    assert.ok(!Number.isNaN(Date.parse(data.created_at)));
    assert.ok(!Number.isNaN(Date.parse(data.updated_at)));
    assert.deepEqual(data.skills.map((s: { skill_name: string }) => s.skill_name).sort(), [
      'Laravel',
      'Vue',
    ]);
    assert.deepEqual(
      data.experiences.map((e: { company_name: string }) => e.company_name),
      ['Now', 'Mid', 'Old'],
    );
    assert.equal(data.experiences[0].day_out, null);
    assert.equal(data.experiences[1].day_in, '2017-01-01');
    assert.equal(data.portfolio.length, 1);
    assert.equal(data.portfolio[0].project_name, 'Toko Online');
    assert.match(data.portfolio[0].images[0].filename, /\.webp$/);
    assertNoSecrets(anonymous.body);

    // Contact details: the talent themself, and a company only once the talent accepted its request.
    const own = await talent.agent.get(`/api/users/${id}`);
    assert.equal(own.body.data.email, talent.email);
    const recruiter = await api.registerRecruiter();
    const before = await recruiter.agent.get(`/api/users/${id}`);
    assert.equal(before.body.data.email, null, 'no contact before an accepted request');
    assert.equal(before.body.data.phone, null);
    const otherTalent = await api.registerTalent();
    assert.equal((await otherTalent.agent.get(`/api/users/${id}`)).body.data.email, null);
    const hire = await recruiter.agent.post('/api/hire', {
      json: { subject: 'Role', message: 'Hello', id_user: id },
    });
    assert.equal((await recruiter.agent.get(`/api/users/${id}`)).body.data.email, null, 'pending');
    const accepted = await talent.agent.patch(`/api/hire/${hire.body.data.id}`, {
      json: { action: 'accept' },
    });
    assert.equal(accepted.status, 200);
    const seen = await recruiter.agent.get(`/api/users/${id}`);
    assert.equal(seen.body.data.email, talent.email);
    assert.equal(seen.body.data.phone, '081234567890');
    assertNoSecrets(seen.body);
    const other = await api.registerRecruiter();
    assert.equal((await other.agent.get(`/api/users/${id}`)).body.data.email, null);
  });

  test('unknown, malformed and recruiter ids answer 404', async () => {
    const recruiter = await api.registerRecruiter();
    for (const id of [
      '999999',
      'abc',
      '0',
      '-3',
      '2.5',
      "1' OR '1'='1",
      String(recruiter.user.id_user),
    ]) {
      const res = await api.agent().get(`/api/users/${encodeURIComponent(id)}`);
      assert.equal(res.status, 404, id);
      assert.equal(res.body.status, 404);
    }
  });

  test('PATCH updates the profile fields (JSON and form) and an empty value clears one', async () => {
    const talent = await api.registerTalent();
    const id = talent.user.id_user;
    const res = await talent.agent.patch(`/api/users/${id}`, {
      json: {
        full_name: 'Rizky Pratama',
        phone: '+62 812-1111-2222',
        job_desk: 'Fullstack Developer',
        employment_type: 'freelance',
        domicile: 'Yogyakarta',
        ig_account: 'https://instagram.com/rizky',
        github_account: 'https://github.com/rizky',
        gitlab_account: 'http://gitlab.com/rizky',
        description: 'Saya suka membangun produk.',
        id_user: 12345,
      },
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(res.body.message, 'Profile information updated!');
    const data = res.body.data;
    assert.equal(data.id_user, id);
    assert.equal(data.full_name, 'Rizky Pratama');
    assert.equal(data.phone, '+6281211112222');
    assert.equal(data.employment_type, 'freelance');
    assert.equal(data.github_account, 'https://github.com/rizky');
    assert.equal(data.email, talent.email);
    assertNoSecrets(res.body);

    // Clearing is a JSON call: in a form a blank field means "unchanged".
    const cleared = await talent.agent.patch(`/api/users/${id}`, {
      json: { domicile: '', employment_type: null },
    });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.data.domicile, null);
    assert.equal(cleared.body.data.employment_type, null);
    assert.equal(cleared.body.data.job_desk, 'Fullstack Developer', 'untouched fields stay');
  });

  test('PATCH validation errors name the field', async () => {
    const talent = await api.registerTalent();
    const cases: Array<[Record<string, string>, string]> = [
      [{ full_name: '' }, 'full_name'],
      [{ full_name: 'x'.repeat(101) }, 'full_name'],
      [{ employment_type: 'intern' }, 'employment_type'],
      [{ phone: '12ab' }, 'phone'],
      [{ ig_account: 'javascript:alert(1)' }, 'ig_account'],
      [{ github_account: 'github.com/me' }, 'github_account'],
      [{ gitlab_account: 'ftp://gitlab.com/me' }, 'gitlab_account'],
      [{ description: 'x'.repeat(2001) }, 'description'],
    ];
    for (const [json, field] of cases) {
      const res = await talent.agent.patch(`/api/users/${talent.user.id_user}`, { json });
      assert.equal(res.status, 400, JSON.stringify(json));
      assert.ok(
        fieldList(res.body).some((e: { field: string }) => e.field === field),
        res.text,
      );
    }
  });

  test('a new photo replaces the old one; the old file is removed', async () => {
    const talent = await api.registerTalent();
    const id = talent.user.id_user;
    const first = await talent.agent.patch(`/api/users/${id}`, {
      multipart: multipart({ job_desk: 'Designer' }, [
        ['img_profile', await pngImage(300, 200), 'me.png'],
      ]),
    });
    assert.equal(first.status, 200, first.text);
    const firstPhoto = first.body.data.img_profile;
    assert.match(firstPhoto, /^[0-9a-f]{32}\.webp$/);
    assert.equal(first.body.data.job_desk, 'Designer');
    assert.equal((await api.agent().get(`/uploads/images/${firstPhoto}`)).status, 200);

    const second = await talent.agent.patch(`/api/users/${id}`, {
      multipart: multipart({}, [['img_profile', await pngImage(100, 100, '#FBB017'), 'me2.png']]),
    });
    assert.equal(second.status, 200);
    const secondPhoto = second.body.data.img_profile;
    assert.notEqual(secondPhoto, firstPhoto);
    assert.equal(await imageExists(api, firstPhoto), false);
    assert.equal(await imageExists(api, secondPhoto), true);
    const me = await talent.agent.get('/api/auth/me');
    assert.equal(me.body.result.user.image, secondPhoto);
  });

  test('a refused photo (HTML named .png, too large) keeps the old photo and stores nothing', async () => {
    const talent = await api.registerTalent();
    const id = talent.user.id_user;
    const ok = await talent.agent.patch(`/api/users/${id}`, {
      multipart: multipart({}, [['img_profile', await pngImage(), 'me.png']]),
    });
    const photo = ok.body.data.img_profile;
    const before = await storedFiles();
    const html = Buffer.from('<html><script>document.cookie</script></html>');
    const refused = await talent.agent.patch(`/api/users/${id}`, {
      multipart: multipart({ job_desk: 'Hacker' }, [
        ['img_profile', html, 'photo.png', 'image/png'],
      ]),
    });
    assert.equal(refused.status, 415);
    const large = await talent.agent.patch(`/api/users/${id}`, {
      multipart: multipart({}, [
        [
          'img_profile',
          Buffer.concat([await pngImage(), Buffer.alloc(2 * 1024 * 1024)]),
          'big.png',
        ],
      ]),
    });
    assert.equal(large.status, 413);
    const two = await talent.agent.patch(`/api/users/${id}`, {
      multipart: multipart({}, [
        ['img_profile', await pngImage(), 'a.png'],
        ['img_profile', await pngImage(), 'b.png'],
      ]),
    });
    assert.equal(two.status, 400);
    assert.deepEqual(await storedFiles(), before);
    const profile = await talent.agent.get(`/api/users/${id}`);
    assert.equal(profile.body.data.img_profile, photo);
    assert.notEqual(profile.body.data.job_desk, 'Hacker', 'a refused request changes nothing');
  });

  test('a failed database write after the new photo was stored removes it and keeps the old one', async (t) => {
    const talent = await api.registerTalent();
    const id = talent.user.id_user;
    const ok = await talent.agent.patch(`/api/users/${id}`, {
      multipart: multipart({}, [['img_profile', await pngImage(), 'a.png']]),
    });
    const photo = ok.body.data.img_profile;
    const before = await storedFiles();
    const repo = api.app.usersRepository;
    const original = repo.update;
    repo.update = async () => {
      throw new Error('database went away');
    };
    t.after(() => {
      repo.update = original;
    });
    const res = await talent.agent.patch(`/api/users/${id}`, {
      multipart: multipart({}, [['img_profile', await pngImage(), 'b.png']]),
    });
    assert.equal(res.status, 500);
    assert.deepEqual(await storedFiles(), before);
    assert.equal(await imageExists(api, photo), true);
  });
});
