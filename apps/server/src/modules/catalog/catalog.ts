import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { catalogImageRoutes } from './images/images.routes.js';
import { catalogRoutes } from './catalog.routes.js';
import { offlinePodcastDirectory, offlineVideoPlatform } from './offline/offline-media.js';
import { offlineMovieDatabase } from './offline/offline-movies.js';
import type { Catalog } from './provider.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The catalogue's three services, live or offline (CONTRACT §5). */
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

function configuredCatalog(_app: FastifyInstance): Catalog {
  return offlineCatalog();
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
