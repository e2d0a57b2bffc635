import type { Redis } from 'ioredis';
import type { RateLimiterRes } from 'rate-limiter-flexible';
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js';
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js';
import { RATE_LIMITS, type RateLimitName, type RateLimitRule } from './rules.js';

/**
 * The counters of one rule, from rate-limiter-flexible: fixed windows that start at a key's first
 * hit and end `windowMs` later. `consume` counts a request and rejects with the counter once it is
 * past `max`; `penalty` counts without ever rejecting; `get` reads without counting (null: no hit in
 * a running window).
 */
export interface Counters {
  consume(key: string): Promise<RateLimiterRes>;
  penalty(key: string): Promise<RateLimiterRes>;
  get(key: string): Promise<RateLimiterRes | null>;
}

export interface RuleCounters {
  rule: RateLimitRule;
  counters: Counters;
}

export interface CountersOptions {
  /** Counters shared by every server process through this Redis; without one, this process's. */
  redis: Redis | null;
  /** Prefix of the Redis keys, ending with ':'. */
  prefix: string;
  /** Redis stopped answering and this process's counters took over: called once per outage. */
  onFallback(): void;
}

/**
 * The counters of every rule of RATE_LIMITS. With Redis, each rule counts there (one atomic script
 * per hit) and an in-memory limiter is its insurance: when Redis does not answer, the counters of
 * this process take over rather than refusing or letting everyone through; a limit per process is
 * weaker, not absent.
 */
export function createRuleCounters({
  redis,
  prefix,
  onFallback,
}: CountersOptions): (name: RateLimitName) => readonly RuleCounters[] {
  // rate-limiter-flexible joins its prefix and the key with ':': the Redis keys stay what they were.
  const keyPrefix = prefix.endsWith(':') ? prefix.slice(0, -1) : prefix;
  let fallbacks = 0;
  let failing = false;
  const noteFallback = () => {
    fallbacks += 1;
    if (!failing) onFallback();
    failing = true;
  };

  /** The insurance: rate-limiter-flexible calls the method of the same name when Redis fails. */
  class ProcessCounters extends RateLimiterMemory {
    override consume(...args: Parameters<RateLimiterMemory['consume']>) {
      noteFallback();
      return super.consume(...args);
    }
    override penalty(...args: Parameters<RateLimiterMemory['penalty']>) {
      noteFallback();
      return super.penalty(...args);
    }
    override get(...args: Parameters<RateLimiterMemory['get']>) {
      noteFallback();
      return super.get(...args);
    }
  }

  /** An answer that did not go through the insurance came from Redis: the outage is over. */
  const watched = (limiter: RateLimiterRedis): Counters => {
    const watch = async <T>(work: () => Promise<T>): Promise<T> => {
      const before = fallbacks;
      try {
        return await work();
      } finally {
        if (fallbacks === before) failing = false;
      }
    };
    return {
      consume: (key) => watch(() => limiter.consume(key)),
      penalty: (key) => watch(() => limiter.penalty(key)),
      get: (key) => watch(() => limiter.get(key)),
    };
  };

  const countersOf = (rule: RateLimitRule): Counters => {
    if (rule.windowMs % 1000 !== 0)
      throw new Error('rate limit windows are whole seconds (Redis counts its expiry in seconds)');
    const options = { points: rule.max, duration: rule.windowMs / 1000, keyPrefix };
    if (!redis) return new RateLimiterMemory(options);
    return watched(
      new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: new ProcessCounters(options) }),
    );
  };

  const table = new Map<RateLimitName, readonly RuleCounters[]>();
  for (const [name, rules] of Object.entries(RATE_LIMITS) as [RateLimitName, readonly RateLimitRule[]][]) {
    table.set(
      name,
      rules.map((rule) => ({ rule, counters: countersOf(rule) })),
    );
  }
  return (name) => table.get(name) ?? [];
}
