// A job search answered from the in-memory index (decision 077): the listed jobs matching any
// term and every filter, counted and ordered exactly as the SQL statement it replaced did — by
// terms matched, the viewing talent's skills matched (their best match first), posted time or
// salary, the id last. Terms and filters are combined as bit sets a word at a time; the page is
// then read by walking the order (slots are numbered newest first) and stopping once nothing
// further along can enter it, rather than by ranking every match.
import { BitCounter, type Bits, countBits, eachBit, hasBit, setBit } from '../../../lib/bitset.js';
import { employmentKey, type JobIndex, workModeKey } from './job-index.js';

export type JobIndexSort = 'match' | 'newest' | 'salary';

export interface JobIndexQuery {
  /** Per term, its keys: a job matches the term when it holds any of them. */
  termKeys: string[][];
  /** The city filter's keys (c:<word>), all of which a job must hold; [] filters nothing. */
  cityKeys?: string[];
  employmentType?: string;
  workMode?: string;
  /** A job is kept when its highest salary reaches this. */
  salaryMin?: number;
  /** A job is kept when posted at or after this time (microseconds since 1970). */
  postedSinceMicros?: number;
  /** The database's current_date (YYYY-MM-DD): a job whose closing date is before it is not listed. */
  today: string;
  /** The viewing talent's skill keys; with the 'match' order their matches rank first. */
  talentKeys: string[];
  sort: JobIndexSort;
  limit: number;
  offset: number;
  /** Matches counted up to this many (the search's capped total); all of them when absent. */
  countUpTo?: number;
}

export interface JobIndexAnswer {
  /** The page's job ids, in order. */
  ids: number[];
  /** Listed jobs matching the search and filters (at most `countUpTo`). */
  total: number;
}

/**
 * Bit sets for one search, `take()`n zeroed from buffers kept between searches: a search runs to
 * its end without yielding, so one set of buffers serves every search in turn (a search made a
 * dozen 12 KB sets at 100,000 jobs, most of the API's garbage).
 */
class Scratch {
  private static kept: Uint32Array[] = [];
  private used = 0;

  constructor(private readonly words: number) {
    if (Scratch.kept[0]?.length !== words) Scratch.kept = [];
  }

  take(): Uint32Array {
    let bits = Scratch.kept[this.used];
    if (bits) bits.fill(0);
    else Scratch.kept.push((bits = new Uint32Array(this.words)));
    this.used += 1;
    return bits;
  }
}

/** The slots holding `key` as bits: the key's own set when it keeps one, else made in `scratch`. */
function keyBits(index: JobIndex, key: string, scratch: Scratch): Bits | null {
  const held = index.slotsOf(key);
  if (!held) return null;
  if (held.bits) return held.bits;
  const bits = scratch.take();
  for (let i = 0; i < held.length; i += 1) setBit(bits, held.slots[i]!);
  return bits;
}

/** The slots holding any of `keys`, as bits. */
function anyOf(index: JobIndex, keys: readonly string[], scratch: Scratch): Bits {
  const unique = [...new Set(keys)];
  if (unique.length === 1) return keyBits(index, unique[0]!, scratch) ?? scratch.take();
  const bits = scratch.take();
  for (const key of unique) {
    const held = index.slotsOf(key);
    if (!held) continue;
    if (held.bits)
      for (let word = 0; word < bits.length; word += 1) bits[word]! |= held.bits[word]!;
    else for (let i = 0; i < held.length; i += 1) setBit(bits, held.slots[i]!);
  }
  return bits;
}

function andInto(target: Bits, bits: Bits): void {
  for (let word = 0; word < target.length; word += 1) target[word]! &= bits[word]!;
}

/** What the walk needs of a search once its sets are made. */
interface Candidates {
  /** Listed, matching a term (any job without terms), passing every set-based filter. */
  bits: Bits;
  /** Per slot, terms matched (null: every candidate matches the one term or none). */
  terms: BitCounter | null;
  termLevels: number;
  /** Per slot, the talent's skills held (null: not the talent's match order). */
  matches: BitCounter | null;
  matchLevels: number;
  /** The filters that are checked per slot: salary and posted time. */
  passes: (slot: number) => boolean;
}

function candidatesOf(index: JobIndex, query: JobIndexQuery, scratch: Scratch): Candidates {
  const bits = scratch.take();
  bits.set(index.listedOnDay(query.today));
  const { termKeys } = query;
  let terms: BitCounter | null = null;
  if (termKeys.length === 1) andInto(bits, anyOf(index, termKeys[0]!, scratch));
  else if (termKeys.length > 1) {
    terms = new BitCounter(() => scratch.take(), termKeys.length);
    const union = scratch.take();
    for (const keys of termKeys) {
      const term = anyOf(index, keys, scratch);
      terms.add(term);
      for (let word = 0; word < union.length; word += 1) union[word]! |= term[word]!;
    }
    andInto(bits, union);
  }
  const filters = [
    ...new Set(query.cityKeys ?? []),
    ...(query.employmentType === undefined ? [] : [employmentKey(query.employmentType)]),
    ...(query.workMode === undefined ? [] : [workModeKey(query.workMode)]),
  ];
  for (const key of filters) andInto(bits, keyBits(index, key, scratch) ?? scratch.take());
  const talentKeys = [...new Set(query.talentKeys)];
  let matches: BitCounter | null = null;
  if (query.sort === 'match' && talentKeys.length > 0) {
    matches = new BitCounter(() => scratch.take(), talentKeys.length);
    for (const key of talentKeys) {
      const held = keyBits(index, `s:${key}`, scratch);
      if (held) matches.add(held, bits);
    }
  }
  const { salary, posted } = index;
  const salaryMin = query.salaryMin;
  const postedSince = query.postedSinceMicros;
  return {
    bits,
    terms,
    termLevels: terms ? termKeys.length : 1,
    matches,
    matchLevels: matches ? talentKeys.length : 0,
    // NaN (no salary) fails the comparison, as SQL's NULL fails the filter.
    passes: (slot) =>
      (salaryMin === undefined || salary[slot]! >= salaryMin) &&
      (postedSince === undefined || posted[slot]! >= postedSince),
  };
}

/** Whether the job in slot `a` comes before the one in slot `b`. */
type Before = (a: number, b: number) => boolean;

function orderOf(index: JobIndex, sort: JobIndexSort, c: Candidates): Before {
  const { posted, ids, salary } = index;
  const terms = c.terms ? (slot: number) => c.terms!.countOf(slot) : () => 1;
  const matches = c.matches ? (slot: number) => c.matches!.countOf(slot) : () => 0;
  const newer = (a: number, b: number) => {
    const time = posted[a]! - posted[b]!;
    return time !== 0 ? time > 0 : ids[a]! > ids[b]!;
  };
  if (sort === 'newest')
    return (a, b) => {
      if (posted[a] !== posted[b]) return posted[a]! > posted[b]!;
      const t = terms(a) - terms(b);
      return t !== 0 ? t > 0 : ids[a]! > ids[b]!;
    };
  if (sort === 'salary')
    return (a, b) => {
      const order = salaryOrder(salary[a]!, salary[b]!);
      if (order !== 0) return order < 0;
      const t = terms(a) - terms(b);
      return t !== 0 ? t > 0 : newer(a, b);
    };
  return (a, b) => {
    const t = terms(a) - terms(b);
    if (t !== 0) return t > 0;
    const m = matches(a) - matches(b);
    return m !== 0 ? m > 0 : newer(a, b);
  };
}

/** Negative when salary `a` comes first: highest first, none (NaN) last. */
function salaryOrder(a: number, b: number): number {
  const noA = Number.isNaN(a);
  const noB = Number.isNaN(b);
  if (noA || noB) return noA === noB ? 0 : noA ? 1 : -1;
  return b - a;
}

/** The best `size` slots offered, by `before`: a heap with the worst kept on top. */
class BestOf {
  private readonly heap: number[] = [];
  constructor(
    readonly size: number,
    private readonly before: Before,
  ) {}

  get full(): boolean {
    return this.heap.length >= this.size;
  }

  /** The worst slot kept (only when full). */
  get worst(): number {
    return this.heap[0]!;
  }

  offer(slot: number): void {
    const { heap, before } = this;
    if (heap.length < this.size) {
      heap.push(slot);
      this.up(heap.length - 1);
    } else if (this.size > 0 && before(slot, heap[0]!)) {
      heap[0] = slot;
      this.down(0);
    }
  }

  /** What was kept, best first. */
  sorted(): number[] {
    return [...this.heap].sort((a, b) => (this.before(a, b) ? -1 : 1));
  }

  private up(index: number): void {
    const { heap, before } = this;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      // The worse of the two rises.
      if (!before(heap[parent]!, heap[index]!)) return;
      [heap[index], heap[parent]] = [heap[parent]!, heap[index]!];
      index = parent;
    }
  }

  private down(index: number): void {
    const { heap, before } = this;
    for (;;) {
      const left = index * 2 + 1;
      const right = left + 1;
      let worst = index;
      if (left < heap.length && before(heap[worst]!, heap[left]!)) worst = left;
      if (right < heap.length && before(heap[worst]!, heap[right]!)) worst = right;
      if (worst === index) return;
      [heap[index], heap[worst]] = [heap[worst]!, heap[index]!];
      index = worst;
    }
  }
}

/** Matches passing the per-slot filters, counted up to `upTo`. */
function countMatches(c: Candidates, upTo: number): number {
  let total = 0;
  eachBit(c.bits, (slot) => {
    if (c.passes(slot)) total += 1;
    return total < upTo;
  });
  return total;
}

/**
 * Offers the ordered part's candidates to `best` along the order, stopping where nothing further
 * can enter: newest walks the slots, salary walks bySalary, the match order walks each level
 * (terms, then skills matched) from the highest, newest first within it.
 */
function walkOrdered(
  index: JobIndex,
  query: JobIndexQuery,
  c: Candidates,
  best: BestOf,
  scratch: Scratch,
): void {
  const { bits } = c;
  const end = index.orderedEnd;
  const { posted, salary } = index;
  const offer = (slot: number) => {
    if (slot >= end) return false;
    if (c.passes(slot)) best.offer(slot);
    return true;
  };
  if (query.sort === 'newest') {
    eachBit(bits, (slot) => {
      // Past the worst kept in time, nothing further along can enter.
      if (best.full && posted[slot]! < posted[best.worst]!) return false;
      return offer(slot);
    });
    return;
  }
  if (query.sort === 'salary') {
    const { bySalary } = index;
    for (let i = 0; i < bySalary.length; i += 1) {
      const slot = bySalary[i]!;
      if (!hasBit(bits, slot)) continue;
      if (best.full && salaryOrder(salary[slot]!, salary[best.worst]!) > 0) return;
      offer(slot);
    }
    return;
  }
  const terms = c.terms;
  const matches = c.matches;
  const level = scratch.take();
  for (let t = c.termLevels; t >= 1; t -= 1)
    for (let m = c.matchLevels; m >= 0; m -= 1) {
      if (best.full) {
        const worst = best.worst;
        const worstT = terms ? terms.countOf(worst) : 1;
        const worstM = matches ? matches.countOf(worst) : 0;
        if (worstT > t || (worstT === t && worstM > m)) return;
      }
      for (let word = 0; word < bits.length; word += 1)
        level[word] =
          bits[word]! &
          (terms ? terms.wordWith(word, t) : -1) &
          (matches ? matches.wordWith(word, m) : -1);
      eachBit(level, (slot) => {
        if (best.full && posted[slot]! < posted[best.worst]!) {
          const worst = best.worst;
          const sameLevel =
            (terms ? terms.countOf(worst) : 1) === t &&
            (matches ? matches.countOf(worst) : 0) === m;
          // Older than the worst kept of this same level: the rest of the level is older still.
          if (sameLevel) return false;
        }
        return offer(slot);
      });
    }
}

/** Up to this many matches, every one is offered to the page rather than walked in order. */
const OFFER_ALL_UP_TO = 2_048;

export function searchJobIndex(index: JobIndex, query: JobIndexQuery): JobIndexAnswer {
  const scratch = new Scratch(index.words);
  const c = candidatesOf(index, query, scratch);
  const best = new BestOf(query.offset + query.limit, orderOf(index, query.sort, c));
  const matched = countBits(c.bits);
  const offerAll = matched <= OFFER_ALL_UP_TO;
  // The tail (written since the slots were numbered) is in write order: every match there is
  // offered; the ordered part is walked.
  const from = offerAll ? 0 : index.orderedEnd;
  eachBit(
    c.bits,
    (slot) => {
      if (slot >= from && c.passes(slot)) best.offer(slot);
      return true;
    },
    from >>> 5,
  );
  if (!offerAll) walkOrdered(index, query, c, best, scratch);
  const upTo = query.countUpTo ?? Number.POSITIVE_INFINITY;
  const unfiltered = query.salaryMin === undefined && query.postedSinceMicros === undefined;
  const total = unfiltered ? Math.min(matched, upTo) : countMatches(c, upTo);
  const page = best.sorted().slice(query.offset);
  return { ids: page.map((slot) => index.ids[slot]!), total };
}
