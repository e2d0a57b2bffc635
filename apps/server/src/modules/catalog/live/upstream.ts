import { cachified, type Cache, type CreateReporter } from '@epic-web/cachified';
import type { FastifyBaseLogger } from 'fastify';
import { upstreamUnavailable } from '../../../lib/errors.js';
import type { Pace } from '../../../lib/pace.js';
import {
  fetchAnswer,
  isAnswer,
  redactedUrl,
  SECRET_PARAMS,
  UpstreamFailure,
  type RetryPolicy,
  type UpstreamRequest,
} from './upstream-http.js';

/**
 * How the live catalogue asks an outside service (docs/product.md#catalogue): cachified keeps the
 * answers and lets concurrent callers of one question share its request; the key is the whole
 * question (path, parameters, language, region) so an answer is never reused for another
 * language. A failure is never kept: the next caller asks again. HTTP: upstream-http.ts.
 */
export interface UpstreamStats {
  upstreamCalls: number;
  cacheHits: number;
  cacheMisses: number;
}

export interface UpstreamOptions extends Partial<RetryPolicy> {
  /** The service's name in logs ("tmdb", "youtube", "itunes"). */
  service: string;
  cache: Cache;
  log?: FastifyBaseLogger;
  /** Spaces this service's requests and holds them back on Retry-After (lib/pace.ts). */
  pace?: Pace;
}

export function createUpstream(options: UpstreamOptions) {
  const { service, cache, log } = options;
  const policy: RetryPolicy = {
    timeoutMs: options.timeoutMs ?? 5000,
    backoffMs: options.backoffMs ?? [1000, 2000],
    maxRetryAfterMs: options.maxRetryAfterMs ?? 10_000,
  };
  const stats: UpstreamStats = { upstreamCalls: 0, cacheHits: 0, cacheMisses: 0 };

  /** Counts what cachified did with each question, and says when a kept entry was unusable. */
  const reporter: CreateReporter<unknown> =
    ({ key }) =>
    (event) => {
      if (event.name === 'getCachedValueSuccess' || event.name === 'getFreshValueHookPending') stats.cacheHits += 1;
      else if (event.name === 'getFreshValueStart') stats.cacheMisses += 1;
      else if (event.name === 'checkCachedValueError' || event.name === 'getCachedValueError')
        log?.info({ service, key }, 'catalogue cache entry unusable, asking again');
    };

  async function ask(request: UpstreamRequest): Promise<unknown> {
    try {
      return await fetchAnswer(request, policy, () => void (stats.upstreamCalls += 1), options.pace);
    } catch (error) {
      const reason = error instanceof UpstreamFailure ? error.message : 'failed';
      log?.warn({ service, url: redactedUrl(request.url) }, `catalogue service ${reason}`);
      throw upstreamUnavailable();
    }
  }

  /**
   * The answer to a question: from the cache, from the same question already in flight, or asked.
   * `fresh` asks the service whatever the cache holds, and keeps the answer out of it: the daily
   * availability check asks thousands of titles once, which would only push out what pages reuse.
   */
  function get(question: string, request: UpstreamRequest, { fresh = false } = {}): Promise<unknown> {
    if (fresh) return ask(request);
    const nullable = request.notFoundIsNull ?? false;
    return cachified(
      {
        key: `${service}:${question}`,
        cache,
        ttl: request.ttlSeconds * 1000,
        // Above all for what Redis gives back: written by another version, or by someone else.
        checkValue: (value: unknown) => isAnswer(value, nullable) || 'not an answer of the service',
        getFreshValue: () => ask(request),
      },
      reporter,
    );
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
