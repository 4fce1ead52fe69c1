import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Registered, TestApi } from '../../../helper.js';
import { recordSearchStatements, type RanStatement } from '../../../support/search-statements.js';
import { addSkills, editProfile, sharedApi } from '../talent-fixtures.js';

/**
 * A searched word that is both a skill and a job-title word ("seo": s:seo and t:seo), each held
 * by at most the count cap: the total is the two live counts less the talents holding both (the
 * pair count of search_skill_pairs), not every match read through the GIN index and counted.
 * The total must stay exact as talents gain and lose either key.
 */

interface Plan {
  'Node Type': string;
  'Index Cond'?: string;
  'Recheck Cond'?: string;
  Filter?: string;
  'Actual Loops'?: number;
  Plans?: Plan[];
}

describe('GET /api/users: the total of a skill that is also a title word', () => {
  const shared = sharedApi();
  let api: TestApi;
  const ran: RanStatement[] = [];
  let talents: Registered[] = [];

  const total = async () => {
    // A page past the countable window: the statement reads no page, only the total.
    const res = await api.agent().get('/api/users', {
      query: { search: 'seo', limit: '2', page: '1000' },
    });
    assert.equal(res.status, 200, res.text);
    return (res.body as { pagination: { total: number } }).pagination.total;
  };

  /** Talents holding the skill or the title word, from the rows themselves. */
  const truth = async () =>
    (
      await api.db.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM talents t
         WHERE lower(t.job_desk) ~ '(^| )seo( |$)'
            OR EXISTS (SELECT FROM skills s WHERE s.id_user = t.id_user AND s.skill_key = 'seo')`,
      )
    ).rows[0]!.n;

  /** Whether the statement just run read talents by their key ids (the page reads none). */
  const countReadTalents = async () => {
    const { sql, params } = ran.at(-1)!;
    const { rows } = await api.db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      params,
    );
    const raw = rows[0]!['QUERY PLAN'];
    const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: Plan }>;
    let read = false;
    const visit = (node: Plan) => {
      const conditions = [node['Index Cond'], node['Recheck Cond'], node.Filter].join(' ');
      if (/search_ids &&/.test(conditions) && (node['Actual Loops'] ?? 0) > 0) read = true;
      for (const child of node.Plans ?? []) visit(child);
    };
    visit(plan[0]!.Plan);
    return read;
  };

  before(async () => {
    api = shared();
    recordSearchStatements(api, ran);
    talents = await Promise.all(
      ['Ayu', 'Bima', 'Candra', 'Dewi', 'Eko', 'Fajar', 'Gita'].map((name) =>
        api.registerTalent({ full_name: `${name} Lestari` }),
      ),
    );
    // Skill only, title only, both.
    for (const t of talents.slice(0, 3)) await addSkills(t, ['SEO']);
    for (const t of talents.slice(3, 5)) await editProfile(t, { job_desk: 'SEO Specialist' });
    for (const t of talents.slice(5, 7)) {
      await addSkills(t, ['SEO']);
      await editProfile(t, { job_desk: 'SEO Specialist' });
    }
  });

  test('the total is exact and counted from the catalog and pair counts', async () => {
    assert.equal(await truth(), 7);
    assert.equal(await total(), 7);
    assert.equal(await countReadTalents(), false);
  });

  test('still exact after talents gain and lose either key', async () => {
    await editProfile(talents[0]!, { job_desk: 'SEO Analyst' }); // now holds both
    await editProfile(talents[5]!, { job_desk: 'Web Developer' }); // now skill only
    await editProfile(talents[3]!, { job_desk: 'Web Developer' }); // now neither
    assert.equal(await truth(), 6);
    assert.equal(await total(), 6);
    assert.equal(await countReadTalents(), false);
  });
});
