import {
  CAST_MAX,
  CATALOG_PAGE_MAX,
  SIMILAR_TITLES_MAX,
  type CatalogKind,
  type DiscoverQuery,
  type Lang,
  type MovieDetails,
  type MovieSummary,
  type Paged,
  type Provider,
  type ShowDetails,
  type ShowSummary,
} from '@pepites/contracts';
import { tmdbBackdropPath, tmdbLogoPath, tmdbPosterPath, tmdbProfilePath } from '../images/image-paths.js';
import { offlineData } from '../offline/offline-data.js';
import type { MovieDatabase, TitleOffers } from '../provider.js';
import { questionOf, type Upstream } from './upstream.js';

/** The movie database (v3), live. Only the fields of our contracts are kept from its answers. */
const HOUR = 3600;
const TTL = { search: 6 * HOUR, details: 24 * HOUR, providers: 24 * HOUR, lists: 6 * HOUR, reference: 7 * 24 * HOUR };

/**
 * The TV genres the movie database leaves untranslated in French get ours: the
 * offline catalogue's labels, the one place they are written.
 */
let frenchTvLabels: Map<number, string> | undefined;
function frenchTvLabel(id: number): string | undefined {
  frenchTvLabels ??= new Map(offlineData().genres.tv.map((genre) => [genre.id, genre.fr]));
  return frenchTvLabels.get(id);
}

type Json = Record<string, unknown>;
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const strOrNull = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const int = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : null;
const list = (value: unknown): Json[] =>
  Array.isArray(value) ? (value.filter((entry) => entry && typeof entry === 'object') as Json[]) : [];
const ints = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((entry): entry is number => Number.isInteger(entry)) : [];

// Every image path is ours: the server fetches the image from the movie database's image host
// (docs/decisions/023-one-image-pipeline.md).
function movieSummary(raw: Json): MovieSummary {
  const id = int(raw.id) ?? 0;
  return {
    id,
    title: str(raw.title),
    original_title: str(raw.original_title) || str(raw.title),
    release_date: str(raw.release_date),
    original_language: str(raw.original_language),
    genre_ids: ints(raw.genre_ids),
    poster_path: tmdbPosterPath('movie', id, raw.poster_path),
    backdrop_path: tmdbBackdropPath('movie', id, raw.backdrop_path),
  };
}

function showSummary(raw: Json): ShowSummary {
  const id = int(raw.id) ?? 0;
  return {
    id,
    name: str(raw.name),
    original_name: str(raw.original_name) || str(raw.name),
    first_air_date: str(raw.first_air_date),
    original_language: str(raw.original_language),
    genre_ids: ints(raw.genre_ids),
    poster_path: tmdbPosterPath('tv', id, raw.poster_path),
    backdrop_path: tmdbBackdropPath('tv', id, raw.backdrop_path),
  };
}

function paged<T>(raw: Json, map: (entry: Json) => T): Paged<T> {
  return {
    page: int(raw.page) ?? 1,
    results: list(raw.results).map(map),
    // The movie database refuses pages past 500; so do we (docs/product.md#catalogue).
    total_pages: Math.min(CATALOG_PAGE_MAX, int(raw.total_pages) ?? 0),
    total_results: int(raw.total_results) ?? 0,
  };
}

const genresOf = (raw: unknown, kind: CatalogKind, lang: Lang) =>
  list(raw).map((genre) => {
    const id = int(genre.id) ?? 0;
    return { id, name: (lang === 'fr' && kind === 'tv' && frenchTvLabel(id)) || str(genre.name) };
  });

const castOf = (credits: unknown) =>
  list((credits as Json | undefined)?.cast)
    .slice(0, CAST_MAX)
    .map((member) => ({
      id: int(member.id) ?? 0,
      name: str(member.name),
      known_for_department: strOrNull(member.known_for_department),
      character: strOrNull(member.character),
      profile_path: tmdbProfilePath(member.profile_path),
    }));

/** The names of the crew with that job ("Director"), in the credits' order, each once. */
const crewNamed = (credits: unknown, job: string) => [
  ...new Set(
    list((credits as Json | undefined)?.crew)
      .filter((member) => member.job === job)
      .map((member) => str(member.name))
      .filter(Boolean),
  ),
];
const namesOf = (raw: unknown) =>
  list(raw)
    .map((entry) => str(entry.name))
    .filter(Boolean);

function providerOf(raw: Json): Provider {
  const id = int(raw.provider_id) ?? 0;
  return { provider_id: id, provider_name: str(raw.provider_name), logo_path: tmdbLogoPath(id, raw.logo_path) };
}

/** A title's offers in one country, from its watch/providers answer (every country in one answer). */
function offersIn(raw: Json, region: string): TitleOffers {
  const country = ((raw.results as Json | undefined)?.[region] ?? {}) as Json;
  return {
    flatrate: list(country.flatrate).map(providerOf),
    rent: list(country.rent).map(providerOf),
    buy: list(country.buy).map(providerOf),
    link: strOrNull(country.link),
  };
}

export interface TmdbOptions {
  /** A v3 API key, or a v4 read access token (a JWT, starting `eyJ`). */
  key: string;
  upstream: Upstream;
  baseUrl?: string;
}

export function liveMovieDatabase({
  key,
  upstream,
  baseUrl = 'https://api.themoviedb.org/3',
}: TmdbOptions): MovieDatabase {
  const bearer = key.startsWith('eyJ');
  const languageOf = (lang: Lang) => (lang === 'fr' ? 'fr-FR' : 'en-US');

  async function get(
    path: string,
    params: Record<string, string | number | undefined>,
    ttlSeconds: number,
    notFoundIsNull = false,
    fresh = false,
  ): Promise<Json | null> {
    const url = new URL(`${baseUrl}${path}`);
    for (const [name, value] of Object.entries(params))
      if (value !== undefined && value !== '') url.searchParams.set(name, String(value));
    const question = questionOf(url);
    if (!bearer) url.searchParams.set('api_key', key);
    const headers = bearer ? { authorization: `Bearer ${key}` } : undefined;
    return (await upstream.get(question, { url, headers, ttlSeconds, notFoundIsNull }, { fresh })) as Json | null;
  }

  const details = async (kind: CatalogKind, id: number, lang: Lang) => {
    const raw = await get(
      `/${kind}/${id}`,
      { language: languageOf(lang), append_to_response: 'credits,similar' },
      TTL.details,
      true,
    );
    if (!raw) return null;
    // An untranslated overview comes back empty: the English one stands in.
    if (lang === 'fr' && !str(raw.overview)) {
      const english = await get(
        `/${kind}/${id}`,
        { language: 'en-US', append_to_response: 'credits,similar' },
        TTL.details,
        true,
      );
      if (english) raw.overview = english.overview;
    }
    return raw;
  };

  return {
    source: 'live',
    async searchMovies(query, page, lang) {
      return paged(
        (await get('/search/movie', { query, page, language: languageOf(lang), include_adult: 'false' }, TTL.search)) ??
          {},
        movieSummary,
      );
    },
    async searchShows(query, page, lang) {
      return paged(
        (await get('/search/tv', { query, page, language: languageOf(lang), include_adult: 'false' }, TTL.search)) ??
          {},
        showSummary,
      );
    },
    async upcomingMovies(region, lang) {
      return paged(
        (await get('/movie/upcoming', { page: 1, region, language: languageOf(lang) }, TTL.lists)) ?? {},
        movieSummary,
      );
    },
    async topRatedShows(lang) {
      return paged((await get('/tv/top_rated', { page: 1, language: languageOf(lang) }, TTL.lists)) ?? {}, showSummary);
    },
    async movie(id, lang): Promise<MovieDetails | null> {
      const raw = await details('movie', id, lang);
      if (!raw) return null;
      return {
        ...movieSummary(raw),
        overview: str(raw.overview),
        runtime: int(raw.runtime) || null,
        genres: genresOf(raw.genres, 'movie', lang),
        production_companies: list(raw.production_companies).map((company) => ({
          id: int(company.id) ?? 0,
          name: str(company.name),
        })),
        production_countries: list(raw.production_countries).map((country) => ({
          iso_3166_1: str(country.iso_3166_1),
          name: str(country.name),
        })),
        directors: crewNamed(raw.credits, 'Director'),
        imdb_id: strOrNull(raw.imdb_id),
        cast: castOf(raw.credits),
        similar: list((raw.similar as Json | undefined)?.results)
          .slice(0, SIMILAR_TITLES_MAX)
          .map(movieSummary),
        source: 'live',
      };
    },
    async show(id, lang): Promise<ShowDetails | null> {
      const raw = await details('tv', id, lang);
      if (!raw) return null;
      return {
        ...showSummary(raw),
        overview: str(raw.overview),
        episode_run_time: ints(raw.episode_run_time),
        number_of_episodes: int(raw.number_of_episodes),
        number_of_seasons: int(raw.number_of_seasons),
        status: strOrNull(raw.status),
        genres: genresOf(raw.genres, 'tv', lang),
        networks: namesOf(raw.networks),
        creators: namesOf(raw.created_by),
        cast: castOf(raw.credits),
        // Only the similar shows with a backdrop image (docs/product.md#title-pages).
        similar: list((raw.similar as Json | undefined)?.results)
          .map(showSummary)
          .filter((show) => show.backdrop_path)
          .slice(0, SIMILAR_TITLES_MAX),
        source: 'live',
      };
    },
    async findByImdbId(imdbId) {
      const raw = await get(`/find/${encodeURIComponent(imdbId)}`, { external_source: 'imdb_id' }, TTL.details, true);
      const movie = int(list(raw?.movie_results)[0]?.id);
      if (movie !== null) return { kind: 'movie', id: movie };
      const show = int(list(raw?.tv_results)[0]?.id);
      return show === null ? null : { kind: 'tv', id: show };
    },
    async titleProviders(kind, id, region) {
      const raw = await get(`/${kind}/${id}/watch/providers`, {}, TTL.providers, true);
      if (!raw) return null;
      const { flatrate, link } = offersIn(raw, region);
      return { region, flatrate, link, illustrative: false };
    },
    async titleOffers(kind, id, regions, options = {}) {
      const raw = await get(`/${kind}/${id}/watch/providers`, {}, TTL.providers, true, options.fresh);
      return raw && new Map(regions.map((region) => [region, offersIn(raw, region)]));
    },
    async genres(kind, lang) {
      return genresOf(
        (await get(`/genre/${kind}/list`, { language: languageOf(lang) }, TTL.reference))?.genres,
        kind,
        lang,
      );
    },
    async watchProviders(kind, region, lang) {
      const raw = await get(
        `/watch/providers/${kind}`,
        { watch_region: region, language: languageOf(lang) },
        TTL.reference,
      );
      return list(raw?.results)
        .sort((a, b) => (int(a.display_priority) ?? 0) - (int(b.display_priority) ?? 0))
        .map(providerOf);
    },
    async regions(lang) {
      const raw = await get('/watch/providers/regions', { language: languageOf(lang) }, TTL.reference);
      return list(raw?.results)
        .map((region) => ({
          iso_3166_1: str(region.iso_3166_1),
          english_name: str(region.english_name),
          native_name: str(region.native_name),
        }))
        .sort((a, b) => a.english_name.localeCompare(b.english_name));
    },
    async discover(kind, query: DiscoverQuery, lang) {
      const movie = kind === 'movie';
      const raw = await get(
        `/discover/${kind}`,
        {
          language: languageOf(lang),
          sort_by: 'popularity.desc',
          page: query.page,
          with_genres: query.genres?.join('|'),
          with_watch_providers: query.providers?.join('|'),
          watch_region: query.region,
          with_original_language: query.language,
          [movie ? 'primary_release_date.gte' : 'first_air_date.gte']: query.from,
          [movie ? 'primary_release_date.lte' : 'first_air_date.lte']: query.to,
          'with_runtime.gte': query.runtime_min,
          'with_runtime.lte': query.runtime_max,
          include_null_first_air_dates: movie ? undefined : 'false',
          include_adult: 'false',
        },
        TTL.search,
      );
      const results = paged(raw ?? {}, (entry) => {
        const id = int(entry.id) ?? 0;
        return {
          id,
          title: str(movie ? entry.title : entry.name),
          original_title: str(movie ? entry.original_title : entry.original_name),
          poster_path: tmdbPosterPath(kind, id, entry.poster_path),
        };
      });
      // The movie database filters on its own runtimes and its results carry none: which of them had
      // no runtime is not ours to count (docs/decisions/022-catalogue-facts-and-binge-buddy.md).
      return { ...results, runtime_unknown: null };
    },
  };
}
