import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';

import { recordSearchStatements, type RanStatement } from '../../../support/search-statements.js';
import { build, type TestApi } from '../../../helper.js';
import { NAME_WALK_JUMP, NAME_WALK_STEPS } from '../../../../src/domains/search/tuning.js';

/**
 * A name-sorted search of name words walks the distinct names in order (NAME_WALK_STEPS at
 * most). When the walk is cut short, the probe of the name index that follows starts at the first
 * walked name that matches: every talent of a name matches alike, so the names before hold no
 * match. A walk that met no match in its first NAME_WALK_JUMP names (a small set of matches)
 * jumps to the first matching name, read through the GIN index. Here 250 filler names sort
 * before most matches; one matching name lies early in the walk ("walkerton") or none does
 * ("tollington"). Pages must be the exact order (name, then highest id), the probe must not
 * re-read the fillers before its start (it read all 250 of them before), and the walk must not
 * visit the fillers when no match lies among the first of them (it visited 201 names, then the
 * probe read 2,000 entries and every match was fetched and sorted).
 */

const FILLERS = 250;
/** Position (0-based) among the fillers of the one matching name inside the walk (before the jump). */
const INSIDE = 10;

interface Card {
  id_user: number;
  full_name: string;
}

interface PlanNode {
  'Node Type': string;
  'Subplan Name'?: string;
  Filter?: string;
  'Rows Removed by Filter'?: number;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

const letters = (i: number) =>
  String.fromCharCode(97 + Math.floor(i / 26)) + String.fromCharCode(97 + (i % 26));
const filler = (i: number) => `Aa${letters(i)} Filler`;

describe('GET /api/users: the probe after a name walk cut short', () => {
  let api: TestApi;
  const cleanups: Array<() => unknown> = [];
  /** Search page statements the app ran, in order. */
  const ran: RanStatement[] = [];

  const page = async (word: string, p: number) => {
    const res = await api.agent().get('/api/users', {
      query: { search: word, sort: 'name', limit: '10', page: String(p) },
    });
    assert.equal(res.status, 200, res.text);
    return (res.body as { data: Card[] }).data.map((c) => c.id_user);
  };

  /** The documented order of a one-word name search, from the rows themselves. */
  const truth = async (word: string, p: number) =>
    (
      await api.db.query<{ id_user: number }>(
        `SELECT id_user FROM talents WHERE lower(full_name) ~ ('(^| )' || $1 || '( |$)')
         ORDER BY lower(full_name), id_user DESC LIMIT 10 OFFSET $2`,
        [word, (p - 1) * 10],
      )
    ).rows.map((r) => r.id_user);

  /** The executed plan of a recorded statement (PGlite gives the JSON as text). */
  const executedPlan = async ({ sql, params }: RanStatement): Promise<PlanNode> => {
    const { rows } = await api.db.query<{ 'QUERY PLAN': unknown }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${sql}`,
      params,
    );
    const raw = rows[0]!['QUERY PLAN'];
    return ((typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>)[0]!
      .Plan;
  };

  /** Rows the probe read and dropped as no match, from the plan of the statement just run. */
  const probeRowsRemoved = async (statement = ran.at(-1)!) => {
    const plan = await executedPlan(statement);
    let removed: number | undefined;
    const visit = (node: PlanNode, inProbe: boolean) => {
      const probe = inProbe || node['Subplan Name'] === 'CTE probe';
      if (probe && node['Node Type'] === 'Subquery Scan' && /search_ids &&/.test(node.Filter ?? ''))
        removed = (removed ?? 0) + (node['Rows Removed by Filter'] ?? 0);
      for (const child of node.Plans ?? []) visit(child, probe);
    };
    visit(plan, false);
    assert.notEqual(removed, undefined, 'the statement probes the name index');
    return removed!;
  };

  /** Names the walk visited (rows of the names CTE), from the plan of the statement just run. */
  const namesWalked = async (statement = ran.at(-1)!) => {
    const plan = await executedPlan(statement);
    let walked: number | undefined;
    const visit = (node: PlanNode) => {
      if (node['Subplan Name'] === 'CTE names') walked = node['Actual Rows'];
      for (const child of node.Plans ?? []) visit(child);
    };
    visit(plan);
    assert.notEqual(walked, undefined, 'the statement walks the names');
    return walked!;
  };

  before(async () => {
    api = await build({ after: (fn) => cleanups.push(fn) }, { config: { searchCache: false } });
    recordSearchStatements(api, ran);
    const names = Array.from({ length: FILLERS }, (_, i) => filler(i));
    // One matching name inside the walk (3 talents), then matching names past every filler.
    names.push(...[1, 2, 3].map(() => `${filler(INSIDE)} Walkerton`));
    names.push(...Array.from({ length: 25 }, (_, i) => `Walkerton ${letters(i)}x`));
    names.push(...Array.from({ length: 25 }, (_, i) => `Tollington ${letters(i)}x`));
    await api.db.query(
      `WITH acc AS (
         INSERT INTO accounts (email, password_hash, role)
         SELECT 'walk' || n || '@example.com', 'x', 'talent' FROM unnest($1::text[]) WITH ORDINALITY a(name, n)
         RETURNING id, email
       )
       INSERT INTO talents (id_user, full_name, job_desk, employment_type)
       SELECT acc.id, a.name, 'Engineer', 'full time'
       FROM acc JOIN unnest($1::text[]) WITH ORDINALITY a(name, n) ON acc.email = 'walk' || a.n || '@example.com'`,
      [names],
    );
    await api.db.query('ANALYZE talents');
  });

  after(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });

  test('the walk is cut short before the matches past the fillers', () => {
    assert.ok(FILLERS > NAME_WALK_STEPS + 1 && INSIDE < NAME_WALK_JUMP);
  });

  test('a match inside the walk: the probe starts at it, pages in order', async () => {
    for (const p of [1, 2, 3]) {
      assert.deepEqual(await page('walkerton', p), await truth('walkerton', p), `page ${p}`);
      // Only the names after the first matching one are read and dropped: the fillers after
      // it and the 25 Tollingtons.
      if (p === 1) assert.equal(await probeRowsRemoved(), FILLERS - INSIDE - 1 + 25);
    }
  });

  test('no match early in the walk: it jumps to the first match, pages in order', async () => {
    for (const p of [1, 2, 3]) {
      assert.deepEqual(await page('tollington', p), await truth('tollington', p), `page ${p}`);
      // NAME_WALK_JUMP names (the first fillers), then the names from the first Tollington on
      // (50 in all, one talent each) until the page is full: no filler past the jump, no probe.
      const statement = ran.at(-1)!;
      const walked = await namesWalked(statement);
      assert.ok(walked <= NAME_WALK_JUMP + 50, `${walked} names walked, page ${p}`);
      assert.equal(await probeRowsRemoved(statement), 0);
    }
  });

  test('no match under the filter: the jump finds none, the page is empty', async () => {
    const res = await api.agent().get('/api/users', {
      query: { search: 'tollington', sort: 'name', employment_type: 'freelance', limit: '10' },
    });
    assert.equal(res.status, 200, res.text);
    assert.deepEqual((res.body as { data: Card[] }).data, []);
    assert.equal(await namesWalked(), NAME_WALK_JUMP);
  });
});
