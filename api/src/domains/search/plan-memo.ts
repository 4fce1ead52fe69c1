// Plans remembered across catalogs (planSearch is a pure function of the catalog and the typed
// terms). Why: expanding the words took a sixth of Node's CPU per search (trigram matching, typo
// variants). Under writes the catalog reloads about once a second, and the word set itself moves
// a few times a second (a skill or word gains its first holder or loses its last); planning
// afresh on every reload re-expanded about 40 % of the searches. So a remembered plan is used
// when it is the plan the catalog in hand gives: made from the same word set, or from one of the
// last PLAN_GENERATIONS_KEPT sets when none of the words changed since could be a candidate of
// the typed words (stands), and every count it read is the same (planHolds); otherwise it is
// planned afresh. Only the words' keys are remembered; every search still reads talents, totals
// and cards. Plans are read, never changed, by their users.
import { SearchCache } from './search-cache.js';
import { planHolds, planSearch, searchWords, type SearchPlan } from './search-plan.js';
import type { SearchTerm } from './terms/parse-search.js';
import { PLAN_GENERATIONS_KEPT, PLAN_MEMO_ENTRIES } from './tuning.js';
import type { WordCatalog } from './word-catalog.js';

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

export class PlanMemo {
  private readonly plans = new SearchCache<CachedPlan>({ maxEntries: PLAN_MEMO_ENTRIES });
  private generation: string | undefined;
  /** The last catalog planOf saw (of `generation`). */
  private catalog: WordCatalog | undefined;
  /**
   * For the last word sets before `generation` (at most PLAN_GENERATIONS_KEPT): the words
   * changed since each (kind, word; a word that came and went again is still listed).
   */
  private readonly changesSince = new Map<string, ChangedSince>();

  /** The plan `catalog` gives for `typed`, remembered or made afresh. */
  planOf(catalog: WordCatalog, typed: SearchTerm[]): SearchPlan {
    if (this.generation !== catalog.generation) {
      // A newer word set: the plans of the sets before are kept, to be checked against the words
      // that changed since theirs (stands). Anything else (an older catalog in a search that was
      // under way, a changed variant): everything afresh.
      const changed =
        this.catalog !== undefined && Number(catalog.generation) > Number(this.catalog.generation)
          ? catalog.wordChangesSince(this.catalog)
          : null;
      if (changed && this.generation !== undefined) {
        for (const since of this.changesSince.values()) {
          for (const [kind, word] of changed) since.words.set(`${kind}:${word}`, [kind, word]);
          since.catalog = undefined;
        }
        this.changesSince.set(this.generation, {
          words: new Map(changed.map(([kind, word]) => [`${kind}:${word}`, [kind, word]])),
        });
        while (this.changesSince.size > PLAN_GENERATIONS_KEPT)
          this.changesSince.delete(this.changesSince.keys().next().value as string);
        this.plans.retain((p) => this.changesSince.has(p.generation));
      } else {
        this.changesSince.clear();
        this.plans.clear();
      }
      this.generation = catalog.generation;
    }
    this.catalog = catalog;
    const key = JSON.stringify(typed);
    const hit = this.plans.get(key);
    if (hit && (hit.catalog === catalog || this.stands(hit, catalog, typed))) {
      hit.catalog = catalog;
      hit.generation = catalog.generation;
      return hit.plan;
    }
    const fresh = planSearch(catalog, typed);
    this.plans.set(key, { generation: catalog.generation, plan: fresh, catalog });
    return fresh;
  }

  /**
   * Whether a remembered plan is the plan `catalog` gives: same words (same generation), or the
   * word set just before this one and none of the words that differ could be a candidate of the
   * typed words (changesMatter: a candidate is found word by word, so the others' candidates
   * are the same); and every count the plan read unchanged (planHolds).
   */
  private stands(hit: CachedPlan, catalog: WordCatalog, typed: SearchTerm[]): boolean {
    if (hit.generation !== catalog.generation) {
      const since = this.changesSince.get(hit.generation);
      if (catalog.generation !== this.generation || !since) return false;
      if (since.words.size > 0) {
        // The changed words as a catalog, built once per generation and list of changes.
        since.catalog ??= catalog.changedWords([...since.words.values()]);
        const { terms, words } = searchWords(typed);
        if (!since.catalog || since.catalog.anyCandidate(terms, words)) return false;
      }
    }
    return planHolds(hit.plan, catalog);
  }
}
