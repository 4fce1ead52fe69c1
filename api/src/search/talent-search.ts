// The talent list and search behind GET /api/users: terms are expanded against the skill
// catalog, talent ranked by how many terms they match, and rankings remembered per data
// generation (see search-cache.ts) so paging through a popular search costs one small query.
import type { Db, SqlParam } from '../db/db.js';
import type { EmploymentType } from '../schemas/common.js';
import type { TalentCard, TalentSort } from '../schemas/user.js';
import { expandTerms, type SkillExpansion } from '../skills/expand-terms.js';
import { rememberedParseSearch, type SearchTerm } from '../skills/parse-search.js';
import { SearchCache } from './search-cache.js';
import { SearchKeyIds } from './search-key-ids.js';
import { allowedTypos, typoDistance } from '../skills/typo-distance.js';
import { GENERIC_TITLE_WORDS } from './search-words.js';
import {
  allTermsExistQuery,
  CATALOG_GENERATION_QUERY,
  COUNT_CAP,
  firstBranchRows,
  GENERATION_QUERY,
  listCountQuery,
  listPageQuery,
  searchPageQuery,
  forCatalogGeneration,
  type PageQuery,
  skillCountsQuery,
  topQuery,
  type Statement,
  type TermKeys,
  type TopOptions,
} from './talent-search-sql.js';
import {
  COUNT_REFRESH_MS,
  WordCatalogHolder,
  type TokenCandidate,
  type WordCatalog,
} from './word-catalog.js';

export interface TalentListInput {
  search?: string | undefined;
  employmentType?: EmploymentType | undefined;
  sort?: TalentSort | undefined;
  page: number;
  limit: number;
}

export interface TalentListResult {
  cards: TalentCard[];
  /** Exact up to COUNT_CAP; COUNT_CAP with `totalCapped` when more match. */
  total: number;
  totalCapped: boolean;
}

export interface TalentSearchOptions {
  /** Remember pages per data generation (every write to talents or skills invalidates them). */
  cache?: boolean;
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
  /** In no particular order (cardsQuery); shown most popular first (popularFirst). */
  skills: string[];
}

/** What one term may match: keys tried first, and close names/cities tried when those fall short. */
interface TermPlan {
  keys: string[];
  fallback: string[];
}

interface SearchPlan {
  terms: TermPlan[];
  /** Keys of generic title words typed next to meaningful ones: they only break ties. */
  bonus: TermPlan['keys'][];
  /** Skill keys that count as hits, strongest first (for matched_skills). */
  matchKeys: string[];
  /** Talents holding each key (from the catalogs): lets most counts skip counting. */
  keyCounts: Map<string, number>;
}

interface CachedCount {
  generation: string;
  total: number;
}

interface CachedPlan {
  generation: string;
  plan: SearchPlan;
  /** The last catalog the plan was made from or checked against (planHolds). */
  catalog: WordCatalog;
}

/** The words changed since an earlier word set (see planOf), and them as a catalog once asked. */
interface ChangedSince {
  words: Map<string, [kind: string, word: string]>;
  catalog?: WordCatalog | null | undefined;
}

/** A page's statement; `partial` when its top left branches out (see TopOptions.lean). */
type PageStatement = PageQuery & { partial: boolean };

interface CachedStatement {
  generation: string;
  statement: PageStatement;
}

type PageOptions = Omit<Parameters<typeof searchPageQuery>[0], 'top'>;

interface CachedFill {
  generation: string;
  /** The largest page end (offset + limit) the search's first relevance branch filled alone. */
  want: number;
}

interface CachedPage {
  generation: string;
  result: TalentListResult;
}

const MAX_PREFIX_TOKENS = 12;
const MAX_FUZZY_TOKENS = 5;

/**
 * Turns typed terms into key lists. Per term: skills (alias, partial, typo: expandTerms) and
 * name/title/city words. Whole-word hits (exact skill, title word or variant, city or local
 * name, name word) are the term's keys; only when it has none, prefixes ("front" ->
 * frontend), and only when it has no prefix either, close spellings. A word that is a skill
 * does not also match people called that ("java"). Close spellings of names, titles and
 * cities are kept aside as `fallback`, used when no talent matches every term exactly
 * ("rizki ramadan" -> Rizky Ramadhan).
 */
function planTerms(
  terms: readonly SearchTerm[],
  skills: readonly SkillExpansion[],
  tokens: readonly TokenCandidate[],
): SearchPlan {
  const keyCounts = new Map<string, number>();
  const plans = terms.map((term, i) => {
    const skillHits = skills.filter((h) => h.termIndex === i);
    const exactSkill = skillHits.some((h) => h.kind === 'exact');
    const strongSkill = skillHits.filter((h) => h.kind === 'exact' || h.kind === 'word');
    const typed = term.text;
    const wordTokens = tokens
      .filter((t) => t.termIndex === i && !(exactSkill && t.kind === 'n'))
      .map((t) => {
        const key = `${t.kind}:${t.word}`;
        keyCounts.set(key, t.talentCount);
        const distance = typoDistance(typed, t.word);
        const kind = t.exact
          ? 'exact'
          : t.word.startsWith(typed)
            ? 'prefix'
            : distance <= allowedTypos(typed.length)
              ? 'fuzzy'
              : null;
        return { key, kind, distance, count: t.talentCount };
      });
    const tokenKeys = (kind: string, max: number) =>
      wordTokens
        .filter((t) => t.kind === kind)
        .sort((a, b) => a.distance - b.distance || b.count - a.count)
        .slice(0, max)
        .map((t) => t.key);
    const skillKey = (h: SkillExpansion) => `s:${h.skillKey}`;
    const strong = [...strongSkill.map(skillKey), ...tokenKeys('exact', Number.MAX_SAFE_INTEGER)];
    const fuzzyTokens = tokenKeys('fuzzy', MAX_FUZZY_TOKENS);
    if (strong.length > 0) return { keys: strong, fallback: fuzzyTokens };
    const partial = [
      ...skillHits.filter((h) => h.kind !== 'fuzzy').map(skillKey),
      ...tokenKeys('prefix', MAX_PREFIX_TOKENS),
    ];
    if (partial.length > 0) return { keys: partial, fallback: fuzzyTokens };
    return { keys: [...skillHits.map(skillKey), ...fuzzyTokens], fallback: [] };
  });
  const used = new Set(plans.flatMap((p) => [...p.keys, ...p.fallback]));
  return {
    terms: plans,
    bonus: [],
    matchKeys: [...new Set(skills.map((h) => h.skillKey))].filter((k) => used.has(`s:${k}`)),
    keyCounts,
  };
}

/**
 * Generic title words ("developer") are terms of their own only when nothing else was typed;
 * next to a meaningful word they only order talent that match equally many meaningful terms.
 */
function splitGeneric(terms: SearchTerm[]): { specific: SearchTerm[]; generic: SearchTerm[] } {
  const specific = terms.filter((t) => !GENERIC_TITLE_WORDS.has(t.text));
  return specific.length > 0
    ? { specific, generic: terms.filter((t) => GENERIC_TITLE_WORDS.has(t.text)) }
    : { specific: terms, generic: [] };
}

/**
 * How old the catalog's counts may be when they order a card's skills. The catalog is refreshed
 * about once a second while searches see writes (COUNT_REFRESH_MS), so under traffic its counts
 * stay younger than this; a page read when they are older (first search after a quiet spell) and
 * the data moved since reads its skills' counts live (one more statement).
 */
export const CARD_COUNTS_MAX_AGE_MS = 2 * COUNT_REFRESH_MS;

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
  };
}

/**
 * Whether a plan made from another catalog with the same words (same catalog generation) is
 * the plan `catalog` gives: a plan reads the catalog's words and the talent counts of the words
 * it found (all in `keyCounts`), so it holds when each of those counts is unchanged.
 */
export function planHolds(plan: Pick<SearchPlan, 'keyCounts'>, catalog: WordCatalog): boolean {
  for (const [key, count] of plan.keyCounts) if (catalog.keyCount(key) !== count) return false;
  return true;
}

function capped(count: number): { total: number; totalCapped: boolean } {
  return count > COUNT_CAP
    ? { total: COUNT_CAP, totalCapped: true }
    : { total: count, totalCapped: false };
}

/** Terms in planning order (meaningful first, then generic title words) and their single words. */
function searchWords(typed: SearchTerm[]) {
  const { specific, generic } = splitGeneric(typed);
  const terms = [...specific, ...generic];
  // Name, title and city words are single words; multi-word terms are skill phrases.
  const words = terms.map((t) => (t.text.includes(' ') ? '' : t.text));
  return { specific, terms, words };
}

/** A search that saw a newer catalog reloads it and runs again, at most this many times. */
const MAX_CATALOG_RETRIES = 3;

/** Plans kept per catalog (typed words -> keys): the workload repeats its popular searches. */
export const PLAN_MEMO_ENTRIES = 2_048;
/** Word sets before the current one whose plans are kept (checked against what changed since). */
const PLAN_GENERATIONS_KEPT = 32;

/** Searches whose first relevance branch filled a page, remembered (see firstFills). */
export const FIRST_FILL_ENTRIES = 4_096;

/** Search texts whose terms are kept (rememberedParseSearch). */
export const PARSED_SEARCH_ENTRIES = 4_096;

/** Search page statements kept (options -> statement); their texts are shared per shape. */
export const STATEMENT_MEMO_ENTRIES = 4_096;
const SHAPE_TEXTS_KEPT = 1_024;

export function createTalentSearch(db: Db, options: TalentSearchOptions = {}) {
  const cacheOn = options.cache ?? true;
  const pages = new SearchCache<CachedPage>({ maxEntries: 512 });
  const counts = new SearchCache<CachedCount>({ maxEntries: 8 });
  const catalogs = new WordCatalogHolder(db);
  const keyIds = new SearchKeyIds(db);

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

  /** Expands the typed words against the in-memory catalog (no statement). */
  function plan(catalog: WordCatalog, typed: SearchTerm[]): SearchPlan {
    const { specific, terms, words } = searchWords(typed);
    const skillCandidates = catalog.skillCandidates(terms);
    const tokens = catalog.tokenCandidates(words);
    const skills = expandTerms(terms, skillCandidates);
    const result = planTerms(terms, skills, tokens);
    for (const c of skillCandidates) result.keyCounts.set(`s:${c.skillKey}`, c.talentCount);
    return {
      ...result,
      terms: result.terms.slice(0, specific.length).filter((t) => t.keys.length > 0),
      bonus: result.terms
        .slice(specific.length)
        .filter((t) => t.keys.length > 0)
        .map((t) => t.keys),
    };
  }

  const plans = new SearchCache<CachedPlan>({ maxEntries: PLAN_MEMO_ENTRIES });
  let plansGeneration: string | undefined;
  /** The last catalog planOf saw (of plansGeneration). */
  let plansCatalog: WordCatalog | undefined;
  /**
   * For the last word sets before plansGeneration (at most PLAN_GENERATIONS_KEPT): the words
   * changed since each (kind, word; a word that came and went again is still listed).
   */
  const changesSince = new Map<string, ChangedSince>();

  /**
   * plan() remembered per catalog generation: expanding the words is a pure function of the
   * catalog and the typed terms, and took a sixth of Node's CPU per search (trigram matching,
   * typo variants). Under writes the catalog reloads about once a second, and the word set
   * itself moves a few times a second (a skill or word gains its first holder or loses its
   * last); planning afresh on every reload re-expanded about 40 % of the searches. So a
   * remembered plan is used when it is the plan the catalog in hand gives: made from the same
   * word set, or from one of the last PLAN_GENERATIONS_KEPT sets when none of the words changed
   * since could be a candidate of the typed words (planStands), and every count it read is the
   * same (planHolds); otherwise it is planned afresh. Only the words' keys are remembered; every
   * search still reads talents, totals and cards. Plans are read, never changed, by their users.
   */
  function planOf(catalog: WordCatalog, typed: SearchTerm[]): SearchPlan {
    if (plansGeneration !== catalog.generation) {
      // A newer word set: the plans of the sets before are kept, to be checked against the words
      // that changed since theirs (planStands). Anything else (an older catalog in a search
      // that was under way, a changed variant): everything afresh.
      const changed =
        plansCatalog !== undefined && Number(catalog.generation) > Number(plansCatalog.generation)
          ? catalog.wordChangesSince(plansCatalog)
          : null;
      if (changed && plansGeneration !== undefined) {
        for (const since of changesSince.values()) {
          for (const [kind, word] of changed) since.words.set(`${kind}:${word}`, [kind, word]);
          since.catalog = undefined;
        }
        changesSince.set(plansGeneration, {
          words: new Map(changed.map(([kind, word]) => [`${kind}:${word}`, [kind, word]])),
        });
        while (changesSince.size > PLAN_GENERATIONS_KEPT)
          changesSince.delete(changesSince.keys().next().value as string);
        plans.retain((p) => changesSince.has(p.generation));
      } else {
        changesSince.clear();
        plans.clear();
      }
      plansGeneration = catalog.generation;
    }
    plansCatalog = catalog;
    const key = JSON.stringify(typed);
    const hit = plans.get(key);
    if (hit && (hit.catalog === catalog || planStands(hit, catalog, typed))) {
      hit.catalog = catalog;
      hit.generation = catalog.generation;
      return hit.plan;
    }
    const fresh = plan(catalog, typed);
    plans.set(key, { generation: catalog.generation, plan: fresh, catalog });
    return fresh;
  }

  /**
   * Whether a remembered plan is the plan `catalog` gives: same words (same generation), or the
   * word set just before this one and none of the words that differ could be a candidate of the
   * typed words (changesMatter: a candidate is found word by word, so the others' candidates
   * are the same); and every count the plan read unchanged (planHolds).
   */
  function planStands(hit: CachedPlan, catalog: WordCatalog, typed: SearchTerm[]): boolean {
    if (hit.generation !== catalog.generation) {
      const since = changesSince.get(hit.generation);
      if (catalog.generation !== plansGeneration || !since) return false;
      if (since.words.size > 0) {
        // The changed words as a catalog, built once per generation and list of changes.
        since.catalog ??= catalog.changedWords([...since.words.values()]);
        const { terms, words } = searchWords(typed);
        if (!since.catalog || since.catalog.anyCandidate(terms, words)) return false;
      }
    }
    return planHolds(hit.plan, catalog);
  }

  /**
   * Per search (its keys, tie-break words, filter and sort): how far its first relevance branch
   * (every term) alone filled the page last time. Several terms' overlap is known to no catalog
   * count, and the workload repeats its popular searches: a lean statement then leaves the lower
   * levels out. A memory gone stale costs a second statement (a short page runs again in full).
   */
  const firstFills = new SearchCache<CachedFill>({ maxEntries: FIRST_FILL_ENTRIES });

  const statements = new SearchCache<CachedStatement>({ maxEntries: STATEMENT_MEMO_ENTRIES });
  /** One text per shape, shared by the remembered statements of that shape (by shape name). */
  const shapeTexts = new SearchCache<{ generation: string; sql: string }>({
    maxEntries: SHAPE_TEXTS_KEPT,
  });

  /**
   * A search page's statement, remembered by its options: text, name and parameters are a pure
   * function of them (topQuery and searchPageQuery read nothing else), so the key is the options
   * themselves and needs no invalidation. Building the text (~7,000 characters) and naming it
   * took about a fifth of Node's CPU per search (with the garbage it left); the workload repeats
   * its popular searches. The catalog generation is only a parameter, so it is left out of the
   * key: under writes the word set moves a few times a second, and each move made every popular
   * search build its statement again (forCatalogGeneration changes that one parameter instead).
   * Statements are read, never changed, by their users.
   */
  function pageStatement(top: TopOptions | null, page: PageOptions): PageStatement {
    const { catalogGeneration, ...options } = page;
    const key = JSON.stringify([top, options]);
    const hit = statements.get(key);
    if (hit) {
      if (hit.generation === catalogGeneration) return hit.statement;
      const statement = forCatalogGeneration(hit.statement, catalogGeneration);
      statements.set(key, { generation: catalogGeneration, statement });
      return statement;
    }
    const topStatement = top && topQuery(top);
    const built = searchPageQuery({ ...page, top: topStatement });
    let sql = shapeTexts.get(built.name!)?.sql;
    if (sql === undefined) {
      shapeTexts.set(built.name!, { generation: catalogGeneration, sql: built.sql });
      sql = built.sql;
    }
    const statement = { ...built, sql, partial: topStatement?.partial === true };
    statements.set(key, { generation: catalogGeneration, statement });
    return statement;
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
    const searchPlan = planOf(catalog, typed);
    if (searchPlan.terms.length === 0) {
      const [row] = await query<{ catalog_generation: string }>({
        sql: CATALOG_GENERATION_QUERY,
        params: [],
        name: 'search-catalog-generation',
      });
      return anyGeneration || row!.catalog_generation === catalog.generation
        ? { cards: [], total: 0, totalCapped: false }
        : null;
    }
    const typeKey = input.employmentType === undefined ? [] : [`e:${input.employmentType}`];
    await keyIds.load([
      ...searchPlan.terms.flatMap((t) => [...t.keys, ...t.fallback]),
      ...searchPlan.bonus.flat(),
      ...typeKey,
    ]);
    const bonus = searchPlan.bonus.map(withIds);
    const employmentTypeId = typeKey.length === 0 ? undefined : keyIds.id(typeKey[0]!);
    const terms = await termKeys(searchPlan);
    const allKeys = [...new Set(terms.flatMap((t) => t.keys))];
    const offset = (input.page - 1) * input.limit;
    const size = (k: string) => searchPlan.keyCounts.get(k) ?? Number.MAX_SAFE_INTEGER;
    const count = (k: string) => searchPlan.keyCounts.get(k) ?? 0;
    const want = offset + input.limit;
    const fillKey = JSON.stringify([terms, bonus, input.employmentType, input.sort]);
    const filled = (firstFills.get(fillKey)?.want ?? 0) >= want;
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
            };
      const statement = pageStatement(top, {
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
    const rows = (await page(true)) ?? (await page(false))!;
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
    // What this page showed of the first branch: filled up to here, or (a lean run fell short)
    // no longer.
    const known = firstFills.get(fillKey)?.want ?? 0;
    if (fills && want > known) firstFills.set(fillKey, { generation: '', want });
    else if (!fills && filled) firstFills.set(fillKey, { generation: '', want: 0 });
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
    return { cards: await cardsOf(rows, catalog, searchPlan.matchKeys), ...capped(first.total) };
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
    const key = JSON.stringify([typed, input.employmentType, input.sort, input.page, input.limit]);
    // Read the generation first: a page computed after it is at least that fresh.
    const generation = (
      await db.query<{ generation: string }>(GENERATION_QUERY, [], 'search-generation')
    ).rows[0]!.generation;
    const hit = pages.get(key);
    if (hit && hit.generation === generation) return hit.result;
    const result = await searchPage(typed, input);
    pages.set(key, { generation, result });
    return result;
  }

  async function plainPage(input: TalentListInput): Promise<TalentListResult> {
    const catalog = await catalogs.get();
    const rows = await query<CardRow>(
      listPageQuery({
        employmentType: input.employmentType,
        sort: input.sort,
        limit: input.limit,
        offset: (input.page - 1) * input.limit,
      }),
    );
    const generation = rows[0]!.generation;
    if (rows[0]!.catalog_generation !== catalog.generation) catalogs.countsChanged(true);
    else if (generation !== catalog.dataGeneration) catalogs.countsChanged();
    const cards = await cardsOf(rows, catalog, []);
    const key = input.employmentType ?? '';
    let count = counts.get(key);
    if (!count || count.generation !== generation) {
      count = await counts.compute(key, async () => ({
        generation,
        total: (await query<{ total: number }>(listCountQuery(input.employmentType)))[0]!.total,
      }));
    }
    return { cards, ...capped(count.total) };
  }

  const parseSearch = rememberedParseSearch(PARSED_SEARCH_ENTRIES);

  return {
    /** The talent list: ranked search when `search` has terms, else the plain list in `sort` order. */
    async list(input: TalentListInput): Promise<TalentListResult> {
      const terms = parseSearch(input.search);
      return terms.length > 0 ? cachedSearch(terms, input) : plainPage(input);
    },
  };
}
export type TalentSearch = ReturnType<typeof createTalentSearch>;
