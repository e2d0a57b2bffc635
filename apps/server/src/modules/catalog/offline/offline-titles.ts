import {
  CAST_MAX,
  SIMILAR_TITLES_MAX,
  posterImagePath,
  type CatalogKind,
  type Genre,
  type Lang,
  type MovieDetails,
  type MovieSummary,
  type ShowDetails,
  type ShowSummary,
} from '@pepites/contracts';
import { offlineData, type OfflineMovie, type OfflineShow } from './offline-data.js';

/**
 * The offline catalogue's titles in our contracts' shapes, in the reader's language: a French reader
 * gets the French title where the catalogue has one (docs/decisions/022-catalogue-facts-and-binge-buddy.md).
 */
export const movieTitle = (movie: OfflineMovie, lang: Lang) => (lang === 'fr' && movie.title_fr) || movie.title;
export const showName = (show: OfflineShow, lang: Lang) => (lang === 'fr' && show.name_fr) || show.name;

/**
 * The drawn poster showing the title the reader sees: its address names the language only where
 * that title is not the English one, so a title with one name keeps one drawing for both languages.
 */
export const moviePoster = (movie: OfflineMovie, lang: Lang) =>
  posterImagePath('movie', movie.id, movieTitle(movie, lang) === movie.title ? undefined : lang);
export const showPoster = (show: OfflineShow, lang: Lang) =>
  posterImagePath('tv', show.id, showName(show, lang) === show.name ? undefined : lang);

/** A movie's or show's title and drawn poster as a reader in `lang` sees them; null for an id the catalogue does not know. */
export function offlineTitleOf(
  type: 'movie' | 'show',
  id: number,
  lang: Lang,
): { title: string; poster_path: string } | null {
  const data = offlineData();
  if (type === 'movie') {
    const movie = data.movieById.get(id);
    return movie ? { title: movieTitle(movie, lang), poster_path: moviePoster(movie, lang) } : null;
  }
  const show = data.showById.get(id);
  return show ? { title: showName(show, lang), poster_path: showPoster(show, lang) } : null;
}

export function movieSummary(movie: OfflineMovie, lang: Lang): MovieSummary {
  const poster = moviePoster(movie, lang);
  return {
    id: movie.id,
    title: movieTitle(movie, lang),
    original_title: movie.original_title,
    release_date: movie.release_date,
    original_language: movie.original_language,
    genre_ids: movie.genre_ids,
    poster_path: poster,
    // Our drawn poster stands for a backdrop too: the offline catalogue has no other image.
    backdrop_path: poster,
  };
}

export function showSummary(show: OfflineShow, lang: Lang): ShowSummary {
  const poster = showPoster(show, lang);
  return {
    id: show.id,
    name: showName(show, lang),
    original_name: show.original_name,
    first_air_date: show.first_air_date,
    original_language: show.original_language,
    genre_ids: show.genre_ids,
    poster_path: poster,
    backdrop_path: poster,
  };
}

/** The titles sharing the most genres with this one (then the catalogue's order), never itself. */
function similarTo<T extends { id: number; genre_ids: number[] }>(title: T, all: readonly T[]): T[] {
  const genres = new Set(title.genre_ids);
  if (genres.size === 0) return [];
  return all
    .map((other) => ({
      other,
      shared: other.id === title.id ? 0 : other.genre_ids.filter((id) => genres.has(id)).length,
    }))
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

const regionNames = new Map<Lang, Intl.DisplayNames>();
/** A country's name in the language ("États-Unis"), from its ISO code. */
function countryName(code: string, lang: Lang): string {
  let names = regionNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: 'region' });
    regionNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

export function movieDetails(movie: OfflineMovie, lang: Lang): MovieDetails {
  return {
    ...movieSummary(movie, lang),
    overview: movie.overview[lang],
    runtime: movie.runtime,
    genres: genreNames(movie.genre_ids, 'movie', lang),
    production_companies: movie.production_companies.map((name) => ({ id: null, name })),
    production_countries: movie.production_countries.map((code) => ({
      iso_3166_1: code,
      name: countryName(code, lang),
    })),
    directors: movie.directors,
    imdb_id: movie.imdb_id,
    cast: movie.cast.slice(0, CAST_MAX).map((member) => ({ ...member, profile_path: null })),
    similar: similarTo(movie, offlineData().movies).map((similar) => movieSummary(similar, lang)),
    source: 'offline',
  };
}

export function showDetails(show: OfflineShow, lang: Lang): ShowDetails {
  return {
    ...showSummary(show, lang),
    overview: show.overview[lang],
    episode_run_time: show.episode_run_time ? [show.episode_run_time] : [],
    number_of_episodes: show.number_of_episodes,
    number_of_seasons: show.number_of_seasons,
    status: show.status,
    genres: genreNames(show.genre_ids, 'tv', lang),
    networks: show.networks,
    creators: show.creators,
    cast: [],
    similar: similarTo(show, offlineData().shows).map((similar) => showSummary(similar, lang)),
    source: 'offline',
  };
}
