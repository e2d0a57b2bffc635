/**
 * A tiny seeded PRNG (mulberry32), so a fuzz run is reproducible: request `index` of seed `seed` is
 * always the same request, whatever ran before it.
 */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Mixes the run's seed and a request's index into that request's own seed (murmur3's finaliser). */
export function seedFor(seed: number, index: number): number {
  let h = (seed ^ Math.imul(index + 1, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

export class Random {
  private readonly next: () => number;

  constructor(seed: number) {
    this.next = mulberry32(seed);
  }

  /** A float in [0, 1). */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Random.pick: nothing to pick from');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Picks by weight; entries with a weight of 0 are never picked. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0 && weight > 0) return value;
    }
    const last = entries.findLast(([, weight]) => weight > 0);
    if (!last) throw new Error('Random.weighted: every weight is 0');
    return last[0];
  }

  /** Lower-case letters and digits, for unique names. */
  word(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += '0123456789abcdefghijklmnopqrstuvwxyz'[this.int(0, 35)];
    return out;
  }

  hex(length: number): string {
    let out = '';
    for (let i = 0; i < length; i += 1) out += '0123456789abcdef'[this.int(0, 15)];
    return out;
  }
}
