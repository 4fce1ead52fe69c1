// The talent list and search behind GET /api/users, and the search subsystem's one entry point
// (`createTalentSearch(db).list()`; docs/decisions/033-talent-search-design.md). A search's
// words become search keys through the in-memory word catalog (terms/, word-catalog.ts); the
// page, its cards and its capped total come from one statement (talent-search-sql.ts): its top
// from one strategy (top-query.ts: top-relevance.ts, top-sorted.ts with walks.ts), its total
// from search-counts.ts, as the cost model picks (cost-model.ts, tuning.ts); the statement also
// returns the catalog generation, so a write is in the next search. A search with the
// recruiter's filters takes its top and capped total from the in-memory talent index instead
// (talent-index/, decision 078) and only its cards from a statement. The state is named objects:
// plans (PlanMemo over search-plan.ts), statements (StatementMemo), first-branch fills
// (FirstFillMemo) and parsed texts remembered per catalog; list totals (ListTotals); pages only
// when SEARCH_CACHE is on (PageMemo).
import type { Db, SqlParam } from '../../db/db.js';
import type { EmploymentType } from '../../schemas/common.js';
import type { TalentCard, TalentSort } from '../../schemas/user.js';
import { rememberedParseSearch, type SearchTerm } from './terms/parse-search.js';
import { activeFilters, availabilityKeys, type TalentFilters } from './talent-filters.js';
import { FirstFillMemo } from './first-fill-memo.js';
import { PlanMemo } from './plan-memo.js';
import { ListTotals } from './list-totals.js';
import { PageMemo } from './page-memo.js';
import { SearchKeyIds } from './search-key-ids.js';
import { searchWords, type SearchPlan } from './search-plan.js';
import { StatementMemo } from './statement-memo.js';
import {
  allTermsExistQuery,
  CATALOG_GENERATION_QUERY,
  firstBranchRows,
  GENERATION_QUERY,
  indexedPageQuery,
  listCountQuery,
  listPageQuery,
  skillCountsQuery,
  type Statement,
  type TermKeys,
  type TopOptions,
} from './talent-search-sql.js';
import { WordCatalogHolder, type WordCatalog } from './word-catalog.js';
import { createIndexedTop } from './talent-index/indexed-top.js';
import {
  CARD_COUNTS_MAX_AGE_MS,
  COUNT_CAP,
  MAX_CATALOG_RETRIES,
  PARSED_SEARCH_ENTRIES,
} from './tuning.js';

export { planHolds } from './search-plan.js';

export interface TalentListInput {
  search?: string | undefined;
  employmentType?: EmploymentType | undefined;
  sort?: TalentSort | undefined;
  /** City, years, availability, salary (talent-filters.ts); employment type is above. */
  filters?: TalentFilters | undefined;
  page: number;
  limit: number;
}

export interface TalentListResult {
  cards: TalentCard[];
  /** Exact up to COUNT_CAP; COUNT_CAP with `totalCapped` when more match. */
  total: number;
  totalCapped: boolean;
  /** How many terms the search was split into (0 without one): match_count counts out of these. */
  searchTerms: number;
}

export interface TalentSearchOptions {
  /** Remember pages per data generation (every write to talents or skills invalidates them). */
  cache?: boolean;
  /**
   * Answer filtered searches from the in-memory talent index (talent-index/, decision 078;
   * default on): off, every search is answered by SQL alone (the comparison tools and tests).
   */
  index?: boolean;
}

interface CardRow {
  generation: string;
  catalog_generation: string;
  /** 1-based position in the page. */
  ord: number | null;
  match_count: number;
  id_user: number | null;
  full_name: string;
  job_desk: string | null;
  domicile: string | null;
  employment_type: EmploymentType | null;
  img_profile: string | null;
  availability: TalentCard['availability'];
  available_from: string | null;
  /** In no particular order (cardsQuery); shown most popular first (popularFirst). */
  skills: string[];
}

/** A skill's talent count and its place in skill_key order (the database's collation). */
type SkillOrder = (name: string) => { count: number; rank: number } | undefined;

/** A skill's key (skill_key, the database's lower(skill_name)). */
type SkillKey = (name: string) => string | undefined;

/**
 * A card's skills most popular first, equal counts in skill_key order: what
 * `ORDER BY talent_count DESC NULLS LAST, skill_key` gave in SQL (a talent holds a key once, so
 * the order is total). Names `order` does not know go last. Insertion sort: a card has 3-8.
 */
export function popularFirst(skills: readonly string[], order: SkillOrder): string[] {
  if (skills.length < 2) return [...skills];
  const names: string[] = [];
  const counts: number[] = [];
  const ranks: number[] = [];
  for (const name of skills) {
    const o = order(name);
    const count = o?.count ?? -1;
    const rank = o?.rank ?? Number.MAX_SAFE_INTEGER;
    let j = names.length;
    while (j > 0 && (counts[j - 1]! < count || (counts[j - 1] === count && ranks[j - 1]! > rank))) {
      names[j] = names[j - 1]!;
      counts[j] = counts[j - 1]!;
      ranks[j] = ranks[j - 1]!;
      j -= 1;
    }
    names[j] = name;
    counts[j] = count;
    ranks[j] = rank;
  }
  return names;
}

/**
 * A card's skills whose key is one of `matchKeys`, in the order of `matchKeys`: what
 * `ORDER BY array_position(matchKeys, skill_key) FILTER (WHERE skill_key = ANY(matchKeys))`
 * gave in SQL (a talent holds a key once and the keys are distinct, so the order is total).
 * Names `keyOf` does not know are left out: the caller makes sure it knows every name.
 */
export function matchedOf(
  skills: readonly string[],
  matchKeys: readonly string[],
  keyOf: SkillKey,
): string[] {
  if (matchKeys.length === 0) return [];
  const found: Array<{ at: number; name: string }> = [];
  for (const name of skills) {
    const key = keyOf(name);
    const at = key === undefined ? -1 : matchKeys.indexOf(key);
    if (at >= 0) found.push({ at, name });
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.name);
}

function toCard(
  row: CardRow,
  order: SkillOrder,
  matchKeys: readonly string[],
  keyOf: SkillKey,
): TalentCard {
  return {
    id_user: row.id_user as number,
    full_name: row.full_name,
    job_desk: row.job_desk,
    domicile: row.domicile,
    employment_type: row.employment_type,
    img_profile: row.img_profile,
    skills: popularFirst(row.skills, order),
    matched_skills: matchedOf(row.skills, matchKeys, keyOf),
    match_count: row.match_count,
    availability: row.availability,
    available_from: row.available_from,
  };
}

function capped(count: number): Omit<TalentListResult, 'cards'> {
  return count > COUNT_CAP
    ? { total: COUNT_CAP, totalCapped: true, searchTerms: 0 }
    : { total: count, totalCapped: false, searchTerms: 0 };
}

export function createTalentSearch(db: Db, options: TalentSearchOptions = {}) {
  const cacheOn = options.cache ?? true;
  const pages = new PageMemo<TalentListResult>();
  const plans = new PlanMemo();
  const statements = new StatementMemo();
  const firstFills = new FirstFillMemo();
  const listTotals = new ListTotals();
  const catalogs = new WordCatalogHolder(db);
  const keyIds = new SearchKeyIds(db);
  const indexedTop = (options.index ?? true) ? createIndexedTop(db) : null;

  async function query<T>(q: Statement): Promise<T[]> {
    return (await db.query<T>(q.sql, q.params as SqlParam[], q.name)).rows;
  }

  /**
   * The cards of a page's rows, skills most popular first: by the catalog's counts when they are
   * as of the page's data generation or at most CARD_COUNTS_MAX_AGE_MS old and it knows every
   * name, else by live counts (one more statement). Matched skills: those whose key is in
   * `matchKeys`, each name's key from the catalog when it knows every name, else from the
   * database with the live counts (a key never changes, so the catalog's age does not matter).
   */
  async function cardsOf(
    rows: CardRow[],
    catalog: WordCatalog,
    matchKeys: readonly string[],
  ): Promise<TalentCard[]> {
    const cards = rows.filter((r) => r.id_user !== null);
    const stale =
      rows[0]!.generation !== catalog.dataGeneration &&
      Date.now() - catalog.readAt > CARD_COUNTS_MAX_AGE_MS;
    if (!stale) {
      let unknown = 0;
      const fromCatalog = (name: string) => {
        const o = catalog.skillByName(name);
        if (!o) unknown += 1;
        return o;
      };
      const ordered = cards.map((r) =>
        toCard(r, fromCatalog, matchKeys, (name) => fromCatalog(name)?.key),
      );
      if (unknown === 0) return ordered;
    }
    const shown = [...new Set(cards.flatMap((c) => c.skills))];
    const live =
      shown.length > 0
        ? await query<{ name: string; skill_key: string; talent_count: number | null }>(
            skillCountsQuery(shown),
          )
        : [];
    const byName = new Map<string, { count: number; rank: number }>();
    const keys = new Map<string, string>();
    live.forEach((r, rank) => {
      if (r.talent_count !== null) byName.set(r.name, { count: r.talent_count, rank });
      keys.set(r.name, r.skill_key);
    });
    return cards.map((r) =>
      toCard(
        r,
        (name) => byName.get(name),
        matchKeys,
        (name) => keys.get(name),
      ),
    );
  }

  /** A term's keys with their ids (keyIds must have loaded them). */
  const withIds = (keys: string[]): TermKeys => ({ keys, ids: keyIds.ids(keys) });

  /** Uses close names/cities only when no talent matches every term as typed. */
  async function termKeys(searchPlan: SearchPlan): Promise<TermKeys[]> {
    const exact = searchPlan.terms.map((t) => withIds(t.keys));
    const hasFallback = searchPlan.terms.some((t) => t.fallback.length > 0);
    if (!hasFallback || exact.length < 2) return exact;
    const [row] = await query<{ found: boolean }>(allTermsExistQuery(exact));
    if (row?.found) return exact;
    return searchPlan.terms.map((t) => withIds([...new Set([...t.keys, ...t.fallback])]));
  }

  /**
   * One search page against one catalog: one statement (two when close spellings need the
   * "does anyone match every word exactly?" check). Answers null when the statement saw another
   * catalog generation than the one the words were expanded against.
   */
  async function searchWith(
    catalog: WordCatalog,
    typed: SearchTerm[],
    input: TalentListInput,
    anyGeneration = false,
  ): Promise<TalentListResult | null> {
    const searchPlan = plans.planOf(catalog, typed);
    if (searchPlan.terms.length === 0) {
      const [row] = await query<{ catalog_generation: string }>({
        sql: CATALOG_GENERATION_QUERY,
        params: [],
        name: 'search-catalog-generation',
      });
      return anyGeneration || row!.catalog_generation === catalog.generation
        ? { cards: [], total: 0, totalCapped: false, searchTerms: typed.length }
        : null;
    }
    const typeKey = input.employmentType === undefined ? [] : [`e:${input.employmentType}`];
    const availability = availabilityKeys(input.filters);
    await keyIds.load([
      ...searchPlan.terms.flatMap((t) => [...t.keys, ...t.fallback]),
      ...searchPlan.bonus.flat(),
      ...typeKey,
      ...availability,
    ]);
    const bonus = searchPlan.bonus.map(withIds);
    const employmentTypeId = typeKey.length === 0 ? undefined : keyIds.id(typeKey[0]!);
    const terms = await termKeys(searchPlan);
    const allKeys = [...new Set(terms.flatMap((t) => t.keys))];
    const offset = (input.page - 1) * input.limit;
    const size = (k: string) => searchPlan.keyCounts.get(k) ?? Number.MAX_SAFE_INTEGER;
    const count = (k: string) => searchPlan.keyCounts.get(k) ?? 0;
    const want = offset + input.limit;
    // The availability filter as search keys (talent-filters.ts): a GIN condition in the count.
    const filters =
      input.filters && availability.length > 0
        ? { ...input.filters, availabilityIds: keyIds.ids(availability) }
        : input.filters;
    const fillKey = JSON.stringify([terms, bonus, input.employmentType, input.sort, filters]);
    const filled = firstFills.filledUpTo(fillKey) >= want;
    /**
     * The page's statement; `lean` leaves out the parts the catalog counts say this page will
     * not reach, and answers null when the statement's own reading says it would have.
     */
    const page = async (lean: boolean) => {
      const top: TopOptions | null =
        offset >= COUNT_CAP
          ? null
          : {
              terms,
              sizes: terms.map((t) => t.keys.reduce((sum, k) => sum + size(k), 0)),
              floors: terms.map((t) => Math.max(0, ...t.keys.map(count))),
              talents: catalog.talents,
              bonus,
              employmentType: input.employmentType,
              employmentTypeId,
              sort: input.sort,
              want,
              offset,
              lean,
              ...(lean && filled ? { firstBranchFilled: true } : {}),
              ...(filters ? { filters } : {}),
            };
      const statement = statements.pageStatement(top, {
        offset,
        count: {
          keys: allKeys,
          ids: keyIds.ids(allKeys),
          employmentType: input.employmentType,
          employmentTypeId,
          bound: allKeys.reduce((sum, k) => sum + Math.min(size(k), catalog.talents), 0),
          talents: catalog.talents,
          largest: Math.max(0, ...allKeys.map(count)),
          lean,
          ...(filters ? { filters } : {}),
        },
        catalogGeneration: catalog.generation,
      });
      const rows = await query<
        CardRow & { total: number | null; changed_words: Array<[string, string]> | null }
      >(statement);
      // A short page from a top that left branches out may lack rows they would have given; a
      // NULL total is a count the live counts could not cap.
      const short = rows.filter((r) => r.id_user !== null).length < input.limit;
      if (rows[0]!.total === null || (statement.partial && short)) return null;
      return rows as Array<(typeof rows)[number] & { total: number }>;
    };
    const indexed =
      indexedTop && filters
        ? await indexedTop.top({
            terms,
            bonus,
            employmentType: input.employmentType,
            employmentTypeId,
            sort: input.sort,
            filters,
            offset,
            limit: input.limit,
          })
        : null;
    const rows = indexed
      ? await query<CardRow & { total: number; changed_words: Array<[string, string]> | null }>(
          indexedPageQuery({
            top: indexed.top,
            offset,
            total: indexed.total,
            catalogGeneration: catalog.generation,
          }),
        )
      : ((await page(true)) ?? (await page(false))!);
    const cards = rows.filter((r) => r.id_user !== null);
    const last = cards[cards.length - 1];
    const mark = firstBranchRows({
      terms,
      bonus,
      employmentType: input.employmentType,
      sort: input.sort,
    });
    const fills =
      cards.length === input.limit &&
      last?.match_count === mark.matchCount &&
      (mark.employmentType === undefined || last.employment_type === mark.employmentType);
    firstFills.record(fillKey, want, fills, filled);
    const first = rows[0]!;
    if (!anyGeneration && first.catalog_generation !== catalog.generation) {
      // Words changed since the catalog was read. When none of them could match this search's
      // words the answer stands (the catalog is refreshed in the background); otherwise again.
      const { terms, words } = searchWords(typed);
      const changes = first.changed_words;
      const stands =
        Number(first.catalog_generation) > Number(catalog.generation) &&
        changes !== null &&
        changes.length > 0 &&
        !catalog.changesMatter(changes, terms, words);
      catalogs.countsChanged(true);
      if (!stands) return null;
    }
    if (first.generation !== catalog.dataGeneration) catalogs.countsChanged();
    return {
      cards: await cardsOf(rows, catalog, searchPlan.matchKeys),
      ...capped(first.total),
      searchTerms: typed.length,
    };
  }

  async function searchPage(
    typed: SearchTerm[],
    input: TalentListInput,
  ): Promise<TalentListResult> {
    let catalog = await catalogs.get();
    for (let attempt = 0; attempt < MAX_CATALOG_RETRIES; attempt += 1) {
      const result = await searchWith(catalog, typed, input);
      if (result) return result;
      catalog = await catalogs.reload();
    }
    // Words keep changing faster than this search catches up. The catalog now in hand was read
    // after this search began, so it holds every word written before it: good enough.
    return (await searchWith(catalog, typed, input, true))!;
  }

  async function cachedSearch(
    typed: SearchTerm[],
    input: TalentListInput,
  ): Promise<TalentListResult> {
    if (!cacheOn) return searchPage(typed, input);
    const key = JSON.stringify([
      typed,
      input.employmentType,
      input.sort,
      input.filters,
      input.page,
      input.limit,
    ]);
    // Read the generation first: a page computed after it is at least that fresh.
    const generation = (
      await db.query<{ generation: string }>(GENERATION_QUERY, [], 'search-generation')
    ).rows[0]!.generation;
    const hit = pages.get(key, generation);
    if (hit) return hit;
    const result = await searchPage(typed, input);
    pages.set(key, generation, result);
    return result;
  }

  async function plainPage(input: TalentListInput): Promise<TalentListResult> {
    const catalog = await catalogs.get();
    const rows = await query<CardRow>(
      listPageQuery({
        employmentType: input.employmentType,
        sort: input.sort,
        filters: input.filters,
        limit: input.limit,
        offset: (input.page - 1) * input.limit,
      }),
    );
    const generation = rows[0]!.generation;
    if (rows[0]!.catalog_generation !== catalog.generation) catalogs.countsChanged(true);
    else if (generation !== catalog.dataGeneration) catalogs.countsChanged();
    const cards = await cardsOf(rows, catalog, []);
    const total = await listTotals.total(
      JSON.stringify([input.employmentType ?? '', input.filters]),
      generation,
      async () =>
        (await query<{ total: number }>(listCountQuery(input.employmentType, input.filters)))[0]!
          .total,
    );
    return { cards, ...capped(total) };
  }

  const parseSearch = rememberedParseSearch(PARSED_SEARCH_ENTRIES);

  return {
    /** The talent list: ranked search when `search` has terms, else the plain list in `sort` order. */
    async list(input: TalentListInput): Promise<TalentListResult> {
      const terms = parseSearch(input.search);
      const filtered = { ...input, filters: activeFilters(input.filters) };
      return terms.length > 0 ? cachedSearch(terms, filtered) : plainPage(filtered);
    },
  };
}
export type TalentSearch = ReturnType<typeof createTalentSearch>;
