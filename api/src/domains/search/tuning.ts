// Every tuning constant of the talent search, in one place. Most change no answer: they decide
// how a search reads (which index, how far a probe goes, when a walk pays) and how much the
// process remembers. The token and expansion limits (MAX_*_TOKENS, MAX_*_PER_TERM) do bound
// which words a term may match: the relevance evaluation (`npm run eval:search -w api`) judges
// those. Each was chosen with the search benchmarks on the bulk data at 100,000 and
// 1,000,000 talents on one 2-core machine (PostgreSQL 15 and PGlite; api/BENCHMARKS.md names the
// machine and the commands): `npm run bench:search-profile -w api` times every search of the
// mixed workload and lists the slowest, `npm run bench:explain-search -w api -- '<path>'` shows
// the plans of one, and the figures quoted below are from those runs. Another machine or data
// set may want other values: change one, run `npm run bench:search-compare -w api` (the answers
// must not move) and the profile again, and keep the change only when the profile improves.

// ── How a page is read (cost model: cost-model.ts) ──────────────────────────────────────────

/** Up to this many candidate rows a GIN bitmap plus a sort beats an ordered scan that filters. */
export const BITMAP_BOUND = 5_000;

/**
 * Rows an ordered scan may read before giving up on a branch: the first page-full of matches in
 * index order is the answer when it is found within them; otherwise the matches are few (under
 * want / PROBE_ROWS of all talent) and are read through the GIN index and sorted instead.
 * This bounds the work whatever the planner believes about correlated or rare sets
 * ("figma" AND "node.js" almost never meet; "rudi" sorted by name sits far down the name index).
 */
export const PROBE_ROWS = 2_000;

/** Sorted searches (name, city, newest) are correlated with name and city words: a wider bound. */
export const SORTED_BITMAP_BOUND = 30_000;

/** Levels expected (terms independent) to hold at most this many talents get the short probe. */
export const SHORT_PROBE_EXPECTED = 1_000;

/** The most index entries a deep page's probe reads (index-only since 065: a few ms at most). */
export const MAX_PROBE_ROWS = 16_000;

/** The most index entries a relevance probe reads on after falling short (see furtherProbeRows). */
export const MAX_FURTHER_ROWS = 28_000;

/** The most index entries a sorted search's probe reads (index-only: ~0.5 µs each). */
export const MAX_SORTED_PROBE = 32_768;

// ── Walks along a sort index (walks.ts) ────────────────────────────────────────────────────

/**
 * Cities (distinct lower(domicile)) the city walk visits at most. Beyond that the domiciles are
 * too varied for one index descent per city to pay, and the search reads as before.
 */
export const CITY_WALK_STEPS = 200;

/**
 * Distinct names (lower(full_name)) the name walk visits at most: ~8 µs each at 1M (one index-only
 * descent). Names deep in the alphabet ("zahra" alone sorted by name) are past it and read as
 * before.
 */
export const NAME_WALK_STEPS = 200;

/**
 * The name walk's length when the matches are many: reading and sorting them costs ~3.5 µs each
 * (heap and sort), the walk ~8 µs a name, so from 3 x 4,096 matches a walk of every distinct name
 * (~2,900 in the bulk data) is cheaper even when it must go to the end ("rudi" by name at 1M:
 * ~15,000 matches, 58 ms read and sorted; reached after ~2,100 names).
 */
export const NAME_WALK_LONG = 4_096;

/**
 * A short name walk that has met no match after this many names (at least; see nameWalkJump)
 * jumps to the first matching name, read through the GIN index (all matches fetched, no sort:
 * ~0.6 us a match vs ~3.5-8 us a walked name). Names before it hold no match, so the walk's
 * answer is the same. At 100k "rudi" by name matches from the 2,330th name of 2,881 on: the walk
 * read 200 names in vain, the probe 2,000 entries, then every match was fetched and sorted.
 */
export const NAME_WALK_JUMP = 64;

// ── Lean statements and counts (talent-search-sql.ts) ───────────────────────────────────────

/**
 * A lean statement leaves a part out only when the catalog counts expect at least this many
 * times the rows the page needs before it. The counts may be a second old and a share is a
 * guess: a wrong guess costs a second statement, never an answer.
 */
export const LEAN_MARGIN = 3;

/**
 * The smallest share of all talent an employment type is taken to hold when a lean statement
 * judges how many matches a filter keeps (the bulk data: a third freelance, two thirds full time).
 */
export const LEAN_TYPE_SHARE = 1 / 3;

/** Sets denser than this (share of all talent) are counted by an ordered scan of the filter. */
export const DENSE_SHARE = 0.25;

/** The longest probe of a filter's range a capped count makes before the GIN AND. */
export const MAX_COUNT_PROBE = 32_768;

/**
 * Up to this many talents kept by the years filter are read from its own index and ranked
 * (years-first.ts); beyond it the search reads as without (a filter that keeps that many is not
 * rare: its matches are found along the ranking and sort indexes). Counting them is an
 * index-only read of at most this many entries (~0.2 ms).
 */
export const YEARS_FIRST_MAX = 2_048;

// ── The word catalog and what the process remembers (talent-search.ts, word-catalog.ts) ──────

/** How many catalog steps behind a search may judge by the changed words instead of reloading. */
export const MAX_CHANGES_READ = 50;

/**
 * How often counts may be refreshed after writes (they order equally good expansions, choose
 * plans and put card skills most popular first).
 */
export const COUNT_REFRESH_MS = 1_000;

/** Name, title and city words a term may match by prefix before the rest are left out. */
export const MAX_PREFIX_TOKENS = 12;

/** Name, title and city words a term may match by close spelling ("rizki" -> Rizky). */
export const MAX_FUZZY_TOKENS = 5;

/**
 * How old the catalog's counts may be when they order a card's skills. The catalog is refreshed
 * about once a second while searches see writes (COUNT_REFRESH_MS), so under traffic its counts
 * stay younger than this; a page read when they are older (first search after a quiet spell) and
 * the data moved since reads its skills' counts live (one more statement).
 */
export const CARD_COUNTS_MAX_AGE_MS = 2 * COUNT_REFRESH_MS;

/** A search that saw a newer catalog reloads it and runs again, at most this many times. */
export const MAX_CATALOG_RETRIES = 3;

/** Plans kept per catalog (typed words -> keys): the workload repeats its popular searches. */
export const PLAN_MEMO_ENTRIES = 2_048;

/** Word sets before the current one whose plans are kept (checked against what changed since). */
export const PLAN_GENERATIONS_KEPT = 32;

/** Searches whose first relevance branch filled a page, remembered (see firstFills). */
export const FIRST_FILL_ENTRIES = 4_096;

/** Search texts whose terms are kept (rememberedParseSearch). */
export const PARSED_SEARCH_ENTRIES = 4_096;

/** Search page statements kept (options -> statement); their texts are shared per shape. */
export const STATEMENT_MEMO_ENTRIES = 4_096;

/** Statement texts kept per shape (many statements share one text with other parameters). */
export const SHAPE_TEXTS_KEPT = 1_024;

// ── Term expansion (terms/expand-terms.ts) ────────────────────────────────────────────────

/** Skills a term may expand to by word, prefix or infix ("front" -> frontend, front end dev). */
export const MAX_PARTIAL_PER_TERM = 12;

/** Skills a term may expand to by close spelling, closest first ("reakt" -> react). */
export const MAX_FUZZY_PER_TERM = 3;

/** Counts stop here: beyond it the API answers "1,000+" (`totalCapped`), as job boards do. */
export const COUNT_CAP = 1_000;
