import type { Lang } from '@pepites/contracts';
import type { Catalog } from '../catalog/index.js';
import type { ImportRow } from './import-types.js';
import { decide, matched, notFound, type MatchedItem, type RowMatch } from './row-match.js';
import { titleKey } from './title-key.js';

const TMDB_ID_MAX = 2 ** 31 - 1;
const yearOf = (date: string): number | null => (/^[0-9]{4}/.test(date) ? Number(date.slice(0, 4)) : null);

/** A search result with the names it can be matched by. */
interface Found {
  item: MatchedItem;
  names: string[];
}

/**
 * One row against a live movie database: by the movie database's id when the row has one, else by
 * its IMDb id (the database's find by outside id), else by searching its title (English names
 * first, then French). Answers go through the catalogue's cache.
 */
export async function matchLive(catalog: Catalog, row: ImportRow): Promise<RowMatch> {
  const byId = row.tmdbId !== undefined && row.tmdbId <= TMDB_ID_MAX ? await lookUp(catalog, row, row.tmdbId) : null;
  if (byId) return matched(byId);
  const byImdbId = row.imdbId === undefined ? null : await lookUpImdbId(catalog, row, row.imdbId);
  if (byImdbId) return matched(byImdbId);
  const key = titleKey(row.title);
  if (!key) return notFound;
  for (const lang of ['en', 'fr'] as const) {
    const sameName = (await search(catalog, row, lang)).filter(({ names }) =>
      names.some((name) => titleKey(name) === key),
    );
    const decision = decide(
      row,
      sameName.map(({ item }) => item),
    );
    if (decision.status !== 'notFound') return decision;
  }
  return notFound;
}

async function lookUpImdbId(catalog: Catalog, row: ImportRow, imdbId: string): Promise<MatchedItem | null> {
  const found = await catalog.movies.findByImdbId(imdbId);
  if (!found) return null;
  const kind = found.kind === 'tv' ? 'show' : 'movie';
  // A file that says "show" for a film's id (or the other way round) is trusted no further.
  if (row.kind && row.kind !== kind) return null;
  return lookUp(catalog, { ...row, kind }, found.id);
}

async function lookUp(catalog: Catalog, row: ImportRow, id: number): Promise<MatchedItem | null> {
  const providerId = String(id);
  if (row.kind === 'show') {
    const show = await catalog.movies.show(id, 'en');
    return show && { type: 'show', providerId, title: show.name, year: yearOf(show.first_air_date) };
  }
  const movie = await catalog.movies.movie(id, 'en');
  return movie && { type: 'movie', providerId, title: movie.title, year: yearOf(movie.release_date) };
}

async function search(catalog: Catalog, row: ImportRow, lang: Lang): Promise<Found[]> {
  const found: Found[] = [];
  if (row.kind !== 'show') {
    const movies = await catalog.movies.searchMovies(row.title, 1, lang);
    for (const movie of movies.results)
      found.push({
        item: { type: 'movie', providerId: String(movie.id), title: movie.title, year: yearOf(movie.release_date) },
        names: [movie.title, movie.original_title],
      });
  }
  if (row.kind !== 'movie') {
    const shows = await catalog.movies.searchShows(row.title, 1, lang);
    for (const show of shows.results)
      found.push({
        item: { type: 'show', providerId: String(show.id), title: show.name, year: yearOf(show.first_air_date) },
        names: [show.name, show.original_name],
      });
  }
  return found;
}
