import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { recordSearchStatements, type RanStatement } from '../../../support/search-statements.js';
import { build, type Registered, type TestApi } from '../../../helper.js';
import { addSkills } from '../talent-fixtures.js';

/**
 * A search page's statement is remembered by its options (text, name and parameters are a pure
 * function of them): a repeated search runs the very statement it ran before instead of building
 * it again, and anything that changes the options (a count, a page, another catalog) gets its own.
 * The page cache is off so that every request runs its statement.
 */

interface Card {
  id_user: number;
  full_name: string;
  match_count: number;
}

interface PlanNode {
  'Relation Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

describe('GET /api/users: remembered search statements', () => {
  let api: TestApi;
  const cleanups: Array<() => unknown> = [];
  /** Search page statements the app ran, in order. */
  const ran: RanStatement[] = [];
  let talents: Registered[] = [];

  const search = async (query: Record<string, string>) => {
    const res = await api.agent().get('/api/users', { query });
    assert.equal(res.status, 200, res.text);
    const body = res.body as { data: Card[]; pagination: { total: number } };
    return { ids: body.data.map((c) => c.id_user), total: body.pagination.total };
  };

  /** Runs the search and answers the statement it ran. */
  const statementOf = async (query: Record<string, string>) => {
    const from = ran.length;
    const answer = await search(query);
    const pages = ran.slice(from);
    assert.equal(pages.length, 1, 'one search page statement');
    return { answer, statement: pages[0]! };
  };

  before(async () => {
    api = await build({ after: (fn) => cleanups.push(fn) }, { config: { searchCache: false } });
    recordSearchStatements(api, ran);
    talents = [];
    for (const name of ['Stmt Ana', 'Stmt Budi', 'Stmt Citra'])
      talents.push(await api.registerTalent({ full_name: name }));
    await addSkills(talents[0]!, ['Elixir', 'Phoenix']);
    await addSkills(talents[1]!, ['Elixir']);
  });

  after(async () => {
    for (const fn of cleanups.reverse()) await fn();
  });

  test('a repeated search runs the same statement and gets the same answer', async () => {
    const first = await statementOf({ search: 'elixir, phoenix' });
    const again = await statementOf({ search: 'elixir, phoenix' });
    assert.deepEqual(first.answer, {
      ids: [talents[0]!.user.id_user, talents[1]!.user.id_user],
      total: 2,
    });
    assert.deepEqual(again.answer, first.answer);
    assert.equal(again.statement.params, first.statement.params, 'the remembered statement');
    assert.equal(again.statement.sql, first.statement.sql);
  });

  test('another page, sort or filter runs its own statement', async () => {
    const first = await statementOf({ search: 'elixir' });
    const others: Array<Record<string, string>> = [
      { search: 'elixir', page: '2', limit: '1' },
      { search: 'elixir', sort: 'name' },
      { search: 'elixir', employment_type: 'freelance' },
    ];
    for (const other of others) {
      const { statement } = await statementOf(other);
      assert.notEqual(statement.params, first.statement.params, JSON.stringify(other));
    }
    const { answer } = await statementOf({ search: 'elixir', page: '2', limit: '1' });
    assert.deepEqual(answer, { ids: first.answer.ids.slice(1, 2), total: 2 });
  });

  test("a total looks each key's catalog count up once", async () => {
    // Each catalog count lookup of the total is one index scan node (its condition reads the
    // key, `substr(k, 3)` or the per-type `key = k`); the statement must hold each lookup once,
    // not once per use of the count (the filter and both aggregates).
    const lookups = async (query: Record<string, string>) => {
      const { statement } = await statementOf(query);
      const { rows } = await api.db.query<{ 'QUERY PLAN': unknown }>(
        `EXPLAIN (FORMAT JSON) ${statement.sql}`,
        statement.params,
      );
      const raw = rows[0]!['QUERY PLAN'];
      const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
      const plans = JSON.parse(text) as Array<{ Plan: PlanNode }>;
      const found: string[] = [];
      const visit = (node: PlanNode) => {
        const cond = node['Index Cond'] ?? '';
        if (/substr\(k|key = k\b|key = k\.k/.test(cond)) found.push(node['Relation Name'] ?? '');
        for (const child of node.Plans ?? []) visit(child);
      };
      visit(plans[0]!.Plan);
      return found.sort();
    };
    assert.deepEqual(await lookups({ search: 'elixir, phoenix' }), [
      'search_tokens',
      'skill_catalog',
    ]);
    assert.deepEqual(await lookups({ search: 'elixir, phoenix', employment_type: 'freelance' }), [
      'search_key_types',
    ]);
  });

  test('a search after writes answers from the current data', async () => {
    const before = await search({ search: 'elixir' });
    await addSkills(talents[2]!, ['Elixir']);
    // A new holder (a count the catalog refreshes in the background) and a new word (a new
    // catalog): the answers follow both.
    const after = await search({ search: 'elixir' });
    const holders = talents.map((t) => t.user.id_user);
    assert.equal(before.total, 2);
    assert.deepEqual(
      { ids: [...after.ids].sort(), total: after.total },
      {
        ids: [...holders].sort(),
        total: 3,
      },
    );
    await addSkills(talents[2]!, ['Gleam']);
    const both = await search({ search: 'gleam, elixir' });
    // The only holder of both first, then the others as `elixir` alone ranks them.
    assert.deepEqual(both, {
      ids: [holders[2], ...after.ids.filter((id) => id !== holders[2])],
      total: 3,
    });
  });
});
