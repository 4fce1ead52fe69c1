// Pieces every search statement builder shares: the statement type, a searched term's keys,
// the ranking order and the "which terms does a talent match" expression.

/** Bind parameters of a statement, in $n order. */
export type SqlParams = unknown[];

/** A statement; `name` (fixed SQL text only) lets a PostgreSQL server reuse its plan. */
export interface Statement {
  sql: string;
  params: SqlParams;
  name?: string;
}

/**
 * A searched term: `keys` any of which counts as a hit on the term, and their ids (migration
 * 071; a key no talent ever held has none and is left out). Rows are matched by the ids; the
 * keys serve the catalog counts and the pair gates.
 */
export interface TermKeys {
  keys: string[];
  ids: number[];
}

export const RANK_ORDER = 't.profile_score DESC, t.created_at DESC, t.id_user DESC';
/** The same order in a form no index provides: the planner then reads matches from the GIN index. */
export const RANK_ORDER_UNINDEXED = '(t.profile_score + 0) DESC, t.created_at DESC, t.id_user DESC';

/** Which terms a talent matches, as an integer expression over $1..$k (one key array per term). */
export function matchedExpr(k: number): string {
  return Array.from({ length: k }, (_, i) => `(t.search_ids && $${i + 1}::int4[])::int`).join(
    ' + ',
  );
}
