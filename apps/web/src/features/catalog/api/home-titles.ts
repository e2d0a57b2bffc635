import { defaultRegionOf, type Lang, type MoviePage, type ShowPage } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { paths } from '../../../config/paths';
import type { SliderTitle } from '../components/home/title-slider';
import { catalogQueries } from './catalog-queries';

const yearOf = (date: string) => date.slice(0, 4) || null;

const moviesToSlider = (page: MoviePage): SliderTitle[] =>
  page.results.map((movie) => ({ id: movie.id, title: movie.title, poster_path: movie.poster_path, href: paths.movieDetails.href(movie.id), caption: yearOf(movie.release_date) }));
const showsToSlider = (page: ShowPage): SliderTitle[] =>
  page.results.map((show) => ({ id: show.id, title: show.name, poster_path: show.poster_path, href: paths.tvDetails.href(show.id), caption: yearOf(show.first_air_date) }));

/** The upcoming movies of the language's country (FR in French, US otherwise), as slider titles. */
export function upcomingMoviesOptions(lang: Lang) {
  return catalogQueries.upcomingMovies(lang, defaultRegionOf(lang));
}

export function useUpcomingMovies(lang: Lang) {
  return useQuery({ ...upcomingMoviesOptions(lang), select: moviesToSlider });
}

export function useTopRatedShows(lang: Lang) {
  return useQuery({ ...catalogQueries.topRatedShows(lang), select: showsToSlider });
}
