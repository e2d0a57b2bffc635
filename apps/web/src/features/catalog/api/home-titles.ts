import { defaultRegionOf, type Lang, type MoviePage, type ShowPage } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import type { SliderTitle } from '../components/home/title-slider';
import { catalogInfoQueryOptions } from './get-catalog-info';
import { topRatedShowsQueryOptions } from './get-top-rated-shows';
import { upcomingMoviesQueryOptions } from './get-upcoming-movies';

const yearOf = (date: string) => date.slice(0, 4) || null;

const moviesToSlider = (page: MoviePage): SliderTitle[] =>
  page.results.map((movie) => ({
    id: movie.id,
    title: movie.title,
    poster_path: movie.poster_path,
    href: paths.movieDetails.href(movie.id),
    caption: yearOf(movie.release_date),
  }));
const showsToSlider = (page: ShowPage): SliderTitle[] =>
  page.results.map((show) => ({
    id: show.id,
    title: show.name,
    poster_path: show.poster_path,
    href: paths.tvDetails.href(show.id),
    caption: yearOf(show.first_air_date),
  }));

/** The upcoming movies of the language's country (FR in French, US otherwise), as slider titles (see useMoviesRowKind). */
export function upcomingMoviesOptions(lang: Lang) {
  return upcomingMoviesQueryOptions(lang, defaultRegionOf(lang));
}

export function useUpcomingMovies(lang: Lang) {
  return useQuery({ ...upcomingMoviesOptions(lang), select: moviesToSlider });
}

/**
 * What the home's movies row holds: the country's upcoming movies from the live catalogue; offline,
 * the built-in catalogue's most recent ones (its data ends in 2023, so none is upcoming). Undefined
 * until the catalogue's source is known.
 */
export function useMoviesRowKind(): 'upcoming' | 'recent' | undefined {
  const info = useQuery(catalogInfoQueryOptions());
  if (info.isError) return 'upcoming';
  return info.data && (info.data.movies === 'offline' ? 'recent' : 'upcoming');
}

export function useTopRatedShows(lang: Lang) {
  return useQuery({ ...topRatedShowsQueryOptions(lang), select: showsToSlider });
}
