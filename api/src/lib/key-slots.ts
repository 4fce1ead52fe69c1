// One search key's holders in an in-memory index (the job index, decision 077; the talent
// index, decision 078): their slots in a list, and for a key many hold, also as a bit set.
import { type Bits, clearBit, setBit } from './bitset.js';

/**
 * A key keeps a bit set too once at least this many slots hold it and as many as the set has
 * words (one slot in 32): below that the set would cost more memory than the list.
 */
const DENSE_SLOTS = 256;

export class KeySlots {
  /** In the order added (an index that adds slots upwards keeps them lowest first). */
  slots = new Int32Array(8);
  length = 0;
  bits: Bits | null = null;

  add(slot: number, words: number): void {
    if (this.length === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    this.slots[this.length] = slot;
    this.length += 1;
    if (this.bits) setBit(this.bits, slot);
    else if (this.length >= Math.max(DENSE_SLOTS, words)) {
      this.bits = new Uint32Array(words);
      for (let i = 0; i < this.length; i += 1) setBit(this.bits, this.slots[i]!);
    }
  }

  /** Removes the slot: the last one takes its place in the list (the order is not kept). */
  remove(slot: number): void {
    const at = this.slots.subarray(0, this.length).indexOf(slot);
    if (at < 0) return;
    this.length -= 1;
    this.slots[at] = this.slots[this.length]!;
    if (this.bits) clearBit(this.bits, slot);
  }
}
