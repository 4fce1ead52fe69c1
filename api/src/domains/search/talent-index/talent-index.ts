// The talents' search and filter fields in memory (issue 31, decision 078), for the recruiter's
// filtered searches: each talent in a slot of columns, and per search key id the slots of the
// talents holding it (a key many talents hold also as a bit set). A write replaces the talent in
// its own slot (its keys' slot lists drop and gain it); a removed talent's slot is reused by the
// next one added. talent-index-search.ts answers a search; talent-index-sync.ts keeps the index
// equal to the database's talents.
import { resized, wordsFor } from '../../../lib/bitset.js';
import { KeySlots } from '../../../lib/key-slots.js';

/** What a filtered search matches, filters and orders a talent by, as read from the database. */
export interface IndexedTalent {
  id: number;
  /** talents.search_ids: the ids of its search keys (skills, words, city, type, availability, years). */
  searchIds: readonly number[];
  /** NULL ranks first in the ranking order (profile_score DESC). */
  profileScore: number | null;
  /** created_at in microseconds since 1970: the database's own precision, so ties agree. */
  createdMicros: number;
  /** lower(full_name), as the database lowers it. */
  nameKey: string;
  /** lower(domicile); NULL sorts last. */
  locationKey: string | null;
  employmentType: string | null;
  availability: string | null;
  /** experience_since as days since 1970 (NULL: no experience given). */
  experienceDay: number | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryPeriod: string | null;
}

const FIRST_CAPACITY = 1_024;

/**
 * The first three UTF-16 code units of a text as one number (a shorter text padded with 0, which
 * no name holds): when two texts' prefixes differ, they order as the texts do in code-point order.
 * NaN when one of them is a surrogate (there code units and code points order differently).
 */
export function codePrefix(text: string): number {
  let prefix = 0;
  for (let i = 0; i < 3; i += 1) {
    const unit = i < text.length ? text.charCodeAt(i) : 0;
    if (unit >= 0xd800 && unit <= 0xdfff) return Number.NaN;
    prefix = prefix * 65_536 + unit;
  }
  return prefix;
}

export class TalentIndex {
  ids = new Float64Array(FIRST_CAPACITY);
  /** NaN: NULL. */
  profileScore = new Float64Array(FIRST_CAPACITY);
  createdMicros = new Float64Array(FIRST_CAPACITY);
  /** NaN: NULL. */
  experienceDay = new Float64Array(FIRST_CAPACITY);
  salaryMin = new Float64Array(FIRST_CAPACITY);
  salaryMax = new Float64Array(FIRST_CAPACITY);
  /** The first code units of nameKey and locationKey as numbers (codePrefix): a quick first compare. */
  namePrefix = new Float64Array(FIRST_CAPACITY);
  /** createdMicros negated: the newest order's first key, lower first. */
  newestKey = new Float64Array(FIRST_CAPACITY);
  locationPrefix = new Float64Array(FIRST_CAPACITY);
  nameKey: string[] = [];
  locationKey: Array<string | null> = [];
  employmentType: Array<string | null> = [];
  availability: Array<string | null> = [];
  salaryPeriod: Array<string | null> = [];
  /** Slots in use or free: every slot is below it. */
  length = 0;
  /** Words of every key's bit set (they cover the capacity, not only `length`). */
  words = wordsFor(FIRST_CAPACITY);
  private keysOf: Array<readonly number[] | null> = [];
  private readonly free: number[] = [];
  private readonly slotById = new Map<number, number>();
  private readonly postings = new Map<number, KeySlots>();

  /** Talents held. */
  get size(): number {
    return this.slotById.size;
  }

  /** The slots of the talents holding the key id. */
  postingOf(keyId: number): KeySlots | undefined {
    return this.postings.get(keyId);
  }

  /** Every talent at once (a load replaces what was held). */
  load(talents: readonly IndexedTalent[]): void {
    this.clear();
    for (const talent of talents) this.put(talent);
  }

  /** Adds the talent, or replaces the one with its id (in its slot). */
  put(talent: IndexedTalent): void {
    let slot = this.slotById.get(talent.id);
    if (slot === undefined) {
      slot = this.free.pop() ?? this.newSlot();
      this.slotById.set(talent.id, slot);
    } else {
      this.dropKeys(slot);
    }
    this.ids[slot] = talent.id;
    this.profileScore[slot] = talent.profileScore ?? Number.NaN;
    this.createdMicros[slot] = talent.createdMicros;
    this.newestKey[slot] = -talent.createdMicros;
    this.experienceDay[slot] = talent.experienceDay ?? Number.NaN;
    this.salaryMin[slot] = talent.salaryMin ?? Number.NaN;
    this.salaryMax[slot] = talent.salaryMax ?? Number.NaN;
    this.nameKey[slot] = talent.nameKey;
    this.namePrefix[slot] = codePrefix(talent.nameKey);
    // NULL sorts after every city.
    this.locationPrefix[slot] =
      talent.locationKey === null ? Number.POSITIVE_INFINITY : codePrefix(talent.locationKey);
    this.locationKey[slot] = talent.locationKey;
    this.employmentType[slot] = talent.employmentType;
    this.availability[slot] = talent.availability;
    this.salaryPeriod[slot] = talent.salaryPeriod;
    const keys = [...new Set(talent.searchIds)];
    this.keysOf[slot] = keys;
    for (const id of keys) {
      let posting = this.postings.get(id);
      if (!posting) this.postings.set(id, (posting = new KeySlots()));
      posting.add(slot, this.words);
    }
  }

  /** Drops the talent with this id (a deleted account), if held. */
  remove(id: number): void {
    const slot = this.slotById.get(id);
    if (slot === undefined) return;
    this.dropKeys(slot);
    this.keysOf[slot] = null;
    this.slotById.delete(id);
    this.free.push(slot);
  }

  clear(): void {
    this.length = 0;
    this.keysOf = [];
    this.free.length = 0;
    this.slotById.clear();
    this.postings.clear();
  }

  private dropKeys(slot: number): void {
    for (const id of this.keysOf[slot] ?? []) {
      const posting = this.postings.get(id);
      if (!posting) continue;
      posting.remove(slot);
      if (posting.length === 0) this.postings.delete(id);
    }
  }

  private newSlot(): number {
    if (this.length === this.ids.length) this.grow();
    this.length += 1;
    return this.length - 1;
  }

  private grow(): void {
    const size = this.ids.length * 2;
    const grown = (column: Float64Array) => {
      const next = new Float64Array(size);
      next.set(column);
      return next;
    };
    this.ids = grown(this.ids);
    this.profileScore = grown(this.profileScore);
    this.createdMicros = grown(this.createdMicros);
    this.experienceDay = grown(this.experienceDay);
    this.salaryMin = grown(this.salaryMin);
    this.salaryMax = grown(this.salaryMax);
    this.namePrefix = grown(this.namePrefix);
    this.newestKey = grown(this.newestKey);
    this.locationPrefix = grown(this.locationPrefix);
    this.words = wordsFor(size);
    for (const posting of this.postings.values())
      if (posting.bits) posting.bits = resized(posting.bits, this.words);
  }
}
