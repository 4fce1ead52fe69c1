import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import {
  fieldList,
  assertNoSecrets,
  imageExists,
  storedImages,
  type Registered,
  type TestApi,
} from '../../../helper.js';
import { HOSTILE_VALUES, multipart, pngImage, sharedApi } from '../talent-fixtures.js';

describe('/api/users-portfolio', () => {
  const shared = sharedApi();
  let api: TestApi;
  let png: Buffer;

  before(async () => {
    api = shared();
    png = await pngImage(120, 80);
  });

  const storedFiles = () => storedImages(api);
  const rowCount = async (idUser: number) =>
    (
      await api.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM portfolios WHERE id_user = $1',
        [idUser],
      )
    ).rows[0]!.n;

  async function post(
    talent: Registered,
    fields: Record<string, string>,
    files: Array<[string, Buffer, string, string?]>,
  ) {
    return talent.agent.post('/api/users-portfolio', { multipart: multipart(fields, files) });
  }

  test('multipart with several images creates the entry and its images', async () => {
    const talent = await api.registerTalent();
    const res = await post(
      talent,
      {
        project_name: 'Aplikasi Kasir',
        link_repository: 'https://github.com/me/kasir',
        id_user: '999',
      },
      [
        ['image', png, 'one.png'],
        ['image', await pngImage(40, 40, '#FBB017'), 'two.png'],
        ['img_portfolio', png, 'three.png'],
      ],
    );
    assert.equal(res.status, 201, res.text);
    assert.equal(res.body.message, 'Portfolio added!');
    const data = res.body.data;
    assert.equal(data.project_name, 'Aplikasi Kasir');
    assert.equal(data.link_repository, 'https://github.com/me/kasir');
    assert.equal(data.id_user, talent.user.id_user);
    assert.equal(data.images.length, 3);
    for (const image of data.images) {
      assert.match(image.filename, /^[0-9a-f]{32}\.webp$/);
      assert.ok(await imageExists(api, image.filename));
      const served = await api.agent().get(`/uploads/images/${image.filename}`);
      assert.equal(served.status, 200);
    }
    assertNoSecrets(res.body);
    const list = await api
      .agent()
      .get('/api/users-portfolio', { query: { id_user: talent.user.id_user } });
    assert.equal(list.status, 200);
    assert.deepEqual(list.body.data, [data]);
  });

  test('an HTML file named .png is refused with 415 and leaves nothing behind', async () => {
    const talent = await api.registerTalent();
    const before = await storedFiles();
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    const res = await post(talent, { project_name: 'Sneaky' }, [
      ['image', png, 'good.png'],
      ['image', html, 'evil.png', 'image/png'],
    ]);
    assert.equal(res.status, 415);
    assert.equal(res.body.message, 'Only JPEG, PNG or WebP images are allowed');
    assert.deepEqual(await storedFiles(), before);
    assert.equal(await rowCount(talent.user.id_user), 0);
  });

  test('a picture that does not decode fails the whole entry: no rows, no files', async () => {
    const talent = await api.registerTalent();
    const before = await storedFiles();
    // Right PNG signature, garbage after it: passes the sniff, fails the re-encode.
    const broken = Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)]);
    const res = await post(talent, { project_name: 'Broken' }, [
      ['image', png, 'a.png'],
      ['image', png, 'b.png'],
      ['image', broken, 'c.png'],
    ]);
    assert.equal(res.status, 415);
    assert.deepEqual(await storedFiles(), before);
    assert.equal(await rowCount(talent.user.id_user), 0);
  });

  test('a database failure after the images were stored removes them again', async (t) => {
    const talent = await api.registerTalent();
    const before = await storedFiles();
    const repo = api.app.portfolioRepository;
    const original = repo.create;
    repo.create = async () => {
      throw new Error('database went away');
    };
    t.after(() => {
      repo.create = original;
    });
    const res = await post(talent, { project_name: 'Doomed' }, [['image', png, 'a.png']]);
    assert.equal(res.status, 500);
    assert.equal(res.body.message, 'Something went wrong on our side');
    assert.deepEqual(await storedFiles(), before);
  });

  test('too large images answer 413, no image or too many answer 400', async () => {
    const talent = await api.registerTalent();
    const before = await storedFiles();
    const huge = Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]);
    const large = await post(talent, { project_name: 'Big' }, [['image', huge, 'big.png']]);
    assert.equal(large.status, 413);
    const none = await post(talent, { project_name: 'Empty' }, []);
    assert.equal(none.status, 400);
    assert.equal(fieldList(none.body)[0]!.field, 'image');
    const json = await talent.agent.post('/api/users-portfolio', {
      json: { project_name: 'No files' },
    });
    assert.equal(json.status, 400);
    const seven = await post(
      talent,
      { project_name: 'Gallery' },
      Array.from({ length: 7 }, (_, i): [string, Buffer, string] => ['image', png, `${i}.png`]),
    );
    assert.equal(seven.status, 400);
    assert.match(seven.body.message, /at most 6 images/);
    const text = await post(talent, { project_name: 'Text', image: 'not a file' }, []);
    assert.equal(text.status, 415);
    assert.deepEqual(await storedFiles(), before);
    assert.equal(await rowCount(talent.user.id_user), 0);
  });

  test('field validation: project name and http(s) links only', async () => {
    const talent = await api.registerTalent();
    const cases: Array<[Record<string, string>, string]> = [
      [{ project_name: '' }, 'project_name'],
      [{ project_name: 'x'.repeat(101) }, 'project_name'],
      [{ project_name: 'Ok', link_repository: 'javascript:alert(1)' }, 'link_repository'],
      [{ project_name: 'Ok', link_repository: 'ftp://example.com/repo' }, 'link_repository'],
    ];
    for (const [fields, field] of cases) {
      const res = await post(talent, fields, [['image', png, 'a.png']]);
      assert.equal(res.status, 400, JSON.stringify(fields));
      assert.ok(
        fieldList(res.body).some((e: { field: string }) => e.field === field),
        res.text,
      );
    }
  });

  test('PATCH changes name and link; an empty link clears it', async () => {
    const talent = await api.registerTalent();
    const created = await post(
      talent,
      { project_name: 'Old', link_repository: 'https://gitlab.com/a/b' },
      [['image', png, 'a.png']],
    );
    const id = created.body.data.id;
    const res = await talent.agent.patch(`/api/users-portfolio/${id}`, {
      json: { project_name: 'New name' },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Portfolio updated!');
    assert.equal(res.body.data.project_name, 'New name');
    assert.equal(res.body.data.link_repository, 'https://gitlab.com/a/b');
    assert.equal(res.body.data.images.length, 1);
    const kept = await talent.agent.patch(`/api/users-portfolio/${id}`, {
      form: { project_name: 'New name', link_repository: '' },
    });
    assert.equal(kept.body.data.link_repository, 'https://gitlab.com/a/b', 'a blank form field');
    const cleared = await talent.agent.patch(`/api/users-portfolio/${id}`, {
      json: { link_repository: '' },
    });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.data.link_repository, null);
    const bad = await talent.agent.patch(`/api/users-portfolio/${id}`, {
      json: { link_repository: 'not a link' },
    });
    assert.equal(bad.status, 400);
  });

  test('DELETE removes the entry, its image rows and files', async () => {
    const talent = await api.registerTalent();
    const created = await post(talent, { project_name: 'Gone soon' }, [
      ['image', png, 'a.png'],
      ['image', png, 'b.png'],
    ]);
    const { id, images } = created.body.data;
    const res = await talent.agent.delete(`/api/users-portfolio/${id}`);
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'Portfolio deleted!');
    for (const image of images) assert.equal(await imageExists(api, image.filename), false);
    const rows = await api.db.query('SELECT 1 FROM portfolio_images WHERE id_portfolio = $1', [id]);
    assert.equal(rows.rows.length, 0);
    assert.equal((await talent.agent.delete(`/api/users-portfolio/${id}`)).status, 404);
    assert.equal(
      (await talent.agent.patch('/api/users-portfolio/abc', { json: { project_name: 'x' } }))
        .status,
      404,
    );
  });

  test('images of an entry: add up to the limit, remove any but the last, owner only', async () => {
    const talent = await api.registerTalent();
    const other = await api.registerTalent();
    const created = await post(talent, { project_name: 'Galeri' }, [['image', png, 'a.png']]);
    const {
      id,
      images: [first],
    } = created.body.data;
    const addImages = (who: Registered, count: number) =>
      who.agent.post(`/api/users-portfolio/${id}/images`, {
        multipart: multipart(
          {},
          Array.from({ length: count }, (_, n): [string, Buffer, string] => [
            'image',
            png,
            `${n}.png`,
          ]),
        ),
      });

    const added = await addImages(talent, 2);
    assert.equal(added.status, 200, added.text);
    assert.equal(added.body.message, 'Portfolio updated!');
    const ids = added.body.data.images.map((image: { id: number }) => image.id);
    assert.equal(ids.length, 3);
    assert.equal(ids[0], first.id, 'new images come after the existing ones');
    for (const image of added.body.data.images) assert.ok(await imageExists(api, image.filename));

    // Six in all: three more fit, a fourth does not, and nothing of a refused upload is kept.
    const before = await storedFiles();
    const tooMany = await addImages(talent, 4);
    assert.equal(tooMany.status, 400);
    assert.deepEqual(tooMany.body.fields, { image: 'A portfolio entry takes at most 6 images' });
    assert.deepEqual(await storedFiles(), before);

    const outsider = await addImages(other, 1);
    assert.equal(outsider.status, 403);
    const outsiderRemove = await other.agent.delete(
      `/api/users-portfolio/${id}/images/${first.id}`,
    );
    assert.equal(outsiderRemove.status, 403);
    assert.equal(await imageExists(api, first.filename), true);

    const removed = await talent.agent.delete(`/api/users-portfolio/${id}/images/${first.id}`);
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual(
      removed.body.data.images.map((image: { id: number }) => image.id),
      ids.slice(1),
    );
    assert.equal(await imageExists(api, first.filename), false);
    assert.equal(
      (await talent.agent.delete(`/api/users-portfolio/${id}/images/${first.id}`)).status,
      404,
    );

    const [second, third] = removed.body.data.images;
    assert.equal(
      (await talent.agent.delete(`/api/users-portfolio/${id}/images/${second.id}`)).status,
      200,
    );
    const last = await talent.agent.delete(`/api/users-portfolio/${id}/images/${third.id}`);
    assert.equal(last.status, 409);
    assert.match(last.body.message, /at least one image/);
    assert.equal(await imageExists(api, third.filename), true);
  });

  test('an image id of another entry is not found on this one', async () => {
    const talent = await api.registerTalent();
    const one = await post(talent, { project_name: 'One' }, [
      ['image', png, 'a.png'],
      ['image', png, 'b.png'],
    ]);
    const two = await post(talent, { project_name: 'Two' }, [['image', png, 'c.png']]);
    const foreign = two.body.data.images[0];
    const res = await talent.agent.delete(
      `/api/users-portfolio/${one.body.data.id}/images/${foreign.id}`,
    );
    assert.equal(res.status, 404);
    assert.equal(await imageExists(api, foreign.filename), true);
  });

  test('SQL metacharacters in id_user answer 400', async () => {
    for (const value of HOSTILE_VALUES) {
      const res = await api.agent().get('/api/users-portfolio', { query: { id_user: value } });
      assert.equal(res.status, 400, value);
    }
  });
});
