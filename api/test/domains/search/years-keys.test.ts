// The years-of-experience filter as search keys (issue 31, migration 104): a talent holds
// y:<yyyy> of its first experience, kept by the key trigger through experience writes, and the
// filter's key forms (a count's GIN condition, a probe's check on the keys it read) keep exactly
// the talents the column keeps, on both sides of the cutoff day in the cutoff's own year.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { SqlParam } from '../../../src/db/db.js';
import type { Registered } from '../../helper.js';
import { filterCheck, filterSql } from '../../../src/domains/search/talent-filters.js';
import type { SqlParams } from '../../../src/domains/search/sql-parts.js';
import { sharedApi } from '../../routes/api/talent-fixtures.js';

const MIN_YEARS = 2;

/** YYYY-MM-DD of a day `days` after `day` (UTC arithmetic on a plain date). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe('years of experience as search keys', () => {
  const shared = sharedApi();
  /** The cutoff day of MIN_YEARS as the database reckons today (the filter's own clock). */
  let cutoff: string;
  const people: Array<{ label: string; who: Registered; dayIn: string | null; kept: boolean }> = [];

  const addExperience = async (who: Registered, dayIn: string): Promise<number> => {
    const res = await who.agent.post('/api/users-experiences', {
      json: { company_name: 'Acme', job_position: 'Engineer', day_in: dayIn, description: 'Work' },
    });
    assert.equal(res.status, 201, res.text);
    return res.body.data.id as number;
  };
  const yearKeys = async (id: number): Promise<{ keys: string[]; byIds: string[] }> => {
    const { rows } = await shared().db.query<{ keys: string[]; byIds: string[] }>(
      `SELECT ARRAY(SELECT k FROM unnest(t.search_keys) k WHERE k LIKE 'y:%') AS keys,
              ARRAY(SELECT d.key FROM unnest(t.search_ids) i JOIN search_key_ids d ON d.id = i
                    WHERE d.key LIKE 'y:%') AS "byIds"
       FROM talents t WHERE t.id_user = $1`,
      [id],
    );
    return rows[0]!;
  };
  /** The fixture's talents a filter condition (over `talents t`) keeps, by label. */
  const kept = async (condition: (params: SqlParams) => string): Promise<string[]> => {
    const params: SqlParams = [people.map((p) => p.who.user.id_user)];
    const sql = `SELECT t.id_user FROM talents t
      WHERE t.id_user = ANY($1::bigint[])${condition(params)}`;
    const { rows } = await shared().db.query<{ id_user: number | string }>(
      sql,
      params as SqlParam[],
    );
    const ids = new Set(rows.map((r) => Number(r.id_user)));
    return people
      .filter((p) => ids.has(p.who.user.id_user))
      .map((p) => p.label)
      .sort();
  };
  const expectedKept = () =>
    people
      .filter((p) => p.kept)
      .map((p) => p.label)
      .sort();

  before(async () => {
    const api = shared();
    const { rows } = await api.db.query<{ cutoff: string }>(
      `SELECT to_char(current_date - make_interval(years => $1::int), 'YYYY-MM-DD') AS cutoff`,
      [MIN_YEARS],
    );
    cutoff = rows[0]!.cutoff;
    const earlierYear = `${Number(cutoff.slice(0, 4)) - 1}-06-15`;
    const laterYear = `${Number(cutoff.slice(0, 4)) + 1}-01-10`;
    const fixtures: Array<[string, string | null, boolean]> = [
      ['on the cutoff day', cutoff, true],
      ['the day after the cutoff', addDays(cutoff, 1), false],
      ['a year before the cutoff year', earlierYear, true],
      ['a year after the cutoff year', laterYear, false],
      ['no experience', null, false],
    ];
    for (const [label, dayIn, isKept] of fixtures) {
      const who = await api.registerTalent({ full_name: `Years ${people.length} Keys` });
      if (dayIn !== null) await addExperience(who, dayIn);
      people.push({ label, who, dayIn, kept: isKept });
    }
  });

  test('a talent holds the year of its first experience, and only with experience', async () => {
    for (const p of people) {
      const { keys, byIds } = await yearKeys(p.who.user.id_user);
      const want = p.dayIn === null ? [] : [`y:${p.dayIn.slice(0, 4)}`];
      assert.deepEqual(keys, want, p.label);
      assert.deepEqual(byIds, want, p.label);
    }
  });

  test('the count form, the probe form and the column keep the same talents on both sides of the cutoff day', async () => {
    const filters = { minYears: MIN_YEARS };
    assert.deepEqual(await kept((params) => filterSql(filters, params, 't', true)), expectedKept());
    assert.deepEqual(await kept((params) => filterCheck(filters, params)), expectedKept());
    assert.deepEqual(await kept((params) => filterSql(filters, params)), expectedKept());
  });

  test('the recruiter sees exactly those talents with min_years', async () => {
    const recruiter = await shared().registerRecruiter();
    const res = await recruiter.agent.get('/api/users', {
      query: { search: 'years keys', min_years: String(MIN_YEARS), limit: '50' },
    });
    assert.equal(res.status, 200, res.text);
    const ids = new Set((res.body.data as Array<{ id_user: number }>).map((c) => c.id_user));
    const seen = people.filter((p) => ids.has(p.who.user.id_user)).map((p) => p.label);
    assert.deepEqual(seen.sort(), expectedKept());
  });

  test('editing, adding and removing experience moves the year key (the key trigger)', async () => {
    const who = await shared().registerTalent({ full_name: 'Years Moving Keys' });
    const id = who.user.id_user;
    const first = await addExperience(who, '2019-03-01');
    assert.deepEqual((await yearKeys(id)).keys, ['y:2019']);
    const edit = await who.agent.patch(`/api/users-experiences/${first}`, {
      json: { day_in: '2016-08-20' },
    });
    assert.equal(edit.status, 200, edit.text);
    assert.deepEqual(await yearKeys(id), { keys: ['y:2016'], byIds: ['y:2016'] });
    // An earlier entry becomes the first experience; removing it gives the year back.
    const earlier = await addExperience(who, '2012-01-05');
    assert.deepEqual(await yearKeys(id), { keys: ['y:2012'], byIds: ['y:2012'] });
    const removed = await who.agent.delete(`/api/users-experiences/${earlier}`);
    assert.equal(removed.status, 200, removed.text);
    assert.deepEqual(await yearKeys(id), { keys: ['y:2016'], byIds: ['y:2016'] });
    const last = await who.agent.delete(`/api/users-experiences/${first}`);
    assert.equal(last.status, 200, last.text);
    assert.deepEqual(await yearKeys(id), { keys: [], byIds: [] });
  });
});
