/** How many hits a key has had in its current window, and when that window ends. */
export interface Counter {
  count: number;
  resetInMs: number;
}

/**
 * Fixed-window counters, in process memory or in Redis (shared by every server process). Windows
 * start at a key's first hit and end `windowMs` later.
 */
export interface CounterStore {
  /** Adds one hit to `key` and returns its counter. */
  hit(key: string, windowMs: number): Promise<Counter>;
  /** The counter of `key` without adding a hit; null when it has none in a running window. */
  peek(key: string): Promise<Counter | null>;
  close(): Promise<void>;
}
