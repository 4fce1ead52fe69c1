// Serialized answers remembered under a stamp (the read generations they were made under): an
// answer is used only while its stamp is the current one, so it is never older than the last
// committed write the stamp follows. Least recently used entries go first past a count or a
// byte budget.
export interface AnswerMemoOptions {
  maxEntries?: number;
  maxBytes?: number;
}

export class AnswerMemo {
  private readonly entries = new Map<string, { stamp: string; bytes: Buffer }>();
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private bytes = 0;

  constructor(options: AnswerMemoOptions = {}) {
    this.maxEntries = options.maxEntries ?? 4096;
    this.maxBytes = options.maxBytes ?? 64 * 1024 * 1024;
  }

  /** The answer remembered for `key` under `stamp`, if any. */
  get(key: string, stamp: string): Buffer | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.stamp !== stamp) {
      // Made under generations that are over: it can never be used again.
      this.delete(key);
      return undefined;
    }
    // Re-inserted so the Map's order stays least recently used first.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return hit.bytes;
  }

  set(key: string, stamp: string, bytes: Buffer): void {
    this.delete(key);
    if (bytes.length > this.maxBytes) return;
    this.entries.set(key, { stamp, bytes });
    this.bytes += bytes.length;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      this.delete(this.entries.keys().next().value as string);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes.length;
  }

  get size(): number {
    return this.entries.size;
  }
}
