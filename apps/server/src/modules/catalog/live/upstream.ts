import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { upstreamUnavailable } from '../../../lib/errors.js';

/**
 * How the live catalogue asks an outside service (docs/product.md#catalogue): a 5 s timeout, up to 3 attempts on
 * 429, 5xx and network failures with a 1 then 2 s backoff that honours Retry-After, one request in
 * flight per question (concurrent callers share it), and a cache whose key is the whole question
 * (path, parameters, language, region) so an answer is never reused for another language.
 */
export interface CatalogCache {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
}

export interface UpstreamStats {
  upstreamCalls: number;
  cacheHits: number;
  cacheMisses: number;
}

/** A bounded in-memory cache, oldest first out; entries expire after their TTL. */
export function memoryCache(maxEntries = 2000): CatalogCache {
  const entries = new Map<string, { value: unknown; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= Date.now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    async set(key, value, ttlSeconds) {
      entries.delete(key);
      entries.set(key, { value, expiresAt: Date.now() + ttlSeconds * 1000 });
      while (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    },
  };
}

/** The shared cache of several processes; a Redis failure only costs a call upstream. */
export function redisCache(redis: Redis, fallback: CatalogCache = memoryCache()): CatalogCache {
  const prefix = 'pepites:catalog:';
  return {
    async get(key) {
      try {
        const raw = await redis.get(prefix + key);
        return raw === null ? undefined : (JSON.parse(raw) as unknown);
      } catch {
        return fallback.get(key);
      }
    },
    async set(key, value, ttlSeconds) {
      try {
        await redis.set(prefix + key, JSON.stringify(value), 'EX', ttlSeconds);
      } catch {
        await fallback.set(key, value, ttlSeconds);
      }
    },
  };
}

export interface UpstreamOptions {
  /** The service's name in logs ("tmdb", "youtube", "itunes"). */
  service: string;
  cache: CatalogCache;
  log?: FastifyBaseLogger;
  timeoutMs?: number;
  /** Waits after the first and second failed attempts (tests shorten them). */
  backoffMs?: readonly number[];
  /** The longest Retry-After honoured; a longer one fails at once. */
  maxRetryAfterMs?: number;
}

export interface UpstreamRequest {
  url: URL;
  headers?: Record<string, string>;
  ttlSeconds: number;
  /** 404 is an answer (an unknown id), not a failure. */
  notFoundIsNull?: boolean;
}

/** Not retried: the question itself is wrong, or the key is (401/403 say so for every call). */
class FinalFailure extends Error {}

const SECRET_PARAMS = ['api_key', 'key'];

/** The address without its key, for logs. */
export function redactedUrl(url: URL): string {
  const copy = new URL(url);
  for (const name of SECRET_PARAMS) if (copy.searchParams.has(name)) copy.searchParams.set(name, 'redacted');
  return copy.toString();
}

function retryAfterMs(header: string | null): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - Date.now());
}

const MAX_ATTEMPTS = 3;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createUpstream(options: UpstreamOptions) {
  const timeoutMs = options.timeoutMs ?? 5000;
  const backoff = options.backoffMs ?? [1000, 2000];
  const maxRetryAfterMs = options.maxRetryAfterMs ?? 10_000;
  const inFlight = new Map<string, Promise<unknown>>();
  const stats: UpstreamStats = { upstreamCalls: 0, cacheHits: 0, cacheMisses: 0 };

  async function attempt(request: UpstreamRequest): Promise<{ done: true; value: unknown } | { done: false; waitMs: number | null }> {
    stats.upstreamCalls += 1;
    let response: Response;
    try {
      response = await fetch(request.url, { headers: { accept: 'application/json', ...request.headers }, signal: AbortSignal.timeout(timeoutMs) });
    } catch {
      return { done: false, waitMs: null };
    }
    if (response.status === 404 && request.notFoundIsNull) return { done: true, value: null };
    if (response.status === 429 || response.status >= 500) {
      await response.text().catch(() => undefined);
      return { done: false, waitMs: retryAfterMs(response.headers.get('retry-after')) };
    }
    if (!response.ok) {
      await response.text().catch(() => undefined);
      throw new FinalFailure(`answered ${response.status}`);
    }
    try {
      return { done: true, value: await response.json() };
    } catch {
      throw new FinalFailure('answered something that is not JSON');
    }
  }

  async function callUpstream(request: UpstreamRequest): Promise<unknown> {
    let reason = 'failed';
    try {
      for (let attemptIndex = 0; attemptIndex < MAX_ATTEMPTS; attemptIndex += 1) {
        const outcome = await attempt(request);
        if (outcome.done) return outcome.value;
        reason = outcome.waitMs === null ? 'did not answer' : 'was busy or failing';
        if (attemptIndex === MAX_ATTEMPTS - 1) break;
        const waitMs = outcome.waitMs ?? backoff[attemptIndex] ?? 1000;
        if (waitMs > maxRetryAfterMs) break;
        await sleep(waitMs);
      }
    } catch (error) {
      reason = error instanceof FinalFailure ? error.message : 'failed';
    }
    options.log?.warn({ service: options.service, url: redactedUrl(request.url) }, `catalogue service ${reason}`);
    throw upstreamUnavailable();
  }

  /** The answer to a question: from the cache, from the same question already in flight, or asked. */
  async function get(cacheKey: string, request: UpstreamRequest): Promise<unknown> {
    const key = `${options.service}:${cacheKey}`;
    const cached = await options.cache.get(key);
    if (cached !== undefined) {
      stats.cacheHits += 1;
      return cached;
    }
    const pending = inFlight.get(key);
    if (pending) {
      stats.cacheHits += 1;
      return pending;
    }
    stats.cacheMisses += 1;
    const call = callUpstream(request)
      .then(async (value) => {
        await options.cache.set(key, value, request.ttlSeconds);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, call);
    return call;
  }

  return { get, stats };
}

export type Upstream = ReturnType<typeof createUpstream>;

/** A cache key from an address: its path and sorted parameters, the key left out. */
export function questionOf(url: URL, ...extra: string[]): string {
  const copy = new URL(url);
  for (const name of SECRET_PARAMS) copy.searchParams.delete(name);
  copy.searchParams.sort();
  return [copy.pathname, copy.searchParams.toString(), ...extra].join('?');
}
