import { createHash } from 'node:crypto';
import { GENERIC_PLAN_PREFIX } from '../../db/db.js';
import type { SearchTerm } from './terms/parse-search.js';
import { typoVariants } from './terms/typo-distance.js';
import { LIST_ORDER, type TalentSort } from './talent-sorts.js';
import { filterSql, type TalentFilters } from './talent-filters.js';
import { COUNT_CAP, MAX_CHANGES_READ, PROBE_ROWS } from './tuning.js';
import { totalExpr, type CountOptions } from './search-counts.js';
import {
  RANK_ORDER,
  RANK_ORDER_UNINDEXED,
  type SqlParams,
  type Statement,
  type TermKeys,
} from './sql-parts.js';

export type { SqlParams, Statement, TermKeys } from './sql-parts.js';
export { countLeftOut, type CountOptions } from './search-counts.js';
export type { TopOptions } from './top-options.js';
export { firstBranchRows, topQuery } from './top-query.js';

/**
 * SQL of the talent list and search. Every value travels as a bind parameter; the only
 * text spliced into statements comes from the fixed tables in talent-sorts.ts.
 */

/** Escapes LIKE wildcards so "%" and "_" typed by a user match themselves. */
export function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Catalog skills that may match each term: exact, alias, infix, trigram-similar (whole name or
 * one of its words) or one deleted/swapped letter away. expandTerms() then decides which count.
 */
export function catalogCandidatesQuery(terms: readonly SearchTerm[]): Statement {
  const variantIndex: number[] = [];
  const variantKey: string[] = [];
  terms.forEach((term, i) => {
    for (const key of typoVariants(term.text)) {
      variantIndex.push(i + 1);
      variantKey.push(key);
    }
  });
  const sql = `
    WITH q AS (
      SELECT term, canon, pattern, guess, idx::int AS idx
      FROM unnest($1::text[], $2::text[], $3::text[], $6::text[]) WITH ORDINALITY AS q(term, canon, pattern, guess, idx)
    ), hits AS (
      SELECT q.idx, c.skill_key FROM q JOIN skill_catalog c
        ON c.skill_key = q.term OR c.skill_key = q.canon OR c.skill_key = q.guess
        OR (char_length(q.term) >= 2 AND c.skill_key LIKE q.pattern ESCAPE '\\')
        OR (char_length(q.term) >= 4 AND (c.skill_key % q.term OR q.term <% c.skill_key))
      UNION
      SELECT v.idx, c.skill_key FROM unnest($4::int[], $5::text[]) AS v(idx, key)
        JOIN skill_catalog c ON c.skill_key = v.key
    )
    SELECT h.idx - 1 AS "termIndex", c.skill_key AS "skillKey", c.skill_name AS "skillName",
           c.talent_count AS "talentCount", similarity(c.skill_key, q.term)::float8 AS similarity
    FROM hits h JOIN skill_catalog c ON c.skill_key = h.skill_key JOIN q ON q.idx = h.idx
    WHERE c.talent_count > 0`;
  return {
    sql,
    params: [
      terms.map((t) => t.text),
      terms.map((t) => t.canonical ?? t.text),
      terms.map((t) => likeContains(t.text)),
      variantIndex,
      variantKey,
      terms.map((t) => t.guess ?? t.text),
    ],
  };
}

/** Name, title and city words that may match each term: exact, local name/variant, prefix, trigram-close. */
export function tokenCandidatesQuery(terms: readonly string[]): Statement {
  const sql = `
    WITH q AS (
      SELECT term, pattern, idx::int AS idx
      FROM unnest($1::text[], $2::text[]) WITH ORDINALITY AS q(term, pattern, idx)
    ), hits AS (
      SELECT q.idx, s.kind, s.word, true AS exact
        FROM q JOIN search_tokens s ON s.kind IN ('n', 't', 'c') AND s.word = q.term
      UNION ALL
      SELECT q.idx, s.kind, s.word, true
        FROM q JOIN search_word_variants v ON v.variant = q.term
        JOIN search_tokens s ON s.kind = v.kind AND s.word = v.canonical
      UNION ALL
      SELECT q.idx, s.kind, s.word, false
        FROM q JOIN search_tokens s ON char_length(q.term) >= 3 AND s.word LIKE q.pattern ESCAPE '\\'
      UNION ALL
      SELECT q.idx, s.kind, s.word, false
        FROM q JOIN search_tokens s ON char_length(q.term) >= 4 AND s.word % q.term
    )
    SELECT h.idx - 1 AS "termIndex", h.kind, h.word, bool_or(h.exact) AS exact,
           max(s.talent_count)::int AS "talentCount"
    FROM hits h JOIN search_tokens s ON s.kind = h.kind AND s.word = h.word
    WHERE s.talent_count > 0
    GROUP BY h.idx, h.kind, h.word`;
  return {
    sql,
    params: [terms, terms.map((t) => `${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)],
  };
}

/**
 * Whether one talent matches every term. First the top of the ranking index (index-only, as a
 * relevance probe): when the terms meet at all they usually meet there ("reactjs bandung": the
 * GIN AND read 21,822 rows at 1M, 40 ms, to say yes). Only when that finds none, the GIN AND of
 * the terms' overlaps; OR evaluates it only then.
 */
export function allTermsExistQuery(terms: readonly TermKeys[]): Statement {
  const where = terms.map((_, i) => `t.search_ids && $${i + 1}::int4[]`).join(' AND ');
  const sql = `SELECT EXISTS (
      SELECT FROM (SELECT t.search_ids FROM talents t ORDER BY ${RANK_ORDER} LIMIT ${PROBE_ROWS}) t
      WHERE ${where}
    ) OR EXISTS (
      -- The unindexed order keeps the planner on the GIN index: an "exists" read in table order
      -- would scan everything when the words never meet.
      SELECT FROM talents t WHERE ${where} ORDER BY ${RANK_ORDER_UNINDEXED} LIMIT 1
    ) AS found`;
  return { sql, params: terms.map((t) => t.ids), name: shapeName(sql) };
}

/**
 * Cards for the rows of `page` (a query giving id_user, match_count and ord, the 1-based
 * position), in that order, plus the current search and catalog generations on every row and
 * `extra` columns. Skills per card: names in no particular order (the caller orders them most
 * popular first and picks the matched ones, see popularFirst and matchedOf). The
 * generation row is always returned, so an empty page still tells which generation it belongs to.
 */
function cardsQuery(options: { ctes?: string; page: string; extra?: string }): string {
  return `
    WITH ${options.ctes ? `${options.ctes},` : ''} page AS MATERIALIZED (${options.page})
    SELECT g.generation::text AS generation, g.catalog_generation::text AS catalog_generation
      ${options.extra ?? ''}, c.*
    FROM search_state g
    LEFT JOIN LATERAL (
      SELECT page.ord, page.match_count, t.id_user, t.full_name, t.job_desk, t.domicile,
        t.employment_type, t.img_profile, t.availability,
        to_char(t.available_from, 'YYYY-MM-DD') AS available_from,
        coalesce(ps.skills, '[]') AS skills
      FROM page JOIN talents t ON t.id_user = page.id_user
      -- Per card (a few index rows each): the same cost whatever the planner believes about
      -- the page's size (a generic plan expects one row and would re-aggregate per card).
      LEFT JOIN LATERAL (
        -- Names in no particular order: the API puts them most popular first by its word
        -- catalog (talent-search.ts, popularFirst). A catalog lookup per skill and a sort per
        -- card here cost ~8 us a card, two thirds of the cards' aggregates (~13 us).
        -- The matched ones are picked there too, by each name's key (matchedOf): a filter and a
        -- sort per card here cost ~1.8 us a card. JSON arrays: the driver parses them natively,
        -- a text[] character by character in JS.
        SELECT json_agg(s.skill_name) AS skills
        FROM skills s
        WHERE s.id_user = t.id_user
      ) ps ON true
    ) c ON true
    WHERE g.id = 1
    ORDER BY c.ord`;
}

/**
 * A whole search page in one statement: the top `offset + limit` (topQuery, or nothing when the
 * page lies beyond the countable window), the page's cards, the capped total and both
 * generations.
 */
export function searchPageQuery(options: {
  top: Statement | null;
  offset: number;
  count: CountOptions;
  /** The in-memory catalog's generation: words changed since then come back as `changed_words`. */
  catalogGeneration: string;
}): PageQuery {
  const params: SqlParams = options.top ? [...options.top.params] : [];
  const top = options.top?.sql ?? 'SELECT NULL::bigint AS id_user, 0 AS match_count WHERE false';
  params.push(options.offset);
  const offset = `$${params.length}::int`;
  const total = totalExpr(options.count, params);
  params.push(options.catalogGeneration);
  const catalogGenerationParam = params.length - 1;
  const changed = changedWordsExpr(`$${params.length}::bigint`);
  const sql = cardsQuery({
    // row_number() over the top's own order: its branches run in rank order under one LIMIT.
    ctes: `ranked AS MATERIALIZED (
        SELECT r.id_user, r.match_count, row_number() OVER () AS ord FROM (${top}) r)`,
    page: `SELECT id_user, match_count, ord - ${offset} AS ord FROM ranked WHERE ord > ${offset}`,
    extra: `, ${total} AS total, ${changed} AS changed_words`,
  });
  return { sql, params, name: shapeName(sql), catalogGenerationParam };
}

/**
 * The words changed since the catalog generation `since` (a parameter), as [kind, word] pairs:
 * at most MAX_CHANGES_READ steps (further behind, the caller reloads its catalog).
 */
function changedWordsExpr(since: string): string {
  return `(SELECT coalesce(json_agg(json_build_array(x.kind, x.word)), '[]')
    FROM search_word_changes x WHERE x.catalog_generation > ${since}
    AND (SELECT s.catalog_generation FROM search_state s WHERE s.id = 1) - ${since} <= ${MAX_CHANGES_READ})`;
}

/**
 * A search page whose top the talent index found (talent-index/): the page's cards from the
 * top's ids and match counts, with the total it counted, both generations and the words changed
 * since the catalog generation, as searchPageQuery answers.
 */
export function indexedPageQuery(options: {
  top: ReadonlyArray<{ id: number; matchCount: number }>;
  offset: number;
  total: number;
  catalogGeneration: string;
}): PageQuery {
  const params: SqlParams = [
    options.top.map((r) => r.id),
    options.top.map((r) => r.matchCount),
    options.offset,
    options.total,
    options.catalogGeneration,
  ];
  const sql = cardsQuery({
    page: `SELECT p.id_user, p.match_count, p.ord - $3::int AS ord
      FROM unnest($1::bigint[], $2::int[]) WITH ORDINALITY AS p(id_user, match_count, ord)
      WHERE p.ord > $3::int`,
    extra: `, $4::int AS total, ${changedWordsExpr('$5::bigint')} AS changed_words`,
  });
  return { sql, params, name: 'search-indexed-page', catalogGenerationParam: 4 };
}

/**
 * What a filtered search asks the database before the talent index answers it: the search
 * generation the index must be current to, the database's date (the years filter's cutoff) and
 * the city's key ids (every word's c: key, folded as the search folds city words; an empty
 * list when a word has none: nobody matches).
 */
export function indexStateQuery(city: string | undefined): Statement {
  if (city === undefined)
    return {
      sql: `SELECT s.generation::text AS generation, current_date::text AS today,
        NULL::int4[] AS city_ids FROM search_state s WHERE s.id = 1`,
      params: [],
      name: 'search-index-state',
    };
  return {
    sql: `SELECT s.generation::text AS generation, current_date::text AS today,
        (SELECT CASE WHEN count(*) > 0 AND count(d.id) = count(*) THEN array_agg(d.id)
          ELSE '{}' END
         FROM search_words('c', $1::text) w LEFT JOIN search_key_ids d ON d.key = 'c:' || w)
        AS city_ids
      FROM search_state s WHERE s.id = 1`,
    params: [city],
    name: 'search-index-state-city',
  };
}

/** The database's collation: the talent index orders names by code point, as C collations do. */
export const COLLATION_QUERY =
  'SELECT datcollate AS collation FROM pg_database WHERE datname = current_database()';

/** A search page statement, with where its catalog generation sits among the parameters. */
export interface PageQuery extends Statement {
  catalogGenerationParam: number;
}

/**
 * The page statement searchPageQuery builds for the same options and another catalog
 * generation: nothing else depends on the generation (a parameter, not text).
 */
export function forCatalogGeneration<T extends PageQuery>(statement: T, generation: string): T {
  const params = [...statement.params];
  params[statement.catalogGenerationParam] = generation;
  return { ...statement, params };
}

/**
 * A statement name per SQL text: the texts are shapes (number of terms, sort, filter, strategy
 * per level; values are parameters), about a hundred for the mixed workload, so each connection
 * parses them once and runs the generic plan: the shape already chose each branch's access path
 * (ordered probe or GIN bitmap, by catalog counts), and planning such a statement costs as much
 * as running it. PostgreSQL would plan each shape five times per connection before switching.
 */
function shapeName(sql: string): string {
  return `${GENERIC_PLAN_PREFIX}search-${createHash('sha1').update(sql).digest('base64url')}`;
}

/** 16 characters of a text's SHA-1 (base64url): a statement name's part for a shape. */
function shortDigest(text: string): string {
  return createHash('sha1').update(text).digest('base64url').slice(0, 16);
}

/** The catalog generation alone (a search whose words match nothing still checks it). */
export const CATALOG_GENERATION_QUERY =
  'SELECT catalog_generation::text AS catalog_generation FROM search_state WHERE id = 1';

/**
 * One page of the plain list (no search) in the chosen order. Only ids are read in
 * index order (LIMIT/OFFSET never builds cards for skipped rows); cards are built for the page.
 */
export function listPageQuery(options: {
  employmentType: string | undefined;
  sort: TalentSort | undefined;
  filters?: TalentFilters | undefined;
  limit: number;
  offset: number;
}): Statement {
  const params: SqlParams = [options.limit, options.offset];
  let conditions = '';
  if (options.employmentType !== undefined) {
    params.push(options.employmentType);
    conditions = ' AND t.employment_type = $3';
  }
  conditions += filterSql(options.filters, params);
  const filter = conditions ? `WHERE true${conditions}` : '';
  const order = LIST_ORDER[options.sort ?? 'recommended'];
  const ids = `ARRAY(SELECT t.id_user FROM talents t ${filter} ORDER BY ${order} LIMIT $1 OFFSET $2)`;
  return {
    sql: cardsQuery({
      page: `SELECT p.id_user, 0 AS match_count, p.ord FROM unnest(${ids}) WITH ORDINALITY AS p(id_user, ord)`,
    }),
    params,
    // PostgreSQL cuts statement names at 63 characters: a short digest of the filter's shape.
    name: `talent-list-${options.sort ?? 'recommended'}-${filter ? shortDigest(filter) : 'all'}`,
  };
}

/** How many talents the plain list holds, counted up to COUNT_CAP + 1. */
export function listCountQuery(
  employmentType: string | undefined,
  filters?: TalentFilters,
): Statement {
  if (filters) {
    const params: SqlParams = [COUNT_CAP + 1];
    const type =
      employmentType === undefined
        ? ''
        : ` AND t.employment_type = $${params.push(employmentType)}::text`;
    const where = `true${type}${filterSql(filters, params)}`;
    return {
      sql: `SELECT count(*)::int AS total FROM (SELECT 1 FROM talents t WHERE ${where} LIMIT $1) capped`,
      params,
    };
  }
  return employmentType === undefined
    ? {
        sql: 'SELECT count(*)::int AS total FROM (SELECT 1 FROM talents LIMIT $1) capped',
        params: [COUNT_CAP + 1],
      }
    : {
        sql: 'SELECT count(*)::int AS total FROM (SELECT 1 FROM talents WHERE employment_type = $2 LIMIT $1) capped',
        params: [COUNT_CAP + 1, employmentType],
      };
}

/**
 * Skills by name with their keys and live talent counts (NULL when none), in key order (card
 * order and matched skills when the in-memory catalog's counts are too old or lack a name, see
 * popularFirst and matchedOf).
 */
export function skillCountsQuery(names: readonly string[]): Statement {
  return {
    sql: `SELECT n.name, lower(n.name) AS skill_key, c.talent_count FROM unnest($1::text[]) AS n(name)
      LEFT JOIN skill_catalog c ON c.skill_key = lower(n.name) ORDER BY lower(n.name)`,
    params: [names as string[]],
    name: 'search-skill-counts',
  };
}

export const GENERATION_QUERY =
  'SELECT generation::text AS generation FROM search_state WHERE id = 1';
