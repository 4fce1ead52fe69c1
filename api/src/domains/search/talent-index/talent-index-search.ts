// A filtered search's top and capped total from the TalentIndex (decision 078): the talents
// holding a key of any term (bit sets a word at a time), those passing the recruiter's
// filters kept, and the first `want` of them in the search's order (talent-index-order.ts: the
// SQL strategies' order exactly).
import { type Bits, hasBit, setBit } from '../../../lib/bitset.js';
import type { TalentIndex } from './talent-index.js';
import { comparer, relevanceKey, sortPrefix } from './talent-index-order.js';

export type IndexOrder = 'relevance' | 'newest' | 'name' | 'location';

/** The recruiter's filters, resolved to what the index holds. */
export interface IndexFilters {
  /** The city's key ids, all of which a talent must hold (an empty list matches nobody). */
  cityIds?: readonly number[];
  /** Days since 1970 on or before which the first experience began. */
  experienceCutoffDay?: number;
  /** The availability's key ids (a:<value>), any of which a talent must hold. */
  availabilityIds?: readonly number[];
  salary?: { period: string; min?: number; max?: number };
}

export interface IndexSearch {
  /** Per term, the ids of its keys (any of them is a hit on the term). */
  terms: ReadonlyArray<readonly number[]>;
  /** Tie-breaking words' key ids: more of them first within a match level. */
  bonus: ReadonlyArray<readonly number[]>;
  order: IndexOrder;
  /** Relevance only: employment-type groups in page order (null: none given); undefined: one group of all. */
  groups?: ReadonlyArray<string | null>;
  /** Only this employment type's key id (e:<type>). */
  employmentTypeId?: number;
  filters: IndexFilters;
  /** How many from the top: offset + limit. */
  want: number;
  /** The total is counted up to this. */
  countCap: number;
}

export interface IndexAnswer {
  top: Array<{ id: number; matchCount: number }>;
  /** Matches passing the filters, counted up to countCap. */
  total: number;
}

/** Reused bit sets of one size (one search runs at a time: it never awaits). */
class Scratch {
  private sets: Bits[] = [];
  private used = 0;

  constructor(readonly words: number) {}

  /** A zeroed set. */
  take(): Bits {
    if (this.used === this.sets.length) this.sets.push(new Uint32Array(this.words));
    const bits = this.sets[this.used]!;
    this.used += 1;
    bits.fill(0);
    return bits;
  }

  release(): void {
    this.used = 0;
  }
}

const scratches = new WeakMap<TalentIndex, Scratch>();

function scratchOf(index: TalentIndex): Scratch {
  let scratch = scratches.get(index);
  if (!scratch || scratch.words !== index.words) {
    scratch = new Scratch(index.words);
    scratches.set(index, scratch);
  }
  return scratch;
}

/** ORs into `into` the talents holding any of the key ids. */
function orKeys(index: TalentIndex, ids: readonly number[], into: Bits): void {
  for (const id of ids) {
    const posting = index.postingOf(id);
    if (!posting) continue;
    if (posting.bits) {
      const bits = posting.bits;
      for (let w = 0; w < into.length; w += 1) into[w]! |= bits[w]!;
    } else for (let i = 0; i < posting.length; i += 1) setBit(into, posting.slots[i]!);
  }
}

/** ANDs `into` with the talents holding the key id. */
function andKey(index: TalentIndex, id: number, into: Bits, scratch: Scratch): void {
  const posting = index.postingOf(id);
  if (!posting) {
    into.fill(0);
    return;
  }
  let bits = posting.bits;
  if (!bits) {
    bits = scratch.take();
    for (let i = 0; i < posting.length; i += 1) setBit(bits, posting.slots[i]!);
  }
  for (let w = 0; w < into.length; w += 1) into[w]! &= bits[w]!;
}

/** Whether the slot passes the filters no key holds (years, salary). */
function passesColumns(index: TalentIndex, slot: number, filters: IndexFilters): boolean {
  // NaN (NULL) fails every comparison, as in SQL.
  if (
    filters.experienceCutoffDay !== undefined &&
    !(index.experienceDay[slot]! <= filters.experienceCutoffDay)
  )
    return false;
  if (filters.salary !== undefined) {
    const { period, min, max } = filters.salary;
    if (index.salaryPeriod[slot] !== period) return false;
    if (min !== undefined && !(index.salaryMax[slot]! >= min)) return false;
    if (max !== undefined && !(index.salaryMin[slot]! <= max)) return false;
  }
  return true;
}

/** The top `want` and the capped total of a filtered search (see the header). */
export function searchTalentIndex(index: TalentIndex, search: IndexSearch): IndexAnswer {
  const scratch = scratchOf(index);
  try {
    return searchWith(index, search, scratch);
  } finally {
    scratch.release();
  }
}

function searchWith(index: TalentIndex, search: IndexSearch, scratch: Scratch): IndexAnswer {
  const { filters } = search;
  const termSets = search.terms.map((ids) => {
    const bits = scratch.take();
    orKeys(index, ids, bits);
    return bits;
  });
  const bonusSets = search.bonus.map((ids) => {
    const bits = scratch.take();
    orKeys(index, ids, bits);
    return bits;
  });
  // The candidates: any term, then every filter a key holds.
  const kept = scratch.take();
  for (const bits of termSets) for (let w = 0; w < kept.length; w += 1) kept[w]! |= bits[w]!;
  if (filters.availabilityIds !== undefined) {
    const any = scratch.take();
    orKeys(index, filters.availabilityIds, any);
    for (let w = 0; w < kept.length; w += 1) kept[w]! &= any[w]!;
  }
  if (filters.cityIds !== undefined) {
    if (filters.cityIds.length === 0) kept.fill(0);
    for (const id of filters.cityIds) andKey(index, id, kept, scratch);
  }
  if (search.employmentTypeId !== undefined) andKey(index, search.employmentTypeId, kept, scratch);
  const compare = comparer(index, search);
  const groups = search.order === 'relevance' ? search.groups : undefined;
  const columns = filters.experienceCutoffDay !== undefined || filters.salary !== undefined;
  const want = search.want;
  const sortKey = sortPrefix(index, search.order);
  const relevance = search.order === 'relevance';
  // The best `want` so far, best first (insertion: most candidates lose to the last at once).
  const bestSlot: number[] = [];
  const bestMatched: number[] = [];
  const bestBonus: number[] = [];
  /** A number no better candidate exceeds (the last's, once the page is full): a quick refusal. */
  let bar = Number.NaN;
  let total = 0;
  for (let w = 0; w < kept.length; w += 1) {
    let x = kept[w]!;
    while (x !== 0) {
      const low = x & -x;
      x ^= low;
      const slot = (w << 5) + 31 - Math.clz32(low);
      if (columns && !passesColumns(index, slot, filters)) continue;
      total += 1;
      if (want <= 0) continue;
      // The sorted orders refuse most candidates on their first key, before counting matches.
      if (!relevance && sortKey![slot]! > bar) continue;
      let group = 0;
      if (groups !== undefined) {
        group = groups.indexOf(index.employmentType[slot] ?? null);
        if (group < 0) continue;
      }
      let matched = 0;
      for (const bits of termSets) if (hasBit(bits, slot)) matched += 1;
      let bonus = 0;
      for (const bits of bonusSets) if (hasBit(bits, slot)) bonus += 1;
      if (relevance && relevanceKey(group, matched, bonus) > bar) continue;
      let at = bestSlot.length;
      const last = at - 1;
      if (
        at === want &&
        compare(slot, matched, bonus, bestSlot[last]!, bestMatched[last]!, bestBonus[last]!) >= 0
      )
        continue;
      while (
        at > 0 &&
        compare(slot, matched, bonus, bestSlot[at - 1]!, bestMatched[at - 1]!, bestBonus[at - 1]!) <
          0
      )
        at -= 1;
      bestSlot.splice(at, 0, slot);
      bestMatched.splice(at, 0, matched);
      bestBonus.splice(at, 0, bonus);
      if (bestSlot.length > want) {
        bestSlot.pop();
        bestMatched.pop();
        bestBonus.pop();
      }
      if (bestSlot.length === want) {
        const worst = bestSlot[want - 1]!;
        bar = relevance
          ? relevanceKey(
              groups === undefined ? 0 : groups.indexOf(index.employmentType[worst] ?? null),
              bestMatched[want - 1]!,
              bestBonus[want - 1]!,
            )
          : sortKey![worst]!;
      }
    }
  }
  return {
    top: bestSlot.map((slot, i) => ({
      id: index.ids[slot]!,
      matchCount: bestMatched[i]! + bestBonus[i]!,
    })),
    total: Math.min(total, search.countCap),
  };
}
