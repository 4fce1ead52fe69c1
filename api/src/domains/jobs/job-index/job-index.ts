// The open jobs' search fields in memory (decision 077), by column: each job in a slot of typed
// arrays, and per search key the slots of the jobs holding it (a key many jobs hold also as a
// bit set). Loading and compacting number the slots newest first (posted_at, then id, both
// descending), so walking slots upwards is the newest order; a job written after that takes a
// new slot at the end (the tail, walked apart). A slot is never reused before the next
// compaction: a job written again takes a new slot and its old one is only marked dead, so a
// key's slots never name a job that no longer holds the key. job-index-search.ts answers a
// search; job-index-sync.ts keeps the index equal to the database's open jobs.
import { type Bits, clearBit, resized, setBit, wordsFor } from '../../../lib/bitset.js';
import { KeySlots } from '../../../lib/key-slots.js';

/** What a search filters and orders an open job by, as read from the database. */
export interface IndexedJob {
  id: number;
  /** posted_at in microseconds since 1970: the database's own precision, so ties agree. */
  postedMicros: number;
  salaryMax: number | null;
  employmentType: string;
  workMode: string;
  /** YYYY-MM-DD: listed while it is not before the database's current_date. */
  closingDate: string;
  /** jobs.search_keys: s:<skill>, t:<title word>, c:<city word>. */
  searchKeys: readonly string[];
}

const DAY_MS = 86_400_000;

/** A YYYY-MM-DD date as days since 1970. */
export function dayNumber(date: string): number {
  return Math.floor(Date.parse(`${date}T00:00:00Z`) / DAY_MS);
}

/** The index's own keys for the two filters that are fields, beside the jobs' search keys. */
export const employmentKey = (type: string): string => `=e:${type}`;
export const workModeKey = (mode: string): string => `=w:${mode}`;

/** Slots written since the last compaction past which the slots are renumbered. */
const TAIL_KEPT = 4_096;
const FIRST_CAPACITY = 1_024;

export class JobIndex {
  ids = new Float64Array(FIRST_CAPACITY);
  posted = new Float64Array(FIRST_CAPACITY);
  /** NaN: no salary given. */
  salary = new Float64Array(FIRST_CAPACITY);
  closingDay = new Int32Array(FIRST_CAPACITY);
  /** Open jobs (not dead slots) whose closing date is not before `listedOn`. */
  listed: Bits = new Uint32Array(wordsFor(FIRST_CAPACITY));
  /** Slots in use, dead ones included: every slot is below it. */
  length = 0;
  /** Slots below it are numbered newest first; from it on is the tail, in write order. */
  orderedEnd = 0;
  /**
   * The ordered slots by salary, highest first, none last (ties stay newest first): the salary
   * order's walk. Rebuilt with the slot numbers.
   */
  bySalary = new Int32Array(0);
  private alive = new Uint8Array(FIRST_CAPACITY);
  private listedOn = Number.NaN;
  private dead = 0;
  private readonly slotById = new Map<number, number>();
  private readonly keys = new Map<string, KeySlots>();

  /** Open jobs held. */
  get size(): number {
    return this.slotById.size;
  }

  get words(): number {
    return this.listed.length;
  }

  isAlive(slot: number): boolean {
    return this.alive[slot] === 1;
  }

  /** The slots of the jobs holding `key`; dead ones among them are not in `listed`. */
  slotsOf(key: string): KeySlots | undefined {
    return this.keys.get(key);
  }

  /** `listed` as of `today` (YYYY-MM-DD): redone once when the date moves. */
  listedOnDay(today: string): Bits {
    const day = dayNumber(today);
    if (day !== this.listedOn) {
      this.listedOn = day;
      this.listed.fill(0);
      for (let slot = 0; slot < this.length; slot += 1)
        if (this.alive[slot] === 1 && this.closingDay[slot]! >= day) setBit(this.listed, slot);
    }
    return this.listed;
  }

  /** Every open job at once, numbered newest first (a load replaces what was held). */
  load(jobs: IndexedJob[]): void {
    this.clear();
    const ordered = [...jobs].sort(newestFirst);
    for (const job of ordered) this.append(job);
    this.orderedEnd = this.length;
    this.sortBySalary();
  }

  /** Adds the job, or replaces the one with its id. */
  put(job: IndexedJob): void {
    this.remove(job.id);
    this.append(job);
    if (this.length - this.orderedEnd > TAIL_KEPT || this.dead > this.length / 4) this.compact();
  }

  /** Drops the job with this id (a closed, paused or deleted job), if held. */
  remove(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.alive[slot] = 0;
    clearBit(this.listed, slot);
    this.slotById.delete(id);
    this.dead += 1;
  }

  clear(): void {
    this.length = 0;
    this.orderedEnd = 0;
    this.dead = 0;
    this.alive.fill(0);
    this.listed.fill(0);
    this.listedOn = Number.NaN;
    this.slotById.clear();
    this.keys.clear();
    this.bySalary = new Int32Array(0);
  }

  private append(job: IndexedJob): void {
    if (this.length === this.ids.length) this.grow();
    const slot = this.length;
    this.length += 1;
    this.ids[slot] = job.id;
    this.posted[slot] = job.postedMicros;
    this.salary[slot] = job.salaryMax ?? Number.NaN;
    this.closingDay[slot] = dayNumber(job.closingDate);
    this.alive[slot] = 1;
    if (this.closingDay[slot]! >= this.listedOn) setBit(this.listed, slot);
    this.slotById.set(job.id, slot);
    const keys = new Set(job.searchKeys)
      .add(employmentKey(job.employmentType))
      .add(workModeKey(job.workMode));
    for (const key of keys) {
      let slots = this.keys.get(key);
      if (!slots) this.keys.set(key, (slots = new KeySlots()));
      slots.add(slot, this.words);
    }
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const grown = <T extends Float64Array | Int32Array | Uint8Array>(
      column: T,
      make: new (n: number) => T,
    ) => {
      const next = new make(size);
      next.set(column);
      return next;
    };
    this.ids = grown(this.ids, Float64Array);
    this.posted = grown(this.posted, Float64Array);
    this.salary = grown(this.salary, Float64Array);
    this.closingDay = grown(this.closingDay, Int32Array);
    this.alive = grown(this.alive, Uint8Array);
    const words = wordsFor(size);
    this.listed = resized(this.listed, words);
    for (const slots of this.keys.values()) if (slots.bits) slots.bits = resized(slots.bits, words);
  }

  /**
   * Numbers the open jobs newest first again, without the dead slots: the columns are permuted
   * and every key's slots renumbered (and sorted, as the new numbers are in another order).
   */
  private compact(): void {
    const { posted, ids } = this;
    const live: number[] = [];
    for (let slot = 0; slot < this.length; slot += 1) if (this.alive[slot] === 1) live.push(slot);
    live.sort((a, b) => posted[b]! - posted[a]! || ids[b]! - ids[a]!);
    const renumbered = new Int32Array(this.length).fill(-1);
    live.forEach((slot, next) => (renumbered[slot] = next));
    const permuted = <T extends Float64Array | Int32Array>(column: T): T => {
      const next = column.slice() as T;
      live.forEach((slot, to) => (next[to] = column[slot]!));
      return next;
    };
    this.ids = permuted(this.ids);
    this.posted = permuted(this.posted);
    this.salary = permuted(this.salary);
    this.closingDay = permuted(this.closingDay);
    this.alive.fill(0);
    this.alive.fill(1, 0, live.length);
    this.slotById.clear();
    for (let slot = 0; slot < live.length; slot += 1) this.slotById.set(this.ids[slot]!, slot);
    for (const [key, held] of this.keys) {
      const slots: number[] = [];
      for (let i = 0; i < held.length; i += 1) {
        const next = renumbered[held.slots[i]!]!;
        if (next >= 0) slots.push(next);
      }
      if (slots.length === 0) {
        this.keys.delete(key);
        continue;
      }
      const fresh = new KeySlots();
      for (const slot of slots.sort((a, b) => a - b)) fresh.add(slot, this.words);
      this.keys.set(key, fresh);
    }
    this.length = live.length;
    this.orderedEnd = live.length;
    this.dead = 0;
    this.sortBySalary();
    const listedOn = this.listedOn;
    this.listedOn = Number.NaN;
    if (!Number.isNaN(listedOn)) this.listedOnDay(dateOfDay(listedOn));
  }

  private sortBySalary(): void {
    const slots = Int32Array.from({ length: this.orderedEnd }, (_, slot) => slot);
    const { salary } = this;
    // Highest first, no salary last; equal salaries keep the slot (newest first) order.
    slots.sort((a, b) => {
      const sa = salary[a]!;
      const sb = salary[b]!;
      if (Number.isNaN(sa) || Number.isNaN(sb))
        return Number.isNaN(sa) === Number.isNaN(sb) ? a - b : Number.isNaN(sa) ? 1 : -1;
      return sb - sa || a - b;
    });
    this.bySalary = slots;
  }
}

function newestFirst(a: IndexedJob, b: IndexedJob): number {
  return b.postedMicros - a.postedMicros || b.id - a.id;
}

function dateOfDay(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}
