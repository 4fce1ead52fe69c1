// What a top-of-search statement is asked for (TopOptions) and what its strategies share once
// the common parameters are pushed (TopParts): top-query.ts builds the parts and hands them to
// the sorted strategy (top-sorted.ts) or the relevance strategy (top-relevance.ts).
import type { TalentSort } from './talent-sorts.js';
import type { SqlParams, TermKeys } from './sql-parts.js';
import type { TalentFilters } from './talent-filters.js';

/** Employment-type groups in page order for the freelance / fulltime sorts (null = not given). */
export const TYPE_GROUPS: Readonly<Record<'freelance' | 'fulltime', ReadonlyArray<string | null>>> =
  {
    freelance: ['freelance', 'full time', null],
    fulltime: ['full time', 'freelance', null],
  };

export interface TopOptions {
  terms: readonly TermKeys[];
  /**
   * Upper bound of how many talents hold any key of each term (catalog counts). Small sets are
   * read through the GIN index and sorted; only large ones in tie-break index order, where a
   * page fills after a few rows (an ordered scan over a rare or correlated set would read most
   * of the table before finding a page: "rudi" sorted by name, "figma" AND "node.js").
   */
  sizes?: readonly number[];
  /** Talents in all (estimate): how dense a set is, so whether a probe is likely to fill the page. */
  talents?: number;
  /**
   * At least how many talents match each term, as far as the catalog counts know (the count of
   * its most held key): what a lean statement relies on.
   */
  floors?: readonly number[];
  /** Tie-breaking terms (generic title words): more of them first within a match level. */
  bonus?: readonly TermKeys[];
  employmentType: string | undefined;
  /** The id of e:<employmentType> (0 when no talent ever held it: matches nobody). */
  employmentTypeId?: number;
  sort: TalentSort | undefined;
  /** How many ids from the top: offset + limit of the page. */
  want: number;
  offset: number;
  /**
   * May leave out of the statement what the catalog counts say this page will not reach (see
   * LEAN_MARGIN); the answer then says `partial`, and a page it leaves short must be run again
   * without leaving anything out.
   */
  lean?: boolean;
  /**
   * Relevance: the first branch alone (every term, every tie-break word, the first type group)
   * gave a full page of this size when this search last ran. A lean statement then keeps only it.
   */
  firstBranchFilled?: boolean;
  /** The recruiter's filters (talent-filters.ts): a row condition on every read of talents. */
  filters?: TalentFilters;
}

/** The options and the parameters and expressions both strategies build on, in push order. */
export interface TopParts {
  options: TopOptions;
  terms: readonly TermKeys[];
  /** Number of terms. */
  k: number;
  sizes: readonly number[];
  params: SqlParams;
  /** Parameter numbers of the tie-break words' id arrays. */
  bonusParams: number[];
  /** How many tie-break words a talent holds, as an integer expression. */
  bonusExpr: string;
  /** Parameter number of "any term" (the one term's own array when there is one). */
  allParam: number;
  wantParam: number;
  /**
   * " AND employment_type ..." for a type group, pushing its parameter where first written,
   * followed by the filters' condition (`filters`).
   */
  typeFilter: (value: string | null | undefined, withFilters?: boolean) => string;
  /** The filters' condition (" AND ...", or ""), its parameters pushed once. */
  filters: string;
  /**
   * The filters as a probe applies them (talent-filters.ts): `read` in its read of the index
   * (one talent's id), `check` on the term matches it read (the others), each " AND ..." or "",
   * its parameters pushed where first written.
   */
  probeFilters: { read: () => string; check: () => string };
}
