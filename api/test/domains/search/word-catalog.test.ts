// The in-memory word catalog offers the same candidates the SQL expansion did (pg_trgm `%`,
// `<%`, LIKE, variants), on both engines, and a word written by anyone is in the next search.
import { before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Db } from '../../../src/db/db.js';
import { bulkSeed } from '../../../src/db/seed/bulk-seed.js';
import { createTalentSearch, popularFirst } from '../../../src/domains/search/talent-search.js';
import {
  catalogCandidatesQuery,
  tokenCandidatesQuery,
} from '../../../src/domains/search/talent-search-sql.js';
import { loadWordCatalog } from '../../../src/domains/search/word-catalog.js';
import type { CatalogCandidate } from '../../../src/domains/search/terms/expand-terms.js';
import { parseSearch } from '../../../src/domains/search/terms/parse-search.js';
import { sharedApi } from '../../routes/api/talent-fixtures.js';

const TYPED = [
  'react, nodjs, pyhton, recat, reactjs',
  'java developer jogja',
  'script, reac, native, lerning, machine lerning',
  'postgre, spring, laravel 8, golang, k8s',
  'front end, backend, ui desainer, data analis',
  'budi santoso, rizki ramadan, siti, wulan',
  'jakrta, surabya, bandung, solo, yogya',
  'c#, c++, .net, node.js, vue',
  'go, js, ts, ai, ml',
  'figma sketch, adobe ilustrator, microsft excel',
];

const row0 = (rows: Array<{ ordered: string[] }>) => rows[0]!.ordered[0]!;

describe('in-memory word catalog', () => {
  const shared = sharedApi();

  before(async () => {
    await bulkSeed(shared().db, { talents: 400, companies: 0, passwordHash: 'x' });
  });

  test('card skills by the catalog: the order SQL gives (count desc, then key), ties included', async () => {
    const { db } = shared();
    const catalog = await loadWordCatalog(db);
    const { rows } = await db.query<{ names: string[]; ordered: string[] }>(
      `SELECT json_agg(s.skill_name) AS names,
         json_agg(s.skill_name ORDER BY c.talent_count DESC, s.skill_key) AS ordered
       FROM skills s JOIN skill_catalog c ON c.skill_key = s.skill_key GROUP BY s.id_user`,
    );
    assert.ok(rows.length > 300);
    let ties = 0;
    for (const row of rows) {
      const counts = row.ordered.map((n) => catalog.skillByName(n)!.count);
      if (new Set(counts).size < counts.length) ties += 1;
      const shuffled = [...row.names].reverse();
      assert.deepEqual(
        popularFirst(shuffled, (n) => catalog.skillByName(n)),
        row.ordered,
      );
    }
    assert.ok(ties > 0, 'some talents hold skills of equal counts');
    assert.deepEqual(
      popularFirst(['Unknown One', row0(rows)], (n) => catalog.skillByName(n)),
      [row0(rows), 'Unknown One'],
      'a name the catalog does not hold goes last',
    );
  });

  test('skill candidates: everything the SQL net found, with the same similarity', async () => {
    const { db } = shared();
    const catalog = await loadWordCatalog(db);
    const key = (c: CatalogCandidate) => `${c.termIndex}|${c.skillKey}`;
    let compared = 0;
    for (const typed of TYPED) {
      const terms = parseSearch(typed);
      const q = catalogCandidatesQuery(terms);
      const { rows } = await db.query<CatalogCandidate>(q.sql, q.params as never);
      const mine = new Map(catalog.skillCandidates(terms).map((c) => [key(c), c]));
      for (const row of rows) {
        const c = mine.get(key(row));
        assert.ok(c, `${typed}: ${key(row)} missing`);
        assert.equal(c.talentCount, row.talentCount);
        assert.ok(Math.abs(c.similarity - row.similarity) < 1e-6, `${key(row)} similarity`);
        compared += 1;
      }
      // Only word similarity is computed more thoroughly here than pg_trgm's greedy search.
      assert.ok(mine.size - rows.length <= 2, `${typed}: ${mine.size} vs ${rows.length}`);
    }
    assert.ok(compared > 30, `compared ${compared}`);
  });

  test('name, title and city candidates: exactly what the SQL answered', async () => {
    const { db } = shared();
    const catalog = await loadWordCatalog(db);
    for (const typed of TYPED) {
      const words = parseSearch(typed).map((t) => (t.text.includes(' ') ? '' : t.text));
      const q = tokenCandidatesQuery(words);
      const { rows } = await db.query<Record<string, unknown>>(q.sql, q.params as never);
      const line = (r: Record<string, unknown>) =>
        `${String(r.termIndex)} ${String(r.kind)}:${String(r.word)} ${String(r.exact)} ${String(r.talentCount)}`;
      assert.deepEqual(
        catalog
          .tokenCandidates(words)
          .map((c) => line({ ...c }))
          .sort(),
        rows.map(line).sort(),
        typed,
      );
    }
  });

  test('a word written behind the API (another instance) is found by the next search', async () => {
    const { db } = shared();
    const search = createTalentSearch(db, { cache: false });
    const list = (s: string) => search.list({ search: s, page: 1, limit: 10 });
    assert.equal((await list('xqzjvlang')).total, 0);
    assert.equal((await list('wqxkota')).total, 0);
    assert.equal((await list('react')).cards.length > 0, true, 'the catalog is loaded now');
    const { rows } = await db.query<{ id_user: number }>(
      'SELECT id_user FROM talents ORDER BY id_user LIMIT 2',
    );
    await db.query(`INSERT INTO skills (id_user, skill_name) VALUES ($1, 'Xqzjvlang')`, [
      rows[0]!.id_user,
    ]);
    await db.query(`UPDATE talents SET domicile = 'Wqxkota' WHERE id_user = $1`, [
      rows[1]!.id_user,
    ]);
    const skill = await list('xqzjvlang');
    assert.deepEqual(
      skill.cards.map((c) => [c.id_user, c.matched_skills]),
      [[rows[0]!.id_user, ['Xqzjvlang']]],
    );
    assert.deepEqual(
      (await list('wqxkota')).cards.map((c) => c.id_user),
      [rows[1]!.id_user],
    );
    await db.query(`DELETE FROM skills WHERE skill_name = 'Xqzjvlang'`);
    assert.equal((await list('xqzjvlang')).total, 0);
  });

  test('a word added elsewhere that cannot match the search does not run it again', async () => {
    const { db } = shared();
    const pages: string[] = [];
    const recording: Db = {
      ...db,
      query: (sql, params, name) => {
        if (/ranked AS MATERIALIZED/.test(sql)) pages.push(sql);
        return db.query(sql, params, name);
      },
    };
    const search = createTalentSearch(recording, { cache: false });
    const list = (s: string) => search.list({ search: s, page: 1, limit: 10 });
    const before = await list('react');
    const { rows } = await db.query<{ id_user: number }>(
      'SELECT id_user FROM talents ORDER BY id_user LIMIT 1',
    );
    const owner = rows[0]!.id_user;
    await db.query(`INSERT INTO skills (id_user, skill_name) VALUES ($1, 'Qwvzkyl')`, [owner]);
    pages.length = 0;
    assert.deepEqual(await list('react'), before);
    assert.equal(pages.length, 1, 'one statement: the new word cannot match "react"');
    await db.query(`INSERT INTO skills (id_user, skill_name) VALUES ($1, 'Reactqwv')`, [owner]);
    pages.length = 0;
    await list('react');
    assert.equal(pages.length, 2, 'run again: "Reactqwv" contains "react"');
    assert.deepEqual(
      (await list('reactqwv')).cards.map((c) => c.id_user),
      [owner],
    );
  });
});
