// What recruiters type besides skills: names, job titles, related spellings and cities, with
// the ranking order, matched_skills, filters and sorts, and writes seen by the next search.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { type Registered, type TestApi } from '../../../helper.js';
import { addSkills, editProfile, sharedApi } from '../talent-fixtures.js';

interface Card {
  id_user: number;
  full_name: string;
  job_desk: string | null;
  domicile: string | null;
  employment_type: string | null;
  matched_skills: string[];
  match_count: number;
}

describe('GET /api/users: relevance of names, titles, related spellings and cities', () => {
  const shared = sharedApi();
  let api: TestApi;
  const people: Record<string, Registered> = {};

  const list = async (query: Record<string, string | number>) => {
    const res = await api.agent().get('/api/users', { query });
    assert.equal(res.status, 200, res.text);
    return res.body as {
      data: Card[];
      pagination: { total: number; totalCapped: boolean; totalPages: number };
    };
  };
  const names = (cards: Card[]) => cards.map((c) => c.full_name);

  const talent = async (
    name: string,
    profile: { job_desk: string; domicile: string; employment_type: string },
    skills: string[],
  ) => {
    const who = await api.registerTalent({ full_name: name });
    await editProfile(who, profile);
    if (skills.length) await addSkills(who, skills);
    people[name] = who;
  };

  before(async () => {
    api = shared();
    const ft = 'full time';
    await talent(
      'Ari Wibowo',
      { job_desk: 'Frontend Developer', domicile: 'Jakarta Selatan', employment_type: ft },
      ['React'],
    );
    await talent(
      'Hari Wibowo',
      { job_desk: 'Backend Developer', domicile: 'Bandung', employment_type: 'freelance' },
      ['Go'],
    );
    await talent(
      'Bahari Santoso',
      { job_desk: 'Data Analyst', domicile: 'Surabaya', employment_type: ft },
      ['SQL'],
    );
    await talent(
      'Rizky Ramadhan',
      { job_desk: 'Mobile Developer', domicile: 'Medan', employment_type: ft },
      ['Flutter'],
    );
    await talent(
      'Rizki Pratama',
      { job_desk: 'QA Engineer', domicile: 'Depok', employment_type: ft },
      ['Jest'],
    );
    await talent(
      'Wulan Ramadan',
      { job_desk: 'UI Designer', domicile: 'Bogor', employment_type: ft },
      ['Figma'],
    );
    await talent(
      'Yohanes Kristanto',
      { job_desk: 'Java Developer', domicile: 'Jakarta Barat', employment_type: ft },
      ['Java', 'Spring Boot'],
    );
    await talent(
      'Lukas Hartono',
      { job_desk: 'Backend Engineer', domicile: 'Solo', employment_type: 'freelance' },
      ['Java', 'Spring MVC'],
    );
    await talent(
      'Stefanus Gunadi',
      { job_desk: 'Senior Engineer', domicile: 'Surakarta', employment_type: ft },
      ['Spring Cloud'],
    );
    await talent(
      'Kevin Susilo',
      { job_desk: 'JavaScript Developer', domicile: 'Jogja', employment_type: ft },
      ['JavaScript'],
    );
    await talent(
      'Citra Handayani',
      { job_desk: 'Front-end Engineer', domicile: 'Yogyakarta', employment_type: 'freelance' },
      ['React', 'Laravel 8'],
    );
    await talent('Java Ramadhani', { job_desk: 'Tester', domicile: 'Depok', employment_type: ft }, [
      'Selenium',
    ]);
    await talent(
      'Tri Handoko',
      { job_desk: 'DBA', domicile: 'Jakarta Timur', employment_type: 'freelance' },
      ['Postgres'],
    );
  });

  test('a name word matches whole words: "ari" finds Ari, not Hari or Bahari', async () => {
    assert.deepEqual(names((await list({ search: 'ari' })).data), ['Ari Wibowo']);
    const full = await list({ search: 'ari wibowo' });
    assert.equal(full.data[0]!.full_name, 'Ari Wibowo');
    assert.equal(full.data[0]!.match_count, 2);
    assert.deepEqual(names(full.data.slice(1)), ['Hari Wibowo']);
    assert.equal(full.data[1]!.match_count, 1);
  });

  test('close spellings of a name count when nobody matches every word as typed', async () => {
    const body = await list({ search: 'rizki ramadan' });
    assert.equal(body.data[0]!.full_name, 'Rizky Ramadhan');
    assert.equal(body.data[0]!.match_count, 2);
    // Exact words still count once each.
    assert.ok(names(body.data).includes('Rizki Pratama'));
    assert.ok(names(body.data).includes('Wulan Ramadan'));
    // A full exact match exists: close spellings stay out ("hari" is one letter from "ari").
    assert.deepEqual(names((await list({ search: 'hari wibowo' })).data), [
      'Hari Wibowo',
      'Ari Wibowo',
    ]);
  });

  test('title spellings are one word; generic words do not drown the meaningful one', async () => {
    for (const search of ['front end', 'front-end', 'frontend', 'Front End Developer']) {
      assert.deepEqual(
        names((await list({ search })).data).sort(),
        ['Ari Wibowo', 'Citra Handayani'],
        search,
      );
    }
    const java = await list({ search: 'java developer' });
    assert.deepEqual(names(java.data).sort(), ['Lukas Hartono', 'Yohanes Kristanto']);
    assert.deepEqual(java.data.find((c) => c.full_name === 'Lukas Hartono')!.matched_skills, [
      'Java',
    ]);
    // "developer" alone is still a search of its own.
    assert.ok((await list({ search: 'developer' })).pagination.total >= 5);
    assert.ok(names((await list({ search: 'tester' })).data).includes('Java Ramadhani'));
  });

  test('related spellings: spring, postgre, a version after a skill', async () => {
    const spring = await list({ search: 'spring' });
    assert.deepEqual(names(spring.data).sort(), [
      'Lukas Hartono',
      'Stefanus Gunadi',
      'Yohanes Kristanto',
    ]);
    assert.deepEqual(spring.data.find((c) => c.full_name === 'Lukas Hartono')!.matched_skills, [
      'Spring MVC',
    ]);
    const postgre = await list({ search: 'postgre' });
    assert.deepEqual(names(postgre.data), ['Tri Handoko']);
    assert.deepEqual(postgre.data[0]!.matched_skills, ['PostgreSQL']);
    const laravel = await list({ search: 'Laravel 8' });
    assert.deepEqual(names(laravel.data), ['Citra Handayani']);
    assert.deepEqual(laravel.data[0]!.matched_skills, ['Laravel'], 'stored under the skill name');
  });

  test('cities: local names, and a misspelt city still counts next to a skill', async () => {
    for (const search of ['jogja', 'yogya', 'Yogyakarta']) {
      assert.deepEqual(
        names((await list({ search })).data).sort(),
        ['Citra Handayani', 'Kevin Susilo'],
        search,
      );
    }
    assert.deepEqual(names((await list({ search: 'solo' })).data).sort(), [
      'Lukas Hartono',
      'Stefanus Gunadi',
    ]);
    const mixed = await list({ search: 'react jakrta' });
    assert.equal(mixed.data[0]!.full_name, 'Ari Wibowo');
    assert.equal(mixed.data[0]!.match_count, 2);
    assert.deepEqual(mixed.data[0]!.matched_skills, ['React']);
  });

  test('filters and sorts apply to these searches too', async () => {
    assert.deepEqual(names((await list({ search: 'java', employment_type: 'freelance' })).data), [
      'Lukas Hartono',
    ]);
    const freelanceFirst = await list({ search: 'react, jogja', sort: 'freelance' });
    // Freelance first, then by terms matched; within a level complete and newer profiles first.
    assert.equal(freelanceFirst.data[0]!.full_name, 'Citra Handayani');
    assert.deepEqual(names(freelanceFirst.data.slice(1)).sort(), ['Ari Wibowo', 'Kevin Susilo']);
    assert.deepEqual(
      freelanceFirst.data.map((c) => [c.employment_type, c.match_count]),
      [
        ['freelance', 2],
        ['full time', 1],
        ['full time', 1],
      ],
    );
    const filteredByName = await list({
      search: 'spring, java',
      employment_type: 'full time',
      sort: 'name',
      limit: 1,
      page: 2,
    });
    assert.deepEqual(names(filteredByName.data), ['Yohanes Kristanto']);
    assert.equal(filteredByName.pagination.total, 2);
    const byName = await list({ search: 'spring', sort: 'name' });
    assert.deepEqual(names(byName.data), ['Lukas Hartono', 'Stefanus Gunadi', 'Yohanes Kristanto']);
    const byLocation = await list({ search: 'spring', sort: 'location' });
    assert.deepEqual(
      byLocation.data.map((c) => c.domicile),
      ['Jakarta Barat', 'Solo', 'Surakarta'],
    );
  });

  test('a title or city edit is seen by the very next search', async () => {
    const tri = people['Tri Handoko']!;
    assert.deepEqual(names((await list({ search: 'surakarta' })).data).sort(), [
      'Lukas Hartono',
      'Stefanus Gunadi',
    ]);
    await editProfile(tri, { domicile: 'Solo', job_desk: 'Data Engineer' });
    assert.ok(names((await list({ search: 'surakarta' })).data).includes('Tri Handoko'));
    assert.ok(names((await list({ search: 'data engineer' })).data).includes('Tri Handoko'));
    await editProfile(tri, { domicile: 'Jakarta Timur', job_desk: 'DBA' });
    assert.ok(!names((await list({ search: 'solo' })).data).includes('Tri Handoko'));
    assert.ok(!names((await list({ search: 'data engineer' })).data).includes('Tri Handoko'));
  });
});
