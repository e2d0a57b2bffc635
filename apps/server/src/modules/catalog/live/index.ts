import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { createPace } from '../../../lib/pace.js';
import type { Catalog } from '../provider.js';
import { livePodcastDirectory } from './itunes.js';
import { liveMovieDatabase } from './tmdb.js';
import { createUpstream, type UpstreamOptions, type UpstreamStats } from './upstream.js';
import { memoryCache, redisCache } from './upstream-caches.js';
import { liveVideoPlatform } from './youtube.js';

export interface LiveCatalogOptions {
  tmdbKey?: string;
  youtubeKey?: string;
  redis?: Redis | null;
  log?: FastifyBaseLogger;
  baseUrls?: { tmdb?: string; youtube?: string; itunes?: string; charts?: string };
  /** Shorter waits (tests). */
  upstream?: Pick<UpstreamOptions, 'timeoutMs' | 'backoffMs' | 'maxRetryAfterMs'>;
}

/**
 * Requests a second this process sends the movie database, whoever asks (pages, imports, the daily
 * availability check): under the service's own limit, which answers 429 with Retry-After beyond it.
 */
export const TMDB_REQUESTS_PER_SECOND = 40;

/** The live services that have what they need (podcasts need no key); the others stay offline. */
export function createLiveCatalog(options: LiveCatalogOptions): {
  catalog: Partial<Catalog>;
  stats: () => UpstreamStats;
} {
  const cache = options.redis ? redisCache(options.redis) : memoryCache();
  const upstream = (service: string, extra: Partial<UpstreamOptions> = {}) =>
    createUpstream({ service, cache, log: options.log, ...options.upstream, ...extra });
  const tmdb = upstream('tmdb', { pace: createPace({ perSecond: TMDB_REQUESTS_PER_SECOND }) });
  const youtube = upstream('youtube');
  const itunes = upstream('itunes');
  const catalog: Partial<Catalog> = {
    podcasts: livePodcastDirectory({
      upstream: itunes,
      baseUrl: options.baseUrls?.itunes,
      chartsUrl: options.baseUrls?.charts,
    }),
  };
  if (options.tmdbKey)
    catalog.movies = liveMovieDatabase({ key: options.tmdbKey, upstream: tmdb, baseUrl: options.baseUrls?.tmdb });
  if (options.youtubeKey)
    catalog.videos = liveVideoPlatform({
      key: options.youtubeKey,
      upstream: youtube,
      baseUrl: options.baseUrls?.youtube,
    });
  const stats = () =>
    [tmdb, youtube, itunes].reduce<UpstreamStats>(
      (sum, { stats: part }) => ({
        upstreamCalls: sum.upstreamCalls + part.upstreamCalls,
        cacheHits: sum.cacheHits + part.cacheHits,
        cacheMisses: sum.cacheMisses + part.cacheMisses,
      }),
      { upstreamCalls: 0, cacheHits: 0, cacheMisses: 0 },
    );
  return { catalog, stats };
}
