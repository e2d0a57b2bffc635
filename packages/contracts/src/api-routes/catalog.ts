import * as p from '../api-paths.js';
import {
  catalogInfoSchema,
  discoverPageSchema,
  discoverQuerySchema,
  genresResponseSchema,
  kindParamsSchema,
  movieDetailsSchema,
  moviePageSchema,
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
} from '../catalog.js';
import { route } from './define.js';

/** The catalogue under /catalog (its images, `/catalog/images/…`, are not JSON and stay out). */
export const catalogRoutes = {
  catalogInfo: route(p.catalogInfo, { response: { 200: catalogInfoSchema } }),
  searchMovies: route(p.searchMovies, { querystring: titleSearchQuerySchema, response: { 200: moviePageSchema } }),
  searchShows: route(p.searchShows, { querystring: titleSearchQuerySchema, response: { 200: showPageSchema } }),
  upcomingMovies: route(p.upcomingMovies, { querystring: regionQuerySchema, response: { 200: moviePageSchema } }),
  topRatedShows: route(p.topRatedShows, { response: { 200: showPageSchema } }),
  movieDetails: route(p.movieDetails, { params: titleIdParamsSchema, response: { 200: movieDetailsSchema } }),
  showDetails: route(p.showDetails, { params: titleIdParamsSchema, response: { 200: showDetailsSchema } }),
  titleProviders: route(p.titleProviders, {
    params: kindParamsSchema.extend(titleIdParamsSchema.shape),
    querystring: regionQuerySchema,
    response: { 200: titleProvidersSchema },
  }),
  genres: route(p.genres, { params: kindParamsSchema, response: { 200: genresResponseSchema } }),
  watchProviders: route(p.watchProviders, {
    params: kindParamsSchema,
    querystring: regionQuerySchema,
    response: { 200: providersResponseSchema },
  }),
  regions: route(p.regions, { response: { 200: regionsResponseSchema } }),
  discover: route(p.discover, {
    params: kindParamsSchema,
    querystring: discoverQuerySchema,
    response: { 200: discoverPageSchema },
  }),
  trendingVideos: route(p.trendingVideos, { querystring: regionQuerySchema, response: { 200: videoPageSchema } }),
  searchVideos: route(p.searchVideos, { querystring: videoSearchQuerySchema, response: { 200: videoPageSchema } }),
  videoDetails: route(p.videoDetails, { params: videoIdParamsSchema, response: { 200: videoDetailsSchema } }),
  topPodcasts: route(p.topPodcasts, { response: { 200: podcastsResponseSchema } }),
  searchPodcasts: route(p.searchPodcasts, {
    querystring: podcastSearchQuerySchema,
    response: { 200: podcastsResponseSchema },
  }),
};
