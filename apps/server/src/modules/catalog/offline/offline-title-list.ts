import { offlineData } from './offline-data.js';

/** One movie or show of the offline catalogue, with every name a file from another service may give it. */
export interface OfflineTitle {
  type: 'movie' | 'show';
  id: number;
  /** The English title, the one items keep (modules/lists/catalog-item.ts). */
  title: string;
  /** English, French and original names, each once. */
  names: string[];
  year: number | null;
  imdbId: string | null;
}

const yearOf = (date: string): number | null => (/^[0-9]{4}/.test(date) ? Number(date.slice(0, 4)) : null);
const distinct = (...names: Array<string | null>) => [
  ...new Set(names.filter((name): name is string => Boolean(name))),
];

let titles: readonly OfflineTitle[] | undefined;

/** Every movie and show of the offline catalogue, for callers that index them once (imports). */
export function offlineTitleList(): readonly OfflineTitle[] {
  titles ??= build();
  return titles;
}

function build(): OfflineTitle[] {
  const { movies, shows } = offlineData();
  return [
    ...movies.map((movie) => ({
      type: 'movie' as const,
      id: movie.id,
      title: movie.title,
      names: distinct(movie.title, movie.title_fr, movie.original_title),
      year: yearOf(movie.release_date),
      imdbId: movie.imdb_id,
    })),
    ...shows.map((show) => ({
      type: 'show' as const,
      id: show.id,
      title: show.name,
      names: distinct(show.name, show.name_fr, show.original_name),
      year: yearOf(show.first_air_date),
      imdbId: null,
    })),
  ];
}
