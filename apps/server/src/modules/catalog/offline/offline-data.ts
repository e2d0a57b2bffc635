import { readFileSync } from 'node:fs';
import type { Region } from '@pepites/contracts';
import { toSearchText } from '../../../lib/search-text.js';

/**
 * The offline catalogue's facts (scripts/build-offline-catalog.mjs builds them from ../shared/data and
 * our own descriptions). Kept beside `src` so the same path works from `src` and from `dist`; read on
 * first use, so a server that never shows the catalogue does not hold it.
 */
const DATA_DIR = new URL('../../../../catalog-data/', import.meta.url);

export interface Bilingual {
  en: string;
  fr: string;
}

export interface OfflineMovie {
  id: number;
  /** In English; `title_fr` is the French one where the sources give one (a French film's own title). */
  title: string;
  title_fr: string | null;
  original_title: string;
  release_date: string;
  original_language: string;
  genre_ids: number[];
  runtime: number | null;
  imdb_id: string | null;
  directors: string[];
  production_companies: string[];
  /** ISO 3166-1 codes. */
  production_countries: string[];
  overview: Bilingual;
  /** `id` is null for the names of a public dataset that has no person ids. */
  cast: { id: number | null; name: string; character: string | null; known_for_department: string | null }[];
}

export interface OfflineShow {
  id: number;
  name: string;
  name_fr: string | null;
  original_name: string;
  first_air_date: string;
  original_language: string;
  origin_country: string[];
  genre_ids: number[];
  episode_run_time: number | null;
  number_of_seasons: number | null;
  number_of_episodes: number | null;
  status: string | null;
  networks: string[];
  creators: string[];
  overview: Bilingual;
}

export interface OfflineVideo {
  id: string;
  title: string;
  channel_title: string;
  published_at: string;
  lang: string;
}

export interface OfflinePodcast {
  id: string;
  name: string;
  artist: string | null;
  genre: string | null;
  country: string;
  language: string;
}

export interface OfflineGenre {
  id: number;
  en: string;
  fr: string;
}

/** `[provider id, name, logo path]` in the country's display order. */
export type ProviderEntry = [number, string, string | null];

export interface OfflineData {
  movies: OfflineMovie[];
  shows: OfflineShow[];
  videos: OfflineVideo[];
  podcasts: OfflinePodcast[];
  genres: { movie: OfflineGenre[]; tv: OfflineGenre[] };
  regions: Region[];
  providers: { movie: Record<string, ProviderEntry[]>; tv: Record<string, ProviderEntry[]> };
  /** Lookups built once. */
  movieById: Map<number, OfflineMovie>;
  showById: Map<number, OfflineShow>;
  videoById: Map<string, OfflineVideo>;
  podcastById: Map<string, OfflinePodcast>;
  /** Every provider's name, for the generated logos. */
  providerNames: Map<number, string>;
  /** Accent- and case-free text searched for each title: its names, one a line (see `searchEntries`). */
  searchText: WeakMap<object, string>;
}

const readJson = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, DATA_DIR), 'utf8')) as T;

let loaded: OfflineData | undefined;

export function offlineData(): OfflineData {
  loaded ??= load();
  return loaded;
}

function load(): OfflineData {
  const movies = readJson<OfflineMovie[]>('movies.json');
  const shows = readJson<OfflineShow[]>('shows.json');
  const videos = readJson<OfflineVideo[]>('videos.json');
  const podcasts = readJson<OfflinePodcast[]>('podcasts.json');
  const providers = readJson<OfflineData['providers']>('providers.json');
  const searchText = new WeakMap<object, string>();
  // A title is found by any of its names, whatever the reader's language.
  for (const movie of movies) searchText.set(movie, namesText(movie.title, movie.title_fr, movie.original_title));
  for (const show of shows) searchText.set(show, namesText(show.name, show.name_fr, show.original_name));
  for (const video of videos) searchText.set(video, toSearchText(`${video.title} ${video.channel_title}`));
  for (const podcast of podcasts)
    searchText.set(podcast, toSearchText(`${podcast.name} ${podcast.artist ?? ''} ${podcast.genre ?? ''}`));
  const providerNames = new Map<number, string>();
  for (const byRegion of [providers.movie, providers.tv]) {
    for (const list of Object.values(byRegion)) for (const [id, name] of list) providerNames.set(id, name);
  }
  return {
    movies,
    shows,
    videos,
    podcasts,
    genres: readJson('genres.json'),
    regions: readJson<Region[]>('regions.json'),
    providers,
    movieById: new Map(movies.map((movie) => [movie.id, movie])),
    showById: new Map(shows.map((show) => [show.id, show])),
    videoById: new Map(videos.map((video) => [video.id, video])),
    podcastById: new Map(podcasts.map((podcast) => [podcast.id, podcast])),
    providerNames,
    searchText,
  };
}

/** A title's distinct names, folded, one a line. */
function namesText(...names: Array<string | null>): string {
  return [...new Set(names.filter((name): name is string => Boolean(name)).map(toSearchText))].join('\n');
}

/** Every word of the query is in the title (accents and case aside); titles one of whose names starts with it first. */
export function searchEntries<T extends object>(
  entries: readonly T[],
  query: string,
  text: WeakMap<object, string>,
): T[] {
  const needle = toSearchText(query);
  const words = needle.split(/\s+/).filter(Boolean);
  const matches = entries.filter((entry) => {
    const haystack = text.get(entry) ?? '';
    return words.every((word) => haystack.includes(word));
  });
  const startsWith = (entry: T) => {
    const haystack = text.get(entry) ?? '';
    return haystack.startsWith(needle) || haystack.includes(`\n${needle}`) ? 0 : 1;
  };
  // A stable sort keeps the catalogue's own order (popularity) within each group.
  return matches.sort((a, b) => startsWith(a) - startsWith(b));
}

/** A page of 20 (or `size`) in the movie database's envelope, at most 500 pages. */
export function pageOf<T>(entries: readonly T[], page: number, size: number) {
  return {
    page,
    results: entries.slice((page - 1) * size, page * size),
    total_pages: Math.min(500, Math.ceil(entries.length / size)),
    total_results: entries.length,
  };
}

/** A small, stable hash (FNV-1a): the same title gets the same colour and providers everywhere. */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
