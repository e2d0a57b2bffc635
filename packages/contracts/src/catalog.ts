import { z } from 'zod';
import { isCleanLine } from './text.js';
import {
  CATALOG_DEFAULT_QUERY,
  CATALOG_IMAGE_PREFIX,
  CATALOG_KINDS,
  CATALOG_PAGE_MAX,
  CATALOG_QUERY_MAX,
  CATALOG_SOURCES,
} from './catalog-constants.js';

/**
 * The catalogue (docs/product.md#catalogue): what our API answers under /api/catalog,
 * whichever provider (offline or live) is behind it. Shapes keep the movie database's field names
 * where the screens read them, so a live answer maps onto them without renaming.
 */

// ---------------------------------------------------------------- request parameters
const intParam = (min: number, max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}$/, 'field.invalid')
    .transform(Number)
    .pipe(z.number().int().min(min, 'field.invalid').max(max, 'field.invalid'));

/** A title id of the movie database: a positive 32-bit integer, plain digits. */
export const titleIdSchema = intParam(1, 2_147_483_647);
export const titleIdParamsSchema = z.object({ id: titleIdSchema });

const searchText = z
  .string()
  .trim()
  .max(CATALOG_QUERY_MAX, 'catalog.query.tooLong')
  .refine(isCleanLine, 'field.control');
export const catalogPageSchema = intParam(1, CATALOG_PAGE_MAX).default(1);

/** An ISO 3166-1 country code, upper case (`FR`); the route checks it is one of the regions. */
export const regionCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'catalog.region')
  .transform((code) => code.toUpperCase());

/** `?query=&page=`: an empty query is the default "a". */
export const titleSearchQuerySchema = z.object({
  query: searchText.transform((query) => query || CATALOG_DEFAULT_QUERY).default(CATALOG_DEFAULT_QUERY),
  page: catalogPageSchema,
});
export type TitleSearchQuery = z.infer<typeof titleSearchQuerySchema>;

export const regionQuerySchema = z.object({ region: regionCodeSchema.optional() });
export const kindParamsSchema = z.object({ kind: z.enum(CATALOG_KINDS, { error: 'catalog.kind' }) });

/** A video platform id: 11 characters of its URL-safe alphabet. */
export const videoIdSchema = z.string().regex(/^[A-Za-z0-9_-]{11}$/, 'field.invalid');
export const videoIdParamsSchema = z.object({ id: videoIdSchema });
/** The video platform's page tokens are short URL-safe strings; ours (offline) too. */
export const pageTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'field.invalid');
export const videoSearchQuerySchema = z.object({
  q: searchText.min(1, 'catalog.query.required'),
  pageToken: pageTokenSchema.optional(),
});
export type VideoSearchQuery = z.infer<typeof videoSearchQuerySchema>;

export const podcastSearchQuerySchema = z.object({ term: searchText.min(1, 'catalog.query.required') });

const idList = (max: number) =>
  z
    .string()
    .regex(/^[0-9]{1,10}([|,][0-9]{1,10})*$/, 'field.invalid')
    .transform((value) => [...new Set(value.split(/[|,]/).map(Number))])
    .refine((ids) => ids.length <= max, 'field.invalid');
const isoDate = z
  .string()
  .regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, 'catalog.date')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'catalog.date',
  );
const minutes = intParam(0, 1000);

/** Binge Buddy's discover call: every filter optional; ids are OR-ed, as the pipe says. */
export const discoverQuerySchema = z
  .object({
    genres: idList(30).optional(),
    providers: idList(100).optional(),
    region: regionCodeSchema.optional(),
    language: z
      .string()
      .regex(/^[a-z]{2}$/, 'field.invalid')
      .optional(),
    from: isoDate.optional(),
    to: isoDate.optional(),
    runtime_min: minutes.optional(),
    runtime_max: minutes.optional(),
    page: catalogPageSchema,
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'catalog.period', path: ['to'] })
  .refine((q) => q.runtime_min === undefined || q.runtime_max === undefined || q.runtime_min <= q.runtime_max, {
    message: 'catalog.runtime',
    path: ['runtime_max'],
  });
export type DiscoverQuery = z.infer<typeof discoverQuerySchema>;

// ---------------------------------------------------------------- response shapes
/** A page of the movie database's envelope (20 results a page, at most 500 pages). */
export const pagedSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    page: z.number().int(),
    results: z.array(item),
    total_pages: z.number().int(),
    total_results: z.number().int(),
  });
export interface Paged<T> {
  page: number;
  results: T[];
  total_pages: number;
  total_results: number;
}

export const genreSchema = z.object({ id: z.number().int(), name: z.string() });
export type Genre = z.infer<typeof genreSchema>;
export const genresResponseSchema = z.object({ genres: z.array(genreSchema) });
export type GenresResponse = z.infer<typeof genresResponseSchema>;

/**
 * An image of the catalogue: always a path of ours (`/api/catalog/images/…`), drawn offline or
 * fetched from the service and resized live by our server, or null; the browser never loads an
 * outside image (docs/decisions/023-one-image-pipeline.md). Checked on every answer.
 */
const imagePath = z.string().startsWith(`${CATALOG_IMAGE_PREFIX}/`).nullable();

export const movieSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  original_title: z.string(),
  /** `YYYY-MM-DD`, or '' when unknown (as the movie database sends it). */
  release_date: z.string(),
  original_language: z.string(),
  genre_ids: z.array(z.number().int()),
  poster_path: imagePath,
  backdrop_path: imagePath,
});
export type MovieSummary = z.infer<typeof movieSummarySchema>;

export const showSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  original_name: z.string(),
  first_air_date: z.string(),
  original_language: z.string(),
  genre_ids: z.array(z.number().int()),
  poster_path: imagePath,
  backdrop_path: imagePath,
});
export type ShowSummary = z.infer<typeof showSummarySchema>;

export const moviePageSchema = pagedSchema(movieSummarySchema);
export type MoviePage = Paged<MovieSummary>;
export const showPageSchema = pagedSchema(showSummarySchema);
export type ShowPage = Paged<ShowSummary>;

export const castMemberSchema = z.object({
  /** The movie database's person id; null for a name taken from a public dataset that has none. */
  id: z.number().int().nullable(),
  name: z.string(),
  known_for_department: z.string().nullable(),
  character: z.string().nullable(),
  profile_path: imagePath,
});
export type CastMember = z.infer<typeof castMemberSchema>;

/** A company: the movie database's id, or null when only its name is known. */
const namedSchema = z.object({ id: z.number().int().nullable(), name: z.string() });
const countrySchema = z.object({ iso_3166_1: z.string(), name: z.string() });

export const movieDetailsSchema = movieSummarySchema.extend({
  overview: z.string(),
  runtime: z.number().int().nullable(),
  genres: z.array(genreSchema),
  production_companies: z.array(namedSchema),
  production_countries: z.array(countrySchema),
  /** Names, in the credits' order. */
  directors: z.array(z.string()),
  /** `tt…`, for a link to the title's IMDb page. */
  imdb_id: z.string().nullable(),
  cast: z.array(castMemberSchema),
  similar: z.array(movieSummarySchema),
  source: z.enum(CATALOG_SOURCES),
});
export type MovieDetails = z.infer<typeof movieDetailsSchema>;

export const showDetailsSchema = showSummarySchema.extend({
  overview: z.string(),
  episode_run_time: z.array(z.number().int()),
  number_of_episodes: z.number().int().nullable(),
  number_of_seasons: z.number().int().nullable(),
  status: z.string().nullable(),
  genres: z.array(genreSchema),
  /** The channels or services that air it, by name. */
  networks: z.array(z.string()),
  /** Who created it, by name. */
  creators: z.array(z.string()),
  cast: z.array(castMemberSchema),
  /** Only those with a backdrop, at most 12 (docs/product.md#title-pages). */
  similar: z.array(showSummarySchema),
  source: z.enum(CATALOG_SOURCES),
});
export type ShowDetails = z.infer<typeof showDetailsSchema>;

export const providerSchema = z.object({
  provider_id: z.number().int(),
  provider_name: z.string(),
  logo_path: imagePath,
});
export type Provider = z.infer<typeof providerSchema>;

/** Where one title streams in one country (flat rate: the services a subscription covers, all the title page shows). */
export const titleProvidersSchema = z.object({
  region: z.string(),
  flatrate: z.array(providerSchema),
  /** The movie database's page for the title in that country, where it wants users sent. */
  link: z.string().nullable(),
  /** True offline: which title streams where is not in our data, so the list is an illustration. */
  illustrative: z.boolean(),
});
export type TitleProviders = z.infer<typeof titleProvidersSchema>;

export const providersResponseSchema = z.object({ results: z.array(providerSchema) });
export type ProvidersResponse = z.infer<typeof providersResponseSchema>;

export const regionSchema = z.object({ iso_3166_1: z.string(), english_name: z.string(), native_name: z.string() });
export type Region = z.infer<typeof regionSchema>;
export const regionsResponseSchema = z.object({ results: z.array(regionSchema) });
export type RegionsResponse = z.infer<typeof regionsResponseSchema>;

/** A Binge Buddy result: id, poster_path, original_title, and the title in the language. */
export const discoverResultSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  original_title: z.string(),
  poster_path: imagePath,
});
export type DiscoverResult = z.infer<typeof discoverResultSchema>;
export const discoverPageSchema = pagedSchema(discoverResultSchema).extend({
  /**
   * With a runtime filter, how many of the matches have no known runtime (they are kept: an unknown
   * runtime is no reason to leave a title out); null without a runtime filter, or when the provider
   * cannot tell (the live movie database). See docs/decisions/022-catalogue-facts-and-binge-buddy.md.
   */
  runtime_unknown: z.number().int().nullable(),
});
export type DiscoverPage = Paged<DiscoverResult> & { runtime_unknown: number | null };

/** A video of the video platform, flattened from its search and videos resources. */
export const videoSchema = z.object({
  id: z.string(),
  etag: z.string(),
  title: z.string(),
  channel_title: z.string(),
  published_at: z.string(),
  thumbnail: imagePath,
});
export type Video = z.infer<typeof videoSchema>;
export const videoPageSchema = z.object({
  items: z.array(videoSchema),
  nextPageToken: z.string().nullable(),
  prevPageToken: z.string().nullable(),
});
export type VideoPage = z.infer<typeof videoPageSchema>;
export const videoDetailsSchema = videoSchema.extend({ description: z.string(), source: z.enum(CATALOG_SOURCES) });
export type VideoDetails = z.infer<typeof videoDetailsSchema>;

/** A podcast of the directory, from its search or its chart, under one shape. */
export const podcastSchema = z.object({
  id: z.string(),
  name: z.string(),
  artist: z.string().nullable(),
  artwork: imagePath,
  url: z.string(),
  genre: z.string().nullable(),
});
export type Podcast = z.infer<typeof podcastSchema>;
export const podcastsResponseSchema = z.object({ results: z.array(podcastSchema) });
export type PodcastsResponse = z.infer<typeof podcastsResponseSchema>;

/** `GET /api/catalog/info`: which services are live, for the discreet notice and the credits. */
export const catalogInfoSchema = z.object({
  movies: z.enum(CATALOG_SOURCES),
  videos: z.enum(CATALOG_SOURCES),
  podcasts: z.enum(CATALOG_SOURCES),
});
export type CatalogInfo = z.infer<typeof catalogInfoSchema>;
