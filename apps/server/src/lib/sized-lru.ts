import { LRUCache } from 'lru-cache';

/** Values kept by key within a total size; the least recently used go first when it is passed. */
export interface SizedLru<T> {
  get(key: string): T | undefined;
  set(key: string, value: T): void;
}

export function createSizedLru<T extends NonNullable<unknown>>({
  maxSize,
  sizeOf,
}: {
  maxSize: number;
  sizeOf: (value: T) => number;
}): SizedLru<T> {
  // lru-cache wants a positive size; an empty value still takes an entry.
  const entries = new LRUCache<string, T>({ maxSize, sizeCalculation: (value) => Math.max(1, sizeOf(value)) });
  return {
    get: (key) => entries.get(key),
    set(key, value) {
      entries.set(key, value);
    },
  };
}
