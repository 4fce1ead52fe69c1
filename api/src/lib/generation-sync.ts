// Follows a database generation for an in-memory index (the job index, decision 077; the talent
// index, decision 078): when a request's generation is past the index's, one read brings the
// index up to date — the rows changed since, or everything on a first read or when the index is
// further behind than the change log keeps — and requests arriving meanwhile wait for that read.

export interface GenerationSource {
  /** Loads every row; resolves to the generation they are current to. */
  loadAll(): Promise<bigint>;
  /**
   * Applies the rows changed after `since`; resolves to the generation they are current to, or
   * null (nothing applied) when the changes cannot be trusted and everything must be loaded.
   */
  loadChanged(since: bigint): Promise<bigint | null>;
}

export interface GenerationSync {
  /** Resolves once the index is current to `generation` or later. */
  current(generation: bigint): Promise<void>;
}

/** `kept`: how many generations back the change log can be trusted. */
export function generationSync(source: GenerationSource, kept: number): GenerationSync {
  /** The generation the index is current to; null until loaded. */
  let synced: bigint | null = null;
  let reading: Promise<void> | null = null;

  async function read(wanted: bigint): Promise<void> {
    const since = synced;
    const changed =
      since === null || wanted - since > kept ? null : await source.loadChanged(since);
    synced = changed ?? (await source.loadAll());
  }

  return {
    async current(generation) {
      // An index ahead of the request (another request read newer changes) serves it as is.
      while (synced === null || synced < generation) {
        reading ??= read(generation).finally(() => {
          reading = null;
        });
        await reading;
      }
    },
  };
}
