import type { SkillExpansion } from '../skills/expand-terms.js';
import type { SearchTerm } from '../skills/parse-search.js';
import { typoVariants } from '../skills/typo-distance.js';
import { LIST_ORDER, SEARCH_ORDER, type TalentSort } from './talent-sorts.js';

/**
 * SQL of the talent list and search. Every value travels as a bind parameter; the only
 * text spliced into statements comes from the fixed tables in talent-sorts.ts.
 */

export type SqlParams = unknown[];

/** A statement; `name` (fixed SQL text only) lets a PostgreSQL server reuse its plan. */
export interface Statement {
  sql: string;
  params: SqlParams;
  name?: string;
}

/** Title, name and city hits weigh a little less than an exact skill (1.0). */
const TEXT_WEIGHT = 0.9;
/** Terms shorter than this only match skills: "%go%" would match half the names in the country. */
export const MIN_TEXT_TERM = 3;

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

export interface RankOptions {
  terms: readonly SearchTerm[];
  expansions: readonly SkillExpansion[];
  employmentType: string | undefined;
  sort: TalentSort | undefined;
  /** Second pass: also match names, titles and cities by word similarity (typos). */
  fuzzyText: boolean;
}

/**
 * Every talent matching at least one term, best first: one row per talent with how many
 * terms it matched. Skill hits come from index-only scans of skills (skill_key, id_user),
 * name/title/city hits from the trigram GIN indexes on talents.
 */
export function rankQuery(options: RankOptions): Statement {
  const { terms, expansions, employmentType, sort, fuzzyText } = options;
  const textTerms = terms
    .map((t, i) => ({ t, i }))
    .filter(({ t }) => t.text.length >= MIN_TEXT_TERM);
  const params: SqlParams = [
    expansions.map((e) => e.termIndex),
    expansions.map((e) => e.skillKey),
    expansions.map((e) => e.weight),
    textTerms.map(({ i }) => i),
    textTerms.map(({ t }) => (fuzzyText ? t.text : likeContains(t.text))),
  ];
  const textMatch = fuzzyText
    ? `(p.term <% t.full_name OR p.term <% t.job_desk OR p.term <% t.domicile)`
    : `(t.full_name ILIKE p.term OR t.job_desk ILIKE p.term OR t.domicile ILIKE p.term)`;
  const textWeight = fuzzyText
    ? `0.5 * greatest(word_similarity(p.term, t.full_name), word_similarity(p.term, coalesce(t.job_desk, '')),
                      word_similarity(p.term, coalesce(t.domicile, '')))`
    : String(TEXT_WEIGHT);
  const primary = SEARCH_ORDER[sort ?? 'relevance'];
  const needsTalent = primary !== null || employmentType !== undefined;
  let filter = '';
  if (employmentType !== undefined) {
    params.push(employmentType);
    filter = `WHERE t.employment_type = $${params.length}`;
  }
  const order = [primary, 'r.match_count DESC', 'r.score DESC', 'r.id_user DESC']
    .filter(Boolean)
    .join(', ');
  const sql = `
    WITH hits AS (
      SELECT s.id_user, e.term_idx, e.weight
      FROM unnest($1::int[], $2::text[], $3::float8[]) AS e(term_idx, skill_key, weight)
      JOIN skills s ON s.skill_key = e.skill_key
      UNION ALL
      SELECT t.id_user, p.term_idx, ${textWeight}
      FROM unnest($4::int[], $5::text[]) AS p(term_idx, term)
      JOIN talents t ON ${textMatch}
    ), best AS (
      SELECT id_user, term_idx, max(weight) AS weight FROM hits GROUP BY id_user, term_idx
    ), r AS (
      SELECT id_user, count(*)::int AS match_count, sum(weight) AS score FROM best GROUP BY id_user
    )
    SELECT r.id_user, r.match_count FROM r
    ${needsTalent ? `JOIN talents t ON t.id_user = r.id_user ${filter}` : ''}
    ORDER BY ${order}`;
  return { sql, params };
}

/**
 * Cards for the ids that `idsSql` (an expression giving bigint[] in page order) yields, in that
 * order, plus the current search generation. Skills of the whole page are aggregated in one
 * pass (most popular first; matched ones in the order of $1). The generation row is always
 * returned, so an empty page still tells which generation it belongs to.
 */
function cardsQuery(idsSql: string): string {
  return `
    WITH page AS MATERIALIZED (
      SELECT p.id_user, p.ord FROM unnest(${idsSql}) WITH ORDINALITY AS p(id_user, ord)
    ), page_skills AS (
      SELECT s.id_user,
        array_agg(s.skill_name ORDER BY c.talent_count DESC NULLS LAST, s.skill_key) AS skills,
        array_agg(s.skill_name ORDER BY array_position($1::text[], s.skill_key))
          FILTER (WHERE s.skill_key = ANY($1::text[])) AS matched_skills
      FROM page JOIN skills s ON s.id_user = page.id_user
      LEFT JOIN skill_catalog c ON c.skill_key = s.skill_key
      GROUP BY s.id_user
    )
    SELECT g.generation::text AS generation, c.*
    FROM search_state g
    LEFT JOIN LATERAL (
      SELECT page.ord, t.id_user, t.full_name, t.job_desk, t.domicile, t.employment_type, t.img_profile,
        coalesce(ps.skills, '{}') AS skills, coalesce(ps.matched_skills, '{}') AS matched_skills
      FROM page JOIN talents t ON t.id_user = page.id_user
      LEFT JOIN page_skills ps ON ps.id_user = t.id_user
    ) c ON true
    WHERE g.id = 1
    ORDER BY c.ord`;
}

/** One page of a ranked search: cards by id, with which searched skills each one has. */
export function cardsByIdQuery(ids: readonly number[], matchKeys: readonly string[]): Statement {
  return { sql: cardsQuery('$2::bigint[]'), params: [matchKeys, ids], name: 'talent-cards' };
}

/**
 * One page of the plain list (no search) in the chosen order. Only ids are read in
 * index order (LIMIT/OFFSET never builds cards for skipped rows); cards are built for the page.
 */
export function listPageQuery(options: {
  employmentType: string | undefined;
  sort: TalentSort | undefined;
  limit: number;
  offset: number;
}): Statement {
  const params: SqlParams = [[], options.limit, options.offset];
  let filter = '';
  if (options.employmentType !== undefined) {
    params.push(options.employmentType);
    filter = 'WHERE t.employment_type = $4';
  }
  const order = LIST_ORDER[options.sort ?? 'recommended'];
  const ids = `ARRAY(SELECT t.id_user FROM talents t ${filter} ORDER BY ${order} LIMIT $2 OFFSET $3)`;
  return {
    sql: cardsQuery(ids),
    params,
    name: `talent-list-${options.sort ?? 'recommended'}-${filter ? 'filtered' : 'all'}`,
  };
}

/** How many talents the plain list holds. */
export function listCountQuery(employmentType: string | undefined): Statement {
  return employmentType === undefined
    ? { sql: 'SELECT count(*)::int AS total FROM talents', params: [] }
    : {
        sql: 'SELECT count(*)::int AS total FROM talents WHERE employment_type = $1',
        params: [employmentType],
      };
}

export const GENERATION_QUERY =
  'SELECT generation::text AS generation FROM search_state WHERE id = 1';
