import {
  catalogInfoSchema,
  defaultRegionOf,
  discoverPageSchema,
  discoverQuerySchema,
  genresResponseSchema,
  kindParamsSchema,
  moviePageSchema,
  movieDetailsSchema,
  podcastSearchQuerySchema,
  podcastsResponseSchema,
  providersResponseSchema,
  regionQuerySchema,
  regionsResponseSchema,
  showDetailsSchema,
  showPageSchema,
  titleIdParamsSchema,
  titleProvidersSchema,
  titleSearchQuerySchema,
  videoDetailsSchema,
  videoIdParamsSchema,
  videoPageSchema,
  videoSearchQuerySchema,
  type Lang,
} from '@pepites/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors.js';
import { knownRegion } from './regions.js';

const tags = ['catalog'];

/** Catalogue answers are the same for everyone in a language: browsers and proxies may keep them a while. */
const CATALOG_CACHE_CONTROL = 'public, max-age=300';

function cacheable(reply: FastifyReply): void {
  void reply.header('cache-control', CATALOG_CACHE_CONTROL).header('vary', 'Accept-Language');
}

/** The country asked for (one of the 120 with streaming data, else 400), or the language's default. */
const regionOf = (request: FastifyRequest, asked: string | undefined) => knownRegion(asked) ?? defaultRegionOf(request.lang);
/** The podcast directory's storefront of the language (docs/product.md#catalogue). */
const storefrontOf = (lang: Lang) => (lang === 'fr' ? 'fr' : 'us');

/** The catalogue under /api/catalog (docs/product.md#catalogue): whichever provider is configured answers. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const { movies, videos, podcasts } = app.catalog;

  app.addHook('onSend', async (request, reply) => {
    if (reply.statusCode === 200 && request.method === 'GET') cacheable(reply);
  });

  app.get('/catalog/info', { schema: { tags, summary: 'Which catalogue services are live, which offline', response: { 200: catalogInfoSchema } } }, async () => ({
    movies: movies.source,
    videos: videos.source,
    podcasts: podcasts.source,
  }));

  app.get(
    '/catalog/movies/search',
    { schema: { tags, summary: 'Searches movies by title, 20 a page (an empty query is "a")', querystring: titleSearchQuerySchema, response: { 200: moviePageSchema } } },
    async (request) => movies.searchMovies(request.query.query, request.query.page, request.lang),
  );
  app.get(
    '/catalog/shows/search',
    { schema: { tags, summary: 'Searches TV shows by name, 20 a page (an empty query is "a")', querystring: titleSearchQuerySchema, response: { 200: showPageSchema } } },
    async (request) => movies.searchShows(request.query.query, request.query.page, request.lang),
  );
  app.get(
    '/catalog/movies/upcoming',
    { schema: { tags, summary: 'Upcoming movies in a country (offline: the most recent)', querystring: regionQuerySchema, response: { 200: moviePageSchema } } },
    async (request) => movies.upcomingMovies(regionOf(request, request.query.region), request.lang),
  );
  app.get('/catalog/shows/top-rated', { schema: { tags, summary: 'Top-rated TV shows, page 1', response: { 200: showPageSchema } } }, async (request) =>
    movies.topRatedShows(request.lang),
  );
  app.get(
    '/catalog/movies/:id',
    { schema: { tags, summary: "A movie's details, cast and up to 12 similar movies", params: titleIdParamsSchema, response: { 200: movieDetailsSchema } } },
    async (request) => (await movies.movie(request.params.id, request.lang)) ?? Promise.reject(notFound()),
  );
  app.get(
    '/catalog/shows/:id',
    { schema: { tags, summary: "A show's details, cast and up to 12 similar shows with a backdrop", params: titleIdParamsSchema, response: { 200: showDetailsSchema } } },
    async (request) => (await movies.show(request.params.id, request.lang)) ?? Promise.reject(notFound()),
  );
  app.get(
    '/catalog/:kind/:id/providers',
    {
      schema: {
        tags,
        summary: 'Where a title streams (flat rate) in one country; offline, an illustration',
        params: kindParamsSchema.extend(titleIdParamsSchema.shape),
        querystring: regionQuerySchema,
        response: { 200: titleProvidersSchema },
      },
    },
    async (request) =>
      (await movies.titleProviders(request.params.kind, request.params.id, regionOf(request, request.query.region))) ?? Promise.reject(notFound()),
  );
  app.get(
    '/catalog/genres/:kind',
    { schema: { tags, summary: 'The genres of movies or TV shows, named in the language', params: kindParamsSchema, response: { 200: genresResponseSchema } } },
    async (request) => ({ genres: await movies.genres(request.params.kind, request.lang) }),
  );
  app.get(
    '/catalog/watch-providers/:kind',
    {
      schema: { tags, summary: 'The streaming services of a country, in display order', params: kindParamsSchema, querystring: regionQuerySchema, response: { 200: providersResponseSchema } },
    },
    async (request) => ({ results: await movies.watchProviders(request.params.kind, regionOf(request, request.query.region), request.lang) }),
  );
  app.get('/catalog/regions', { schema: { tags, summary: 'The 120 countries with streaming data', response: { 200: regionsResponseSchema } } }, async (request) => ({
    results: await movies.regions(request.lang),
  }));
  app.get(
    '/catalog/discover/:kind',
    {
      schema: {
        tags,
        summary: "Binge Buddy's recommendations: filters OR-ed within, AND-ed across, by popularity",
        params: kindParamsSchema,
        querystring: discoverQuerySchema,
        response: { 200: discoverPageSchema },
      },
    },
    async (request) => {
      const region = regionOf(request, request.query.region);
      return movies.discover(request.params.kind, { ...request.query, region }, request.lang);
    },
  );

  app.get(
    '/catalog/videos/trending',
    { schema: { tags, summary: 'The 25 most popular videos of a country', querystring: regionQuerySchema, response: { 200: videoPageSchema } } },
    async (request) => ({ items: await videos.trending(regionOf(request, request.query.region), request.lang), nextPageToken: null, prevPageToken: null }),
  );
  app.get(
    '/catalog/videos/search',
    { schema: { tags, summary: 'Searches videos, 10 a page, paged with tokens', querystring: videoSearchQuerySchema, response: { 200: videoPageSchema } } },
    async (request) => videos.search(request.query.q, request.query.pageToken, request.lang),
  );
  app.get(
    '/catalog/videos/:id',
    { schema: { tags, summary: "A video's details", params: videoIdParamsSchema, response: { 200: videoDetailsSchema } } },
    async (request) => (await videos.video(request.params.id, request.lang)) ?? Promise.reject(notFound()),
  );

  app.get('/catalog/podcasts/top', { schema: { tags, summary: "The top 50 podcasts of the language's country", response: { 200: podcastsResponseSchema } } }, async (request) => ({
    results: await podcasts.top(storefrontOf(request.lang)),
  }));
  app.get(
    '/catalog/podcasts/search',
    { schema: { tags, summary: 'Searches podcasts by name', querystring: podcastSearchQuerySchema, response: { 200: podcastsResponseSchema } } },
    async (request) => ({ results: await podcasts.search(request.query.term, storefrontOf(request.lang)) }),
  );
};
