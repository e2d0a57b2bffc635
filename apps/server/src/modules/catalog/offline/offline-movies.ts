import {
  CATALOG_PAGE_SIZE,
  logoImagePath,
  type CatalogKind,
  type DiscoverPage,
  type DiscoverQuery,
  type Provider,
  type TitleProviders,
} from '@pepites/contracts';
import type { MovieDatabase, TitleOffers } from '../provider.js';
import { illustrativeProviders } from './illustrative-providers.js';
import { offlineData, pageOf, searchEntries, type ProviderEntry } from './offline-data.js';
import {
  movieDetails,
  moviePoster,
  movieSummary,
  movieTitle,
  showDetails,
  showName,
  showPoster,
  showSummary,
} from './offline-titles.js';

const UPCOMING_COUNT = 20;

const toProvider = ([provider_id, provider_name]: ProviderEntry): Provider => ({
  provider_id,
  provider_name,
  logo_path: logoImagePath(provider_id),
});

const inPeriod = (date: string, query: DiscoverQuery) =>
  (!query.from || (date !== '' && date >= query.from)) && (!query.to || (date !== '' && date <= query.to));
const hasRuntimeFilter = (query: DiscoverQuery) => query.runtime_min !== undefined || query.runtime_max !== undefined;
// Most runtimes are unknown offline: an unknown one matches any range rather than hiding the title
// (docs/decisions/022-catalogue-facts-and-binge-buddy.md); the answer counts them.
const inRuntime = (runtime: number | null, query: DiscoverQuery) =>
  runtime === null || ((query.runtime_min ?? 0) <= runtime && runtime <= (query.runtime_max ?? Infinity));

/** The built-in movie database: the offline catalogue's titles with our own descriptions (decision 019). */
export function offlineMovieDatabase(): MovieDatabase {
  const data = () => offlineData();
  const known = (kind: CatalogKind, id: number) => (kind === 'movie' ? data().movieById : data().showById).has(id);

  const matchesDiscover = (
    kind: CatalogKind,
    title: { id: number; genre_ids: number[]; original_language: string },
    date: string,
    runtime: number | null,
    query: DiscoverQuery,
  ) => {
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
    async searchMovies(query, page, lang) {
      const { movies, searchText } = data();
      return mapPage(searchEntries(movies, query, searchText), page, (movie) => movieSummary(movie, lang));
    },
    async searchShows(query, page, lang) {
      const { shows, searchText } = data();
      return mapPage(searchEntries(shows, query, searchText), page, (show) => showSummary(show, lang));
    },
    async upcomingMovies(_region, lang) {
      // Offline there is no calendar: the catalogue's most recent releases stand for what is coming.
      const recent = [...data().movies]
        .filter((movie) => movie.release_date)
        .sort((a, b) => b.release_date.localeCompare(a.release_date));
      return mapPage(recent.slice(0, UPCOMING_COUNT), 1, (movie) => movieSummary(movie, lang));
    },
    async topRatedShows(lang) {
      return mapPage(data().shows.slice(0, CATALOG_PAGE_SIZE), 1, (show) => showSummary(show, lang));
    },
    async movie(id, lang) {
      const movie = data().movieById.get(id);
      return movie ? movieDetails(movie, lang) : null;
    },
    async show(id, lang) {
      const show = data().showById.get(id);
      return show ? showDetails(show, lang) : null;
    },
    async findByImdbId(imdbId) {
      const movie = data().movies.find((candidate) => candidate.imdb_id === imdbId);
      return movie ? { kind: 'movie', id: movie.id } : null;
    },
    async titleProviders(kind, id, region): Promise<TitleProviders | null> {
      if (!known(kind, id)) return null;
      return {
        region,
        flatrate: illustrativeProviders(kind, id, region).map(toProvider),
        link: null,
        illustrative: true,
      };
    },
    async titleOffers(kind, id, regions) {
      if (!known(kind, id)) return null;
      // Renting and buying are not illustrated: the offline catalogue shows included services only.
      const offersIn = (region: string): TitleOffers => ({
        flatrate: illustrativeProviders(kind, id, region).map(toProvider),
        rent: [],
        buy: [],
        link: null,
      });
      return new Map(regions.map((region) => [region, offersIn(region)]));
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
    async discover(kind, query, lang): Promise<DiscoverPage> {
      if (kind === 'movie') {
        const found = data().movies.filter((movie) =>
          matchesDiscover(kind, movie, movie.release_date, movie.runtime, query),
        );
        return {
          ...mapPage(found, query.page, (movie) => ({
            id: movie.id,
            title: movieTitle(movie, lang),
            original_title: movie.original_title,
            poster_path: moviePoster(movie, lang),
          })),
          runtime_unknown: unknownRuntimes(
            found.map((movie) => movie.runtime),
            query,
          ),
        };
      }
      const found = data().shows.filter((show) =>
        matchesDiscover(kind, show, show.first_air_date, show.episode_run_time, query),
      );
      return {
        ...mapPage(found, query.page, (show) => ({
          id: show.id,
          title: showName(show, lang),
          original_title: show.original_name,
          poster_path: showPoster(show, lang),
        })),
        runtime_unknown: unknownRuntimes(
          found.map((show) => show.episode_run_time),
          query,
        ),
      };
    },
  };
}

/** How many of the matches were kept with no runtime known; null when no runtime was asked for. */
function unknownRuntimes(runtimes: Array<number | null>, query: DiscoverQuery): number | null {
  return hasRuntimeFilter(query) ? runtimes.filter((runtime) => runtime === null).length : null;
}

function mapPage<T, R>(entries: readonly T[], page: number, map: (entry: T) => R) {
  const paged = pageOf(entries, page, CATALOG_PAGE_SIZE);
  return { ...paged, results: paged.results.map(map) };
}
