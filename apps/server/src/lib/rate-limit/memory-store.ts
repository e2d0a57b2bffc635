import type { Counter, CounterStore } from './store.js';

const SWEEP_EVERY_MS = 60_000;

/** Counters of one process: right for a single server, and the fallback when Redis fails. */
export function createMemoryStore(now: () => number = Date.now): CounterStore {
  const windows = new Map<string, { count: number; resetAt: number }>();
  const sweep = setInterval(() => {
    const time = now();
    for (const [key, window] of windows) if (window.resetAt <= time) windows.delete(key);
  }, SWEEP_EVERY_MS);
  sweep.unref();

  const running = (key: string) => {
    const window = windows.get(key);
    return window && window.resetAt > now() ? window : undefined;
  };
  const counter = (window: { count: number; resetAt: number }): Counter => ({ count: window.count, resetInMs: window.resetAt - now() });

  return {
    async hit(key, windowMs) {
      const window = running(key) ?? { count: 0, resetAt: now() + windowMs };
      window.count += 1;
      windows.set(key, window);
      return counter(window);
    },
    async peek(key) {
      const window = running(key);
      return window ? counter(window) : null;
    },
    async close() {
      clearInterval(sweep);
      windows.clear();
    },
  };
}
