import {
  CAST_MAX,
  CATALOG_PAGE_SIZE,
  SIMILAR_TITLES_MAX,
  logoImagePath,
  posterImagePath,
  type CatalogKind,
  type DiscoverQuery,
  type Genre,
  type Lang,
  type MovieDetails,
  type MovieSummary,
  type Provider,
  type ShowDetails,
  type ShowSummary,
  type TitleProviders,
} from '@pepites/contracts';
import type { MovieDatabase } from '../provider.js';
import { illustrativeProviders } from './illustrative-providers.js';
import { offlineData, pageOf, searchEntries, type OfflineMovie, type OfflineShow, type ProviderEntry } from './offline-data.js';

const UPCOMING_COUNT = 20;

function movieSummary(movie: OfflineMovie): MovieSummary {
  const poster = posterImagePath('movie', movie.id);
  return {
    id: movie.id,
    title: movie.title,
    original_title: movie.original_title,
    release_date: movie.release_date,
    original_language: movie.original_language,
    genre_ids: movie.genre_ids,
    poster_path: poster,
    // Our drawn poster stands for a backdrop too: the offline catalogue has no other image.
    backdrop_path: poster,
  };
}

function showSummary(show: OfflineShow): ShowSummary {
  const poster = posterImagePath('tv', show.id);
  return {
    id: show.id,
    name: show.name,
    original_name: show.original_name,
    first_air_date: show.first_air_date,
    original_language: show.original_language,
    genre_ids: show.genre_ids,
    poster_path: poster,
    backdrop_path: poster,
  };
}

const toProvider = ([provider_id, provider_name]: ProviderEntry): Provider => ({ provider_id, provider_name, logo_path: logoImagePath(provider_id) });

/** The titles sharing the most genres with this one (then the catalogue's order), never itself. */
function similarTo<T extends { id: number; genre_ids: number[] }>(title: T, all: readonly T[]): T[] {
  const genres = new Set(title.genre_ids);
  if (genres.size === 0) return [];
  return all
    .map((other) => ({ other, shared: other.id === title.id ? 0 : other.genre_ids.filter((id) => genres.has(id)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((a, b) => b.shared - a.shared)
    .slice(0, SIMILAR_TITLES_MAX)
    .map(({ other }) => other);
}

function genreNames(ids: number[], kind: CatalogKind, lang: Lang): Genre[] {
  const genres = offlineData().genres[kind];
  return ids.flatMap((id) => {
    const genre = genres.find((candidate) => candidate.id === id);
    return genre ? [{ id, name: genre[lang] }] : [];
  });
}

const inPeriod = (date: string, query: DiscoverQuery) => (!query.from || (date !== '' && date >= query.from)) && (!query.to || (date !== '' && date <= query.to));
const inRuntime = (runtime: number | null, query: DiscoverQuery) =>
  runtime === null ? query.runtime_min === undefined && query.runtime_max === undefined : (query.runtime_min ?? 0) <= runtime && runtime <= (query.runtime_max ?? Infinity);

/** The built-in movie database: the titles of ../shared/data with our own descriptions (CONTRACT §5). */
export function offlineMovieDatabase(): MovieDatabase {
  const data = () => offlineData();

  const matchesDiscover = (kind: CatalogKind, title: { id: number; genre_ids: number[]; original_language: string }, date: string, runtime: number | null, query: DiscoverQuery) => {
    if (query.genres?.length && !title.genre_ids.some((id) => query.genres?.includes(id))) return false;
    if (query.language && title.original_language !== query.language) return false;
    if (!inPeriod(date, query) || !inRuntime(runtime, query)) return false;
    if (query.providers?.length) {
      const region = query.region ?? 'US';
      const streaming = illustrativeProviders(kind, title.id, region).map(([id]) => id);
      if (!streaming.some((id) => query.providers?.includes(id))) return false;
    }
    return true;
  };

  return {
    source: 'offline',
    async searchMovies(query, page) {
      const { movies, searchText } = data();
      return mapPage(searchEntries(movies, query, searchText), page, movieSummary);
    },
    async searchShows(query, page) {
      const { shows, searchText } = data();
      return mapPage(searchEntries(shows, query, searchText), page, showSummary);
    },
    async upcomingMovies() {
      // Offline there is no calendar: the catalogue's most recent releases stand for what is coming.
      const recent = [...data().movies].filter((movie) => movie.release_date).sort((a, b) => b.release_date.localeCompare(a.release_date));
      return mapPage(recent.slice(0, UPCOMING_COUNT), 1, movieSummary);
    },
    async topRatedShows() {
      return mapPage(data().shows.slice(0, CATALOG_PAGE_SIZE), 1, showSummary);
    },
    async movie(id, lang): Promise<MovieDetails | null> {
      const movie = data().movieById.get(id);
      if (!movie) return null;
      return {
        ...movieSummary(movie),
        overview: movie.overview[lang],
        runtime: movie.runtime,
        genres: genreNames(movie.genre_ids, 'movie', lang),
        production_companies: [],
        production_countries: [],
        cast: movie.cast.slice(0, CAST_MAX).map((member) => ({ ...member, profile_path: null })),
        similar: similarTo(movie, data().movies).map(movieSummary),
        source: 'offline',
      };
    },
    async show(id, lang): Promise<ShowDetails | null> {
      const show = data().showById.get(id);
      if (!show) return null;
      return {
        ...showSummary(show),
        overview: show.overview[lang],
        episode_run_time: show.episode_run_time ? [show.episode_run_time] : [],
        number_of_episodes: show.number_of_episodes,
        number_of_seasons: show.number_of_seasons,
        status: show.status,
        genres: genreNames(show.genre_ids, 'tv', lang),
        cast: [],
        similar: similarTo(show, data().shows).map(showSummary),
        source: 'offline',
      };
    },
    async titleProviders(kind, id, region): Promise<TitleProviders | null> {
      const known = kind === 'movie' ? data().movieById.has(id) : data().showById.has(id);
      if (!known) return null;
      return { region, flatrate: illustrativeProviders(kind, id, region).map(toProvider), link: null, illustrative: true };
    },
    async genres(kind, lang) {
      return data().genres[kind].map((genre) => ({ id: genre.id, name: genre[lang] }));
    },
    async watchProviders(kind, region) {
      return (data().providers[kind][region] ?? []).map(toProvider);
    },
    async regions() {
      return data().regions;
    },
    async discover(kind, query) {
      if (kind === 'movie') {
        const found = data().movies.filter((movie) => matchesDiscover(kind, movie, movie.release_date, movie.runtime, query));
        return mapPage(found, query.page, (movie) => ({ id: movie.id, title: movie.title, original_title: movie.original_title, poster_path: posterImagePath('movie', movie.id) }));
      }
      const found = data().shows.filter((show) => matchesDiscover(kind, show, show.first_air_date, show.episode_run_time, query));
      return mapPage(found, query.page, (show) => ({ id: show.id, title: show.name, original_title: show.original_name, poster_path: posterImagePath('tv', show.id) }));
    },
  };
}

function mapPage<T, R>(entries: readonly T[], page: number, map: (entry: T) => R) {
  const paged = pageOf(entries, page, CATALOG_PAGE_SIZE);
  return { ...paged, results: paged.results.map(map) };
}
