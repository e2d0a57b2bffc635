/**
 * Answers kept for a fraction of a second, for visitors (visitor-cache.ts, page-renderer.ts). An
 * entry is reused only within `ttlMs` and while no public write happened since it was stored
 * (`generation`, from lib/public-writes.ts), so a change shows on the next read.
 */
export interface ShortLivedCache<T> {
  get(key: string, generation: number): T | undefined;
  set(key: string, value: T, generation: number): void;
}

interface Entry<T> {
  value: T;
  storedAt: number;
  generation: number;
}

export function createShortLivedCache<T>({ ttlMs, maxSize, sizeOf }: { ttlMs: number; maxSize: number; sizeOf: (value: T) => number }): ShortLivedCache<T> {
  // Entries stay in the order they were stored, so the oldest go first.
  const entries = new Map<string, Entry<T>>();
  let size = 0;

  const forget = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    size -= sizeOf(entry.value);
    entries.delete(key);
  };
  /** Drops the expired entries, then the oldest while the cache is too big. */
  const prune = (now: number) => {
    for (const [key, entry] of entries) {
      if (now - entry.storedAt < ttlMs && size <= maxSize) break;
      forget(key);
    }
  };

  return {
    get(key, generation) {
      if (ttlMs <= 0) return undefined;
      const entry = entries.get(key);
      if (!entry || entry.generation !== generation || performance.now() - entry.storedAt >= ttlMs) return undefined;
      return entry.value;
    },
    set(key, value, generation) {
      if (ttlMs <= 0) return;
      const now = performance.now();
      forget(key);
      entries.set(key, { value, storedAt: now, generation });
      size += sizeOf(value);
      prune(now);
    },
  };
}
