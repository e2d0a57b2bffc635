import { LRUCache } from 'lru-cache';

/**
 * Answers kept a few seconds at most, for visitors (visitor-cache.ts, pages.ts). An entry is reused
 * only within its lifetime and while no public write happened since it was stored (`generation`,
 * from lib/public-writes.ts), so a change shows on the next read.
 */
export interface ShortLivedCache<T> {
  get(key: string, generation: number): T | undefined;
  /** Keeps `value` for `ttlMs` (at most the cache's own), or the cache's own lifetime. */
  set(key: string, value: T, generation: number, ttlMs?: number): void;
  /** Drops `key`'s entry, when a write is known to have changed it. */
  forget(key: string): void;
}

interface Entry<T> {
  value: T;
  generation: number;
}

const OFF: ShortLivedCache<never> = { get: () => undefined, set: () => undefined, forget: () => undefined };

export function createShortLivedCache<T>({
  ttlMs,
  maxSize,
  sizeOf,
}: {
  ttlMs: number;
  maxSize: number;
  sizeOf: (value: T) => number;
}): ShortLivedCache<T> {
  if (ttlMs <= 0) return OFF;
  const entries = new LRUCache<string, Entry<T>>({
    ttl: ttlMs,
    maxSize,
    // lru-cache wants a positive size; an empty answer still takes an entry.
    sizeCalculation: (entry) => Math.max(1, sizeOf(entry.value)),
    // Expired answers leave at once rather than when the size pushes them out: the cache holds
    // a few seconds of answers, not `maxSize` of old ones.
    ttlAutopurge: true,
    // The clock read at every check, as the TTL is short.
    ttlResolution: 0,
  });

  return {
    get(key, generation) {
      // `peek` leaves the order alone: the oldest stored goes first when the cache is full.
      const entry = entries.peek(key);
      return entry && entry.generation === generation ? entry.value : undefined;
    },
    set(key, value, generation, ttl = ttlMs) {
      entries.set(key, { value, generation }, { ttl: Math.min(ttl, ttlMs) });
    },
    forget(key) {
      entries.delete(key);
    },
  };
}
