import { apiRoutes, defaultRegionOf, type Lang } from '@pepites/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiRoute } from '../../lib/api-route.js';
import { notFound } from '../../lib/errors.js';
import { knownRegion } from './regions.js';

const tags = ['catalog'];

/** Catalogue answers are the same for everyone in a language: browsers and proxies may keep them a while. */
const CATALOG_CACHE_CONTROL = 'public, max-age=300';

function cacheable(reply: FastifyReply): void {
  void reply.header('cache-control', CATALOG_CACHE_CONTROL).header('vary', 'Accept-Language');
}

/** The country asked for (one of the 120 with streaming data, else 400), or the language's default. */
const regionOf = (request: FastifyRequest, asked: string | undefined) =>
  knownRegion(asked) ?? defaultRegionOf(request.lang);
/** The podcast directory's storefront of the language (docs/product.md#catalogue). */
const storefrontOf = (lang: Lang) => (lang === 'fr' ? 'fr' : 'us');

/** The catalogue under /api/catalog (docs/product.md#catalogue): whichever provider is configured answers. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { movies, videos, podcasts } = app.catalog;
  /** A catalogue route of the contracts' table and what it answers. */
  const catalogRoute = <Route extends Parameters<typeof apiRoute>[0]>(route: Route, summary: string) =>
    apiRoute(route, { tags, summary });

  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200 && request.method === 'GET') cacheable(reply);
  });

  app.route({
    ...catalogRoute(apiRoutes.catalogInfo, 'Which catalogue services are live, which offline'),
    handler: async () => ({ movies: movies.source, videos: videos.source, podcasts: podcasts.source }),
  });

  app.route({
    ...catalogRoute(apiRoutes.searchMovies, 'Searches movies by title, 20 a page (an empty query is "a")'),
    handler: async (request) => movies.searchMovies(request.query.query, request.query.page, request.lang),
  });
  app.route({
    ...catalogRoute(apiRoutes.searchShows, 'Searches TV shows by name, 20 a page (an empty query is "a")'),
    handler: async (request) => movies.searchShows(request.query.query, request.query.page, request.lang),
  });
  app.route({
    ...catalogRoute(apiRoutes.upcomingMovies, 'Upcoming movies in a country (offline: the most recent)'),
    handler: async (request) => movies.upcomingMovies(regionOf(request, request.query.region), request.lang),
  });
  app.route({
    ...catalogRoute(apiRoutes.topRatedShows, 'Top-rated TV shows, page 1'),
    handler: async (request) => movies.topRatedShows(request.lang),
  });
  app.route({
    ...catalogRoute(apiRoutes.movieDetails, "A movie's details, cast and up to 12 similar movies"),
    handler: async (request) => (await movies.movie(request.params.id, request.lang)) ?? Promise.reject(notFound()),
  });
  app.route({
    ...catalogRoute(apiRoutes.showDetails, "A show's details, cast and up to 12 similar shows with a backdrop"),
    handler: async (request) => (await movies.show(request.params.id, request.lang)) ?? Promise.reject(notFound()),
  });
  app.route({
    ...catalogRoute(
      apiRoutes.titleProviders,
      'Where a title streams (flat rate) in one country; offline, an illustration',
    ),
    handler: async (request) =>
      (await movies.titleProviders(request.params.kind, request.params.id, regionOf(request, request.query.region))) ??
      Promise.reject(notFound()),
  });
  app.route({
    ...catalogRoute(apiRoutes.genres, 'The genres of movies or TV shows, named in the language'),
    handler: async (request) => ({ genres: await movies.genres(request.params.kind, request.lang) }),
  });
  app.route({
    ...catalogRoute(apiRoutes.watchProviders, 'The streaming services of a country, in display order'),
    handler: async (request) => ({
      results: await movies.watchProviders(request.params.kind, regionOf(request, request.query.region), request.lang),
    }),
  });
  app.route({
    ...catalogRoute(apiRoutes.regions, 'The 120 countries with streaming data'),
    handler: async (request) => ({ results: await movies.regions(request.lang) }),
  });
  app.route({
    ...catalogRoute(
      apiRoutes.discover,
      "Binge Buddy's recommendations: filters OR-ed within, AND-ed across, by popularity",
    ),
    handler: async (request) => {
      const region = regionOf(request, request.query.region);
      return movies.discover(request.params.kind, { ...request.query, region }, request.lang);
    },
  });

  app.route({
    ...catalogRoute(apiRoutes.trendingVideos, 'The 25 most popular videos of a country'),
    handler: async (request) => ({
      items: await videos.trending(regionOf(request, request.query.region), request.lang),
      nextPageToken: null,
      prevPageToken: null,
    }),
  });
  app.route({
    ...catalogRoute(apiRoutes.searchVideos, 'Searches videos, 10 a page, paged with tokens'),
    handler: async (request) => videos.search(request.query.q, request.query.pageToken, request.lang),
  });
  app.route({
    ...catalogRoute(apiRoutes.videoDetails, "A video's details"),
    handler: async (request) => (await videos.video(request.params.id, request.lang)) ?? Promise.reject(notFound()),
  });

  app.route({
    ...catalogRoute(apiRoutes.topPodcasts, "The top 50 podcasts of the language's country"),
    handler: async (request) => ({ results: await podcasts.top(storefrontOf(request.lang)) }),
  });
  app.route({
    ...catalogRoute(apiRoutes.searchPodcasts, 'Searches podcasts by name'),
    handler: async (request) => ({ results: await podcasts.search(request.query.term, storefrontOf(request.lang)) }),
  });
};
