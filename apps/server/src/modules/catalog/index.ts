import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogImageRoutes } from './images/images.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { offlinePodcastDirectory, offlineVideoPlatform } from './offline/offline-media.js';
import { offlineMovieDatabase } from './offline/offline-movies.js';
import type { Catalog } from './provider.js';
import { createLiveCatalog } from './live/index.js';

export type { Catalog, TitleOffers } from './provider.js';
export { isKnownRegion, knownRegion } from './regions.js';
export { createLiveCatalog } from './live/index.js';
export { offlineTitleOf } from './offline/offline-titles.js';
export { offlineTitleList } from './offline/offline-title-list.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's three services, live or offline (decision 019). */
    catalog: Catalog;
  }
}

export interface CatalogOptions {
  /** Replaces the configured catalogue (tests and benchmarks pass live providers on stubs). */
  catalog?: Catalog;
}

/** The offline catalogue: what a newcomer sees with no keys, and what every test uses. */
export function offlineCatalog(): Catalog {
  return { movies: offlineMovieDatabase(), videos: offlineVideoPlatform(), podcasts: offlinePodcastDirectory() };
}

/** CATALOG=live: each service with what it needs goes live (podcasts need no key), the others stay offline. */
function configuredCatalog(app: FastifyInstance): Catalog {
  const offline = offlineCatalog();
  if (app.config.catalog !== 'live') return offline;
  const { catalog } = createLiveCatalog({
    tmdbKey: app.config.tmdbApiKey,
    youtubeKey: app.config.youtubeApiKey,
    baseUrls: { tmdb: app.config.tmdbBaseUrl },
    redis: app.redis,
    log: app.log,
  });
  return { ...offline, ...catalog };
}

/** The catalogue's routes under /api/catalog, over the configured providers. */
export const catalogModule = fp(
  async (api: FastifyInstance, options: CatalogOptions) => {
    api.decorate('catalog', options.catalog ?? configuredCatalog(api));
    await api.register(catalogRoutes);
    await api.register(catalogImageRoutes);
  },
  { name: 'pepites-catalog' },
);
