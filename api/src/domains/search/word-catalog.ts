/**
 * The words a search expands against, held in memory (decision 032): catalog skills, the name /
 * title / city words of search_tokens and the title/city variants. They are small (one row per
 * distinct word, not per talent) and a search used to read them with two statements of its own.
 *
 * Freshness: the catalog is loaded in one statement together with
 * `search_state.catalog_generation`, which moves with every committed change to the set of
 * words (migration 062). Every search statement reads that generation back; when it differs,
 * the search reloads the catalog and runs again, so a new word is found by the next search,
 * whoever wrote it. Talent counts of words in use do not move the generation: they only order
 * equally good expansions, pick plans and order each card's skills (most popular first, at most
 * CARD_COUNTS_MAX_AGE_MS behind the data: talent-search.ts), and are refreshed in the background
 * at most once a second after a write; counts that decide an answer (totals) are read live in
 * the statement.
 */
import type { Db } from '../../db/db.js';
import type { CatalogCandidate } from './terms/expand-terms.js';
import type { SearchTerm } from './terms/parse-search.js';
import { typoVariants } from './terms/typo-distance.js';
import {
  SIMILARITY_THRESHOLD,
  WORD_SIMILARITY_THRESHOLD,
  similarityOf,
  trigramList,
  wordSimilarity,
} from './terms/trigrams.js';
import { COUNT_REFRESH_MS } from './tuning.js';

export type TokenKind = 'n' | 't' | 'c';

/** A name, title or city word that may match a term (as tokenCandidatesQuery answered). */
export interface TokenCandidate {
  termIndex: number;
  kind: TokenKind;
  word: string;
  exact: boolean;
  talentCount: number;
}

/** A skill as a card needs it: talents holding it, its place in skill_key order, its key. */
export interface CatalogSkill {
  count: number;
  rank: number;
  key: string;
}

/** A word's trigrams: a function of its text alone, so shared by the catalogs that hold it. */
interface Trigrams {
  /** Trigrams in order (word similarity). */
  ordered: readonly string[];
  /** Each trigram once. */
  distinct: readonly string[];
}

interface Entry {
  text: string;
  count: number;
  /** Distinct trigrams. */
  size: number;
  trigrams: Trigrams;
  /** Trigrams in order (word similarity). */
  ordered: readonly string[];
}

interface SkillEntry extends Entry {
  name: string;
}

interface TokenEntry extends Entry {
  kind: TokenKind;
}

/** Entries by trigram, to find everything sharing a trigram with a term without a full scan. */
class TrigramIndex<E extends Entry> {
  private readonly postings = new Map<string, E[]>();

  constructor(readonly entries: readonly E[]) {
    for (const e of entries)
      for (const t of e.trigrams.distinct) {
        const list = this.postings.get(t);
        if (list) list.push(e);
        else this.postings.set(t, [e]);
      }
  }

  /** Each entry sharing at least one trigram with the term, with how many it shares. */
  shared(term: ReadonlySet<string>): Map<E, number> {
    const out = new Map<E, number>();
    for (const t of term)
      for (const e of this.postings.get(t) ?? []) out.set(e, (out.get(e) ?? 0) + 1);
    return out;
  }
}

const chars = (text: string) => Array.from(text).length;

export class WordCatalog {
  private readonly skills: TrigramIndex<SkillEntry>;
  private readonly tokens: TrigramIndex<TokenEntry>;
  private readonly skillByKey: Map<string, SkillEntry>;
  private readonly tokensByWord = new Map<string, TokenEntry[]>();
  /** Token words sorted, for prefix ranges. */
  private readonly sortedTokens: TokenEntry[];
  private readonly variants = new Map<string, Array<{ kind: string; canonical: string }>>();
  private readonly tokenByKey = new Map<string, TokenEntry>();
  private readonly skillsByName = new Map<string, CatalogSkill>();

  constructor(
    /** search_state.catalog_generation this catalog was read under. */
    readonly generation: string,
    /** search_state.generation (any write) at that time: counts are as of it. */
    readonly dataGeneration: string,
    /** Estimated talents in all (pg_class), to judge how dense a set of keys is. */
    readonly talents: number,
    /** In the database's order of skill_key (skillByName). */
    skills: ReadonlyArray<[key: string, name: string, count: number]>,
    tokens: ReadonlyArray<[kind: TokenKind, word: string, count: number]>,
    private readonly variantRows: ReadonlyArray<[kind: string, variant: string, canonical: string]>,
    /** When the load that read it began (Date.now()): its counts are at least this recent. */
    readonly readAt = Date.now(),
    /**
     * The catalog this one replaces: the trigrams of the words both hold are taken from it. Under
     * writes the catalog reloads about once a second, and working out every word's trigrams
     * again was half of a reload's CPU (~2 % of the API's per search).
     */
    previous?: WordCatalog,
  ) {
    const entry = (text: string, count: number): Entry => {
      let trigrams = previous?.trigramsOf(text);
      if (!trigrams) {
        const ordered = trigramList(text);
        trigrams = { ordered, distinct: [...new Set(ordered)] };
      }
      return { text, count, trigrams, ordered: trigrams.ordered, size: trigrams.distinct.length };
    };
    const skillEntries = skills.map(([key, name, count]) => ({ ...entry(key, count), name }));
    this.skills = new TrigramIndex(skillEntries);
    this.skillByKey = new Map(skillEntries.map((e) => [e.text, e]));
    skills.forEach(([key, name, count], rank) => this.skillsByName.set(name, { count, rank, key }));
    const tokenEntries = tokens.map(([kind, word, count]) => ({ ...entry(word, count), kind }));
    this.tokens = new TrigramIndex(tokenEntries);
    for (const t of tokenEntries) {
      const list = this.tokensByWord.get(t.text);
      if (list) list.push(t);
      else this.tokensByWord.set(t.text, [t]);
      this.tokenByKey.set(`${t.kind}:${t.text}`, t);
    }
    this.sortedTokens = [...tokenEntries].sort((a, b) =>
      a.text < b.text ? -1 : a.text > b.text ? 1 : 0,
    );
    for (const [kind, variant, canonical] of variantRows) {
      const list = this.variants.get(variant);
      if (list) list.push({ kind, canonical });
      else this.variants.set(variant, [{ kind, canonical }]);
    }
  }

  /**
   * Whether words added or removed since this catalog was read (search_word_changes) could be
   * candidates for these terms: only then does a search have to run again with a new catalog.
   */
  changesMatter(
    changes: ReadonlyArray<[kind: string, word: string]>,
    terms: readonly SearchTerm[],
    words: readonly string[],
  ): boolean {
    return this.changedWords(changes)?.anyCandidate(terms, words) ?? true;
  }

  /**
   * The changed words as a catalog of their own (with this catalog's variants), to ask
   * anyCandidate of many searches; null when a variant changed (that matters to every search).
   */
  changedWords(changes: ReadonlyArray<[kind: string, word: string]>): WordCatalog | null {
    if (changes.some(([kind]) => kind === 'v')) return null;
    return new WordCatalog(
      '',
      '',
      0,
      changes.filter(([kind]) => kind === 's').map(([, word]) => [word, word, 1]),
      changes
        .filter(([kind]) => kind === 'n' || kind === 't' || kind === 'c')
        .map(([kind, word]) => [kind as TokenKind, word, 1]),
      this.variantRows,
    );
  }

  /** The trigrams of a skill key or word this catalog holds. */
  trigramsOf(text: string): Trigrams | undefined {
    return (this.skillByKey.get(text) ?? this.tokensByWord.get(text)?.[0])?.trigrams;
  }

  /** Whether any word of this catalog may match these terms or words. */
  anyCandidate(terms: readonly SearchTerm[], words: readonly string[]): boolean {
    return this.skillCandidates(terms).length > 0 || this.tokenCandidates(words).length > 0;
  }

  /**
   * The words that differ between an older catalog and this one, spelt as search_word_changes
   * spells them (kind, word; skills by key, a renamed skill too), for changesMatter; null when
   * the variants differ (a changed variant matters to every search).
   */
  wordChangesSince(older: WordCatalog): Array<[kind: string, word: string]> | null {
    const rows = (c: WordCatalog) =>
      c.variantRows
        .map((r) => r.join('\u0000'))
        .sort()
        .join('\n');
    if (rows(older) !== rows(this)) return null;
    const changes: Array<[string, string]> = [];
    for (const [key, e] of this.skillByKey)
      if (older.skillByKey.get(key)?.name !== e.name) changes.push(['s', key]);
    for (const key of older.skillByKey.keys())
      if (!this.skillByKey.has(key)) changes.push(['s', key]);
    for (const [key, e] of this.tokenByKey)
      if (!older.tokenByKey.has(key)) changes.push([e.kind, e.text]);
    for (const [key, e] of older.tokenByKey)
      if (!this.tokenByKey.has(key)) changes.push([e.kind, e.text]);
    return changes;
  }

  /** Talents holding a search key (`s:react`, `c:jakarta`), as of the last load; 0 if unknown. */
  keyCount(key: string): number | undefined {
    if (key.startsWith('s:')) return this.skillByKey.get(key.slice(2))?.count;
    return this.tokenByKey.get(key)?.count;
  }

  /**
   * A skill by its catalog name (the spelling every skills row written through the API takes):
   * talents holding it as of the last load, and its place in key order (the load reads the
   * skills in the database's order of skill_key, so ties break as an SQL ORDER BY would).
   * Its key too: the catalog's name is a name the database keyed, and skill_key is
   * lower(skill_name) in the database's own case rules (not always JavaScript's toLowerCase).
   * Undefined for a name the catalog did not hold (another spelling, or a skill new since).
   */
  skillByName(name: string): CatalogSkill | undefined {
    return this.skillsByName.get(name);
  }

  /**
   * Catalog skills that may match each term: exact, alias, infix, trigram-similar (whole name or
   * a run of its words) or one deleted/swapped letter away (catalogCandidatesQuery's net).
   */
  skillCandidates(terms: readonly SearchTerm[]): CatalogCandidate[] {
    const out: CatalogCandidate[] = [];
    terms.forEach((term, termIndex) => {
      const text = term.text;
      const termTrigrams = new Set(trigramList(text));
      const shared = this.skills.shared(termTrigrams);
      const similarityTo = (e: SkillEntry) =>
        similarityOf(shared.get(e) ?? 0, termTrigrams.size, e.size);
      const found = new Set<SkillEntry>();
      for (const key of [text, term.canonical ?? text, term.guess ?? text, ...typoVariants(text)]) {
        const e = this.skillByKey.get(key);
        if (e) found.add(e);
      }
      const length = chars(text);
      if (length >= 2) for (const e of this.skills.entries) if (e.text.includes(text)) found.add(e);
      if (length >= 4)
        for (const [e, n] of shared) {
          if (found.has(e)) continue;
          if (similarityOf(n, termTrigrams.size, e.size) >= SIMILARITY_THRESHOLD) found.add(e);
          else if (
            n >= WORD_SIMILARITY_THRESHOLD * termTrigrams.size &&
            wordSimilarity(termTrigrams, e.ordered) >= WORD_SIMILARITY_THRESHOLD
          )
            found.add(e);
        }
      for (const e of found)
        out.push({
          termIndex,
          skillKey: e.text,
          skillName: e.name,
          talentCount: e.count,
          similarity: similarityTo(e),
        });
    });
    return out;
  }

  /** Name, title and city words that may match each word: exact, variant, prefix, trigram-close. */
  tokenCandidates(words: readonly string[]): TokenCandidate[] {
    const out: TokenCandidate[] = [];
    words.forEach((word, termIndex) => {
      const hits = new Map<TokenEntry, boolean>();
      const add = (e: TokenEntry, exact: boolean) => hits.set(e, (hits.get(e) ?? false) || exact);
      for (const e of this.tokensByWord.get(word) ?? []) add(e, true);
      for (const v of this.variants.get(word) ?? []) {
        const e = this.tokenByKey.get(`${v.kind}:${v.canonical}`);
        if (e) add(e, true);
      }
      const length = chars(word);
      if (length >= 3) {
        let lo = 0;
        let hi = this.sortedTokens.length;
        while (lo < hi) {
          const mid = (lo + hi) >> 1;
          if (this.sortedTokens[mid]!.text < word) lo = mid + 1;
          else hi = mid;
        }
        for (let i = lo; i < this.sortedTokens.length; i += 1) {
          const e = this.sortedTokens[i]!;
          if (!e.text.startsWith(word)) break;
          add(e, false);
        }
      }
      if (length >= 4) {
        const termTrigrams = new Set(trigramList(word));
        for (const [e, n] of this.tokens.shared(termTrigrams))
          if (similarityOf(n, termTrigrams.size, e.size) >= SIMILARITY_THRESHOLD) add(e, false);
      }
      for (const [e, exact] of hits)
        out.push({ termIndex, kind: e.kind, word: e.text, exact, talentCount: e.count });
    });
    return out;
  }
}

/** The catalogs and their generation, read in one statement (one snapshot). */
export const WORD_CATALOG_SQL = `
  SELECT g.catalog_generation::text AS generation, g.generation::text AS "dataGeneration",
    (SELECT greatest(c.reltuples, 0)::float8 FROM pg_class c WHERE c.oid = 'talents'::regclass) AS talents,
    (SELECT coalesce(json_agg(json_build_array(skill_key, skill_name, talent_count)
         ORDER BY skill_key), '[]')
       FROM skill_catalog WHERE talent_count > 0) AS skills,
    (SELECT coalesce(json_agg(json_build_array(kind, word, talent_count)), '[]')
       FROM search_tokens WHERE talent_count > 0) AS tokens,
    (SELECT coalesce(json_agg(json_build_array(kind, variant, canonical)), '[]')
       FROM search_word_variants) AS variants
  FROM search_state g WHERE g.id = 1`;

interface CatalogRow {
  generation: string;
  dataGeneration: string;
  talents: number;
  skills: Array<[string, string, number]>;
  tokens: Array<[TokenKind, string, number]>;
  variants: Array<[string, string, string]>;
}

/** The catalog as the database holds it now; `previous` lends the trigrams of known words. */
export async function loadWordCatalog(db: Db, previous?: WordCatalog): Promise<WordCatalog> {
  const readAt = Date.now();
  const { rows } = await db.query<CatalogRow>(WORD_CATALOG_SQL, [], 'search-word-catalog');
  const row = rows[0]!;
  return new WordCatalog(
    row.generation,
    row.dataGeneration,
    row.talents,
    row.skills,
    row.tokens,
    row.variants,
    readAt,
    previous,
  );
}

/**
 * The current catalog of one API process: loaded on first use, reloaded (once, however many
 * searches ask at the same time) when a search saw a newer generation, and refreshed in the
 * background for counts.
 */
export class WordCatalogHolder {
  private current: WordCatalog | undefined;
  private loading: Promise<WordCatalog> | undefined;
  private loadedAt = 0;

  constructor(private readonly db: Db) {}

  async get(): Promise<WordCatalog> {
    return this.current ?? this.reload();
  }

  /** Loads again unless a load that started after the caller's stale read is under way. */
  reload(): Promise<WordCatalog> {
    this.loading ??= loadWordCatalog(this.db, this.current)
      .then((catalog) => {
        this.current = catalog;
        this.loadedAt = Date.now();
        return catalog;
      })
      .finally(() => {
        this.loading = undefined;
      });
    return this.loading;
  }

  /**
   * After a write was seen: refresh in the background, at most once a second for counts, at
   * once when words changed (`words`).
   */
  countsChanged(words = false): void {
    if (this.loading || (!words && Date.now() - this.loadedAt < COUNT_REFRESH_MS)) return;
    this.reload().catch(() => undefined);
  }
}
