import { totalTtl, type Cache, type CacheEntry } from '@epic-web/cachified';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/**
 * Where the live catalogue keeps the services' answers, as cachified's caches: entries carry their
 * TTL (docs/decisions/026-generic-parts-on-libraries.md) and each store drops them when it ends.
 */

/** How long an entry may be kept: its TTL (no stale window is used). */
const keepMs = (entry: CacheEntry) => totalTtl(entry.metadata);

/** 2,000 answers in this process, the least recently used out first. */
export function memoryCache(maxEntries = 2000): Cache {
  const entries = new LRUCache<string, CacheEntry>({ max: maxEntries });
  return {
    name: 'catalogue memory cache',
    get: (key) => entries.get(key),
    set: (key, entry) => entries.set(key, entry, { ttl: keepMs(entry), start: entry.metadata.createdTime }),
    delete: (key) => entries.delete(key),
  };
}

function parsed(raw: string): CacheEntry | undefined {
  try {
    return JSON.parse(raw) as CacheEntry;
  } catch {
    // Not JSON: a miss, and the fresh answer replaces it.
    return undefined;
  }
}

/**
 * The shared cache of several processes; a Redis failure only costs a call upstream (the answer
 * is kept in this process meanwhile). What is read back is checked by cachified: an entry that is
 * not one of its entries, or whose value is not an answer, is asked again.
 */
export function redisCache(redis: Redis, fallback: Cache = memoryCache()): Cache {
  const prefix = 'pepites:catalog:';
  return {
    name: 'catalogue Redis cache',
    async get(key) {
      let raw: string | null;
      try {
        raw = await redis.get(prefix + key);
      } catch {
        return fallback.get(key);
      }
      return raw === null ? undefined : parsed(raw);
    },
    async set(key, entry) {
      try {
        await redis.set(prefix + key, JSON.stringify(entry), 'PX', Math.ceil(keepMs(entry)));
      } catch {
        await fallback.set(key, entry);
      }
    },
    async delete(key) {
      await Promise.allSettled([redis.del(prefix + key), fallback.delete(key)]);
    },
  };
}
