import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import sharp from 'sharp';
import {
  fieldList,
  assertNoSecrets,
  sharedApp,
  storedImages,
  type Registered,
} from '../../../helper.js';
import {
  fileForm,
  HTML_AS_PNG,
  jpegWithExif,
  oversized,
  png,
  webp,
} from '../../../support/images.js';

type RowQuery = (sql: string, params: number[]) => Promise<{ rows: Record<string, unknown>[] }>;

async function row(ctx: { api: { db: { query: RowQuery } } }, id: number) {
  const { rows } = await ctx.api.db.query('SELECT * FROM companies WHERE id_company = $1', [id]);
  return rows[0]!;
}

describe('PATCH /api/company/:id', () => {
  const ctx = sharedApp();
  let owner: Registered;
  let id: number;

  it('setup', async () => {
    owner = await ctx.api.registerRecruiter({ company: 'Owner Co', field: 'Retail' });
    id = owner.user.id_user;
  });

  it('updates fields from JSON; empty strings clear optional fields', async () => {
    const res = await owner.agent.patch(`/api/company/${id}`, {
      json: {
        name_company: '  Owner Company  ',
        city: 'Jakarta',
        address: 'Jl. Sudirman 1',
        description: 'We sell things',
        email: 'hello@owner.co',
        instagram: 'https://instagram.com/owner',
        linkedin: 'https://linkedin.com/company/owner',
        phone: '+62 811-2222-3333',
        id_company: 12345,
      },
    });
    assert.equal(res.status, 200);
    assert.equal(res.body.message, 'All changes updated!');
    assert.equal(res.body.result.id_company, id);
    assert.equal(res.body.result.name_company, 'Owner Company');
    assert.equal(res.body.result.phone, '+6281122223333');
    assert.equal(res.body.result.email, 'hello@owner.co');
    assertNoSecrets(res.body);
    // Clearing is a JSON call: in a form a blank field means "unchanged" (spec clients post all).
    const cleared = await owner.agent.patch(`/api/company/${id}`, {
      json: { address: '', instagram: null },
    });
    assert.equal(cleared.status, 200);
    assert.equal(cleared.body.result.address, null);
    assert.equal(cleared.body.result.instagram, null);
    assert.equal(cleared.body.result.city, 'Jakarta');
  });

  it('re-derives the category when the field changes, unless one is given', async () => {
    const tech = await owner.agent.patch(`/api/company/${id}`, {
      json: { field_company: 'Fintech' },
    });
    assert.equal(tech.body.result.category, 'Tech');
    const explicit = await owner.agent.patch(`/api/company/${id}`, {
      json: { field_company: 'Software', category: 'NonTech' },
    });
    assert.equal(explicit.body.result.category, 'NonTech');
  });

  const invalid: Array<[Record<string, string>, string, string]> = [
    [{ name_company: '' }, 'name_company', 'Company name is required'],
    [
      { name_company: 'n'.repeat(101) },
      'name_company',
      'Company name must be at most 100 characters',
    ],
    [{ category: 'Space' }, 'category', "Category must be 'Tech' or 'NonTech'"],
    [{ email: 'not-mail' }, 'email', 'Email must be a valid email address'],
    [{ phone: '12ab' }, 'phone', 'Phone must have 8 to 15 digits and may start with +'],
    [
      { linkedin: 'javascript:alert(1)' },
      'linkedin',
      'LinkedIn must be a handle like @name or a link starting with http:// or https://',
    ],
    [
      { instagram: 'ftp://x.y' },
      'instagram',
      'Instagram must be a handle like @name or a link starting with http:// or https://',
    ],
    [
      { description: 'd'.repeat(2001) },
      'description',
      'Description must be at most 2000 characters',
    ],
  ];
  for (const [body, field, message] of invalid) {
    it(`refuses ${field}=${JSON.stringify(body[field]).slice(0, 20)} with 400 and changes nothing`, async () => {
      const before = await row(ctx, id);
      const res = await owner.agent.patch(`/api/company/${id}`, {
        json: { city: 'Changed City', ...body },
      });
      assert.equal(res.status, 400);
      assert.deepEqual(fieldList(res.body), [{ field, message }]);
      assert.deepEqual(await row(ctx, id), before);
    });
  }

  it('refuses an empty change', async () => {
    const res = await owner.agent.patch(`/api/company/${id}`, { json: {} });
    assert.equal(res.status, 400);
  });

  it('authorization matrix: anonymous 401, talent 403, other recruiter 403, owner 200', async () => {
    const talent = await ctx.api.registerTalent();
    const other = await ctx.api.registerRecruiter();
    const matrix: Array<[string, ReturnType<typeof ctx.api.agent>, number]> = [
      ['anonymous', ctx.api.agent(), 401],
      ['talent', talent.agent, 403],
      ['other recruiter', other.agent, 403],
      ['owner', owner.agent, 200],
    ];
    for (const [who, agent, status] of matrix) {
      const before = await row(ctx, id);
      const res = await agent.patch(`/api/company/${id}`, { json: { city: `City of ${who}` } });
      assert.equal(res.status, status, who);
      assert.equal(res.body.status, status);
      if (status !== 200) assert.deepEqual(await row(ctx, id), before, `${who} changed nothing`);
      else assert.equal((await row(ctx, id)).city, 'City of owner');
    }
    // Unknown and malformed ids are 404 for a logged-in recruiter; anonymous callers get 401 first.
    assert.equal(
      (await other.agent.patch('/api/company/999999', { json: { city: 'x' } })).status,
      404,
    );
    assert.equal(
      (await other.agent.patch('/api/company/abc', { json: { city: 'x' } })).status,
      404,
    );
    assert.equal(
      (await ctx.api.agent().patch('/api/company/999999', { json: { city: 'x' } })).status,
      401,
    );
    // A talent id is not a company.
    assert.equal(
      (await other.agent.patch(`/api/company/${talent.user.id_user}`, { json: { city: 'x' } }))
        .status,
      404,
    );
  });

  it('stores an uploaded photo re-encoded, rotated, stripped and resized, and serves it', async () => {
    const form = fileForm(
      { city: 'Medan' },
      { img_company: [{ data: await jpegWithExif(40, 20), name: 'me.jpg', type: 'image/jpeg' }] },
    );
    const res = await owner.agent.patch(`/api/company/${id}`, { multipart: form });
    assert.equal(res.status, 200, res.text);
    const name = res.body.result.img_company as string;
    assert.match(name, /^[0-9a-f]{32}\.webp$/);
    assert.equal(res.body.result.city, 'Medan');
    const meta = await sharp((await ctx.api.app.images.read(name))!.bytes).metadata();
    assert.equal(meta.format, 'webp');
    assert.equal(meta.exif, undefined, 'EXIF removed');
    assert.deepEqual([meta.width, meta.height], [20, 40], 'rotated per EXIF');
    const served = await ctx.api.agent().get(`/uploads/images/${name}`);
    assert.equal(served.status, 200);
    assert.match(served.headers.get('cache-control') ?? '', /max-age=31536000/);
    assert.match(served.headers.get('content-type') ?? '', /image\/webp/);
  });

  it('shrinks large pictures to fit 1200 px and replaces the old file', async () => {
    const oldName = (await row(ctx, id)).img_company as string;
    const form = fileForm(
      {},
      { img_company: [{ data: await png(3000, 1000), name: 'wide.png', type: 'image/png' }] },
    );
    const res = await owner.agent.patch(`/api/company/${id}`, { multipart: form });
    assert.equal(res.status, 200);
    const newName = res.body.result.img_company as string;
    assert.notEqual(newName, oldName);
    const meta = await sharp((await ctx.api.app.images.read(newName))!.bytes).metadata();
    assert.deepEqual([meta.width, meta.height], [1200, 400]);
    assert.deepEqual(await storedImages(ctx.api), [newName], 'old file removed');
    assert.equal((await ctx.api.agent().get(`/uploads/images/${oldName}`)).status, 404);
  });

  it('accepts WebP', async () => {
    const form = fileForm(
      {},
      { img_company: [{ data: await webp(), name: 'x.webp', type: 'image/webp' }] },
    );
    assert.equal((await owner.agent.patch(`/api/company/${id}`, { multipart: form })).status, 200);
  });

  it('refuses non-images (415), too-large files (413), several files (400); nothing changes', async () => {
    const before = await row(ctx, id);
    const filesBefore = await storedImages(ctx.api);
    const cases: Array<[FormData, number, string | RegExp]> = [
      [
        fileForm({}, { img_company: [{ data: HTML_AS_PNG, name: 'evil.png', type: 'image/png' }] }),
        415,
        'Only JPEG, PNG or WebP images are allowed',
      ],
      [
        fileForm(
          {},
          { img_company: [{ data: Buffer.from('GIF89a....'), name: 'a.gif', type: 'image/gif' }] },
        ),
        415,
        'Only JPEG, PNG or WebP images are allowed',
      ],
      [
        fileForm(
          {},
          {
            img_company: [
              {
                data: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('broken')]),
                name: 'b.jpg',
                type: 'image/jpeg',
              },
            ],
          },
        ),
        415,
        'Only JPEG, PNG or WebP images are allowed',
      ],
      [
        fileForm({ img_company: 'not a file' }, {}),
        415,
        'Only JPEG, PNG or WebP images are allowed',
      ],
      [
        fileForm({}, { img_company: [{ data: oversized(), name: 'big.png', type: 'image/png' }] }),
        413,
        'Image must be at most 2 MB',
      ],
      [
        fileForm(
          {},
          {
            img_company: [
              { data: await png(), name: 'a.png', type: 'image/png' },
              { data: await png(), name: 'b.png', type: 'image/png' },
            ],
          },
        ),
        400,
        /one image/,
      ],
      [
        fileForm(
          { linkedin: 'not a link' },
          { img_company: [{ data: await png(), name: 'ok.png', type: 'image/png' }] },
        ),
        400,
        'LinkedIn must be a handle like @name or a link starting with http:// or https://',
      ],
    ];
    for (const [form, status, message] of cases) {
      const res = await owner.agent.patch(`/api/company/${id}`, { multipart: form });
      assert.equal(res.status, status, res.text);
      assert.equal(res.body.status, status);
      if (typeof message === 'string') assert.equal(res.body.message, message);
      else assert.match(res.body.message, message);
    }
    assert.deepEqual(await row(ctx, id), before);
    assert.deepEqual(await storedImages(ctx.api), filesBefore, 'no file written or removed');
  });

  it('keeps the old photo and removes the new file when saving the row fails', async () => {
    const before = await row(ctx, id);
    const filesBefore = await storedImages(ctx.api);
    const repository = ctx.api.app.companiesRepository;
    const original = repository.update;
    repository.update = async () => {
      throw new Error('database went away');
    };
    try {
      const form = fileForm(
        {},
        { img_company: [{ data: await png(), name: 'a.png', type: 'image/png' }] },
      );
      const res = await owner.agent.patch(`/api/company/${id}`, { multipart: form });
      assert.equal(res.status, 500);
      assert.deepEqual(Object.keys(res.body).sort(), ['errors', 'message', 'requestId', 'status']);
      assert.equal(res.body.message, 'Something went wrong on our side');
      assert.doesNotMatch(res.text, /database went away/);
    } finally {
      repository.update = original;
    }
    assert.deepEqual(await row(ctx, id), before);
    assert.deepEqual(await storedImages(ctx.api), filesBefore);
  });

  it('refuses an upload from someone else before reading it', async () => {
    const other = await ctx.api.registerRecruiter();
    const filesBefore = await storedImages(ctx.api);
    const form = fileForm(
      {},
      { img_company: [{ data: await png(), name: 'a.png', type: 'image/png' }] },
    );
    assert.equal((await other.agent.patch(`/api/company/${id}`, { multipart: form })).status, 403);
    assert.equal(
      (
        await ctx.api.agent().patch(`/api/company/${id}`, {
          multipart: fileForm(
            {},
            { img_company: [{ data: await png(), name: 'a.png', type: 'image/png' }] },
          ),
        })
      ).status,
      401,
    );
    assert.deepEqual(await storedImages(ctx.api), filesBefore);
  });
});
