import type {
  CatalogInfo,
  CatalogKind,
  DiscoverPage,
  GenresResponse,
  Lang,
  MovieDetails,
  MoviePage,
  PodcastsResponse,
  ProvidersResponse,
  RegionsResponse,
  ShowDetails,
  ShowPage,
  TitleProviders,
  VideoDetails,
  VideoPage,
} from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * Every catalogue call of the app, as query options the route loaders (on the server too) and the
 * screens share. The language is in every key: titles, genres and descriptions follow it.
 */
const search = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}` : '';
};

/** Catalogue answers change rarely: a screen shown again within five minutes is not refetched. */
const CATALOG_STALE_MS = 5 * 60_000;

export const catalogKeys = {
  all: ['catalog'] as const,
};

export const catalogQueries = {
  info: () =>
    queryOptions({ queryKey: ['catalog', 'info'], queryFn: ({ signal }) => api<CatalogInfo>('/catalog/info', { signal }), staleTime: Infinity }),

  /** Movie or TV search by title, 20 a page. */
  searchTitles: (kind: CatalogKind, lang: Lang, query: string, page: number) =>
    queryOptions({
      queryKey: ['catalog', kind, 'search', lang, query, page],
      queryFn: ({ signal }) => api<MoviePage | ShowPage>(`/catalog/${kind === 'movie' ? 'movies' : 'shows'}/search${search({ query, page })}`, { signal }),
      staleTime: CATALOG_STALE_MS,
      placeholderData: keepPreviousData,
    }),
  upcomingMovies: (lang: Lang, region: string) =>
    queryOptions({
      queryKey: ['catalog', 'movies', 'upcoming', lang, region],
      queryFn: ({ signal }) => api<MoviePage>(`/catalog/movies/upcoming${search({ region })}`, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  topRatedShows: (lang: Lang) =>
    queryOptions({
      queryKey: ['catalog', 'shows', 'top-rated', lang],
      queryFn: ({ signal }) => api<ShowPage>('/catalog/shows/top-rated', { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  /** A movie's or a show's details, with its cast and similar titles. */
  titleDetails: (kind: CatalogKind, lang: Lang, id: number) =>
    queryOptions({
      queryKey: ['catalog', kind, 'details', lang, id],
      queryFn: ({ signal }) => api<MovieDetails | ShowDetails>(`/catalog/${kind === 'movie' ? 'movies' : 'shows'}/${id}`, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  /** Where a title streams in one country (the details pages' panel). */
  titleProviders: (kind: CatalogKind, id: number, region: string) =>
    queryOptions({
      queryKey: ['catalog', 'title-providers', kind, id, region],
      queryFn: ({ signal }) => api<TitleProviders>(`/catalog/${kind}/${id}/providers${search({ region })}`, { signal }),
      staleTime: CATALOG_STALE_MS,
      placeholderData: keepPreviousData,
    }),
  genres: (lang: Lang, kind: CatalogKind) =>
    queryOptions({
      queryKey: ['catalog', 'genres', lang, kind],
      queryFn: ({ signal }) => api<GenresResponse>(`/catalog/genres/${kind}`, { signal }),
      staleTime: Infinity,
    }),
  /** The streaming services of a country (Binge Buddy step 2). */
  watchProviders: (lang: Lang, kind: CatalogKind, region: string) =>
    queryOptions({
      queryKey: ['catalog', 'watch-providers', lang, kind, region],
      queryFn: ({ signal }) => api<ProvidersResponse>(`/catalog/watch-providers/${kind}${search({ region })}`, { signal }),
      staleTime: CATALOG_STALE_MS,
      placeholderData: keepPreviousData,
    }),
  regions: (lang: Lang) =>
    queryOptions({
      queryKey: ['catalog', 'regions', lang],
      queryFn: ({ signal }) => api<RegionsResponse>('/catalog/regions', { signal }),
      staleTime: Infinity,
    }),
  discover: (lang: Lang, kind: CatalogKind, filters: DiscoverFilters) =>
    queryOptions({
      queryKey: ['catalog', 'discover', lang, kind, filters],
      queryFn: ({ signal }) => api<DiscoverPage>(`/catalog/discover/${kind}${search(discoverParams(filters))}`, { signal }),
      staleTime: CATALOG_STALE_MS,
      placeholderData: keepPreviousData,
    }),

  trendingVideos: (lang: Lang, region: string) =>
    queryOptions({
      queryKey: ['catalog', 'videos', 'trending', lang, region],
      queryFn: ({ signal }) => api<VideoPage>(`/catalog/videos/trending${search({ region })}`, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  searchVideos: (lang: Lang, q: string, pageToken: string | undefined) =>
    queryOptions({
      queryKey: ['catalog', 'videos', 'search', lang, q, pageToken ?? ''],
      queryFn: ({ signal }) => api<VideoPage>(`/catalog/videos/search${search({ q, pageToken })}`, { signal }),
      staleTime: CATALOG_STALE_MS,
      placeholderData: keepPreviousData,
    }),
  video: (lang: Lang, id: string) =>
    queryOptions({
      queryKey: ['catalog', 'videos', 'details', lang, id],
      queryFn: ({ signal }) => api<VideoDetails>(`/catalog/videos/${encodeURIComponent(id)}`, { signal }),
      staleTime: CATALOG_STALE_MS,
    }),

  topPodcasts: (lang: Lang) =>
    queryOptions({
      queryKey: ['catalog', 'podcasts', 'top', lang],
      queryFn: ({ signal }) => api<PodcastsResponse>('/catalog/podcasts/top', { signal }),
      staleTime: CATALOG_STALE_MS,
    }),
  searchPodcasts: (lang: Lang, term: string) =>
    queryOptions({
      queryKey: ['catalog', 'podcasts', 'search', lang, term],
      queryFn: ({ signal }) => api<PodcastsResponse>(`/catalog/podcasts/search${search({ term })}`, { signal }),
      staleTime: CATALOG_STALE_MS,
      placeholderData: keepPreviousData,
    }),
};

/** Binge Buddy's filters as the discover route reads them; ids are OR-ed (a pipe between them). */
export interface DiscoverFilters {
  genres: number[];
  providers: number[];
  region: string;
  language?: string;
  /** `YYYY-MM-DD` */
  from?: string;
  to?: string;
  runtimeMin?: number;
  runtimeMax?: number;
  page: number;
}

function discoverParams(filters: DiscoverFilters): Record<string, string | number | undefined> {
  return {
    genres: filters.genres.join('|') || undefined,
    providers: filters.providers.join('|') || undefined,
    region: filters.region,
    language: filters.language,
    from: filters.from,
    to: filters.to,
    runtime_min: filters.runtimeMin,
    runtime_max: filters.runtimeMax,
    page: filters.page,
  };
}
