/** Small seeded random generator (mulberry32): the same seed gives the same demo data every run. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  /** Picks `count` distinct items, favouring items with a larger weight. */
  weightedSample<T>(items: readonly T[], weight: (item: T) => number, count: number): T[];
  chance(probability: number): boolean;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)] as T,
    chance: (probability: number) => next() < probability,
    weightedSample<T>(items: readonly T[], weight: (item: T) => number, count: number): T[] {
      const pool = [...items];
      const out: T[] = [];
      while (out.length < count && pool.length) {
        const total = pool.reduce((sum, item) => sum + weight(item), 0);
        let roll = next() * total;
        let index = pool.findIndex((item) => (roll -= weight(item)) <= 0);
        if (index < 0) index = pool.length - 1;
        out.push(pool.splice(index, 1)[0] as T);
      }
      return out;
    },
  };
}
