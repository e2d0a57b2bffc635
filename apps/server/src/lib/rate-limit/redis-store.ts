import type { Redis } from 'ioredis';
import type { Counter, CounterStore } from './store.js';

/** One round trip, atomic: the first hit of a window sets its expiry. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

/**
 * Counters shared by every server process through Redis. When Redis does not answer, the counters
 * of this process take over (`fallback`) rather than refusing or letting everyone through: a limit
 * per process is weaker, not absent. The failure is reported once per outage through `onError`.
 */
export function createRedisStore(redis: Redis, options: { prefix: string; fallback: CounterStore; onError(error: unknown): void }): CounterStore {
  let failing = false;
  const attempt = async <T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> => {
    try {
      const result = await work();
      failing = false;
      return result;
    } catch (error) {
      if (!failing) options.onError(error);
      failing = true;
      return fallback();
    }
  };
  const keyOf = (key: string) => `${options.prefix}${key}`;

  return {
    hit: (key, windowMs) =>
      attempt(
        async () => {
          const [count, ttl] = (await redis.eval(HIT_SCRIPT, 1, keyOf(key), windowMs)) as [number, number];
          return { count, resetInMs: ttl };
        },
        () => options.fallback.hit(key, windowMs),
      ),
    peek: (key) =>
      attempt(
        async (): Promise<Counter | null> => {
          const [count, ttl] = await Promise.all([redis.get(keyOf(key)), redis.pttl(keyOf(key))]);
          return count === null || ttl <= 0 ? null : { count: Number(count), resetInMs: ttl };
        },
        () => options.fallback.peek(key),
      ),
    close: () => options.fallback.close(),
  };
}
