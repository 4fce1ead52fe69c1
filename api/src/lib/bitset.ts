// Sets of slots as bits, 32 to a word: what the in-memory job and talent indexes combine a
// search's terms and filters with, a word at a time, instead of visiting every holder of a key.

export type Bits = Uint32Array;

export const wordsFor = (slots: number): number => (slots + 31) >>> 5;

export function setBit(bits: Bits, slot: number): void {
  bits[slot >>> 5]! |= 1 << (slot & 31);
}

export function clearBit(bits: Bits, slot: number): void {
  bits[slot >>> 5]! &= ~(1 << (slot & 31));
}

export function hasBit(bits: Bits, slot: number): boolean {
  return (bits[slot >>> 5]! & (1 << (slot & 31))) !== 0;
}

/** Bits set in a 32-bit word. */
export function popcount(word: number): number {
  let x = word - ((word >>> 1) & 0x55555555);
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

export function countBits(bits: Bits): number {
  let total = 0;
  for (let word = 0; word < bits.length; word += 1) total += popcount(bits[word]!);
  return total;
}

/** Calls `visit` with each set slot, lowest first, until it returns false. */
export function eachBit(bits: Bits, visit: (slot: number) => boolean, fromWord = 0): void {
  for (let word = fromWord; word < bits.length; word += 1) {
    let x = bits[word]!;
    while (x !== 0) {
      const low = x & -x;
      if (!visit((word << 5) + 31 - Math.clz32(low))) return;
      x ^= low;
    }
  }
}

/** A copy of `bits` `words` long (zeros past the old end). */
export function resized(bits: Bits, words: number): Bits {
  const next = new Uint32Array(words);
  next.set(bits.length <= words ? bits : bits.subarray(0, words));
  return next;
}

/**
 * Per slot, how many of the sets added hold it, as bit planes (plane p holds bit p of each
 * slot's count): adding a set is a carry chain over the planes, a word at a time.
 */
export class BitCounter {
  readonly planes: Bits[];

  /** `plane()`: a zeroed set; counts up to `most`. */
  constructor(plane: () => Bits, most: number) {
    this.planes = Array.from({ length: Math.max(1, 32 - Math.clz32(most)) }, plane);
  }

  /** Adds the set `bits` (only its slots also in `within`, when given). */
  add(bits: Bits, within?: Bits): void {
    const { planes } = this;
    for (let word = 0; word < bits.length; word += 1) {
      let carry = within ? bits[word]! & within[word]! : bits[word]!;
      for (let p = 0; p < planes.length && carry !== 0; p += 1) {
        const plane = planes[p]!;
        const next = plane[word]! & carry;
        plane[word] = plane[word]! ^ carry;
        carry = next;
      }
    }
  }

  /** The word of slots whose count is exactly `count`. */
  wordWith(word: number, count: number): number {
    let result = -1;
    for (let p = 0; p < this.planes.length; p += 1) {
      const plane = this.planes[p]![word]!;
      result &= (count >>> p) & 1 ? plane : ~plane;
    }
    return result >>> 0;
  }

  /** The count of one slot. */
  countOf(slot: number): number {
    let count = 0;
    for (let p = 0; p < this.planes.length; p += 1)
      if (hasBit(this.planes[p]!, slot)) count |= 1 << p;
    return count;
  }
}
