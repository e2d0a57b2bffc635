import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { withNamespaces } from '../../../lib/i18n';
import { renderedForEveryone } from '../../server-render';

/**
 * The catalogue's screens (docs/product.md#screens), each its own lazy chunk with its texts, rendered on
 * the server for everyone; their loaders start the page's requests through the query cache.
 */
export function catalogRoutes(queryClient: QueryClient): RouteObject[] {
  const screens: RouteObject[] = [
    {
      path: paths.moviesSearch.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { MoviesSearchRoute, moviesSearchLoader } = await withNamespaces(
          ['search', 'catalog', 'lists'],
          () => import('./movies-search'),
        );
        return { Component: MoviesSearchRoute, loader: moviesSearchLoader(queryClient) };
      },
    },
    {
      path: paths.showsSearch.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { ShowsSearchRoute, showsSearchLoader } = await withNamespaces(
          ['search', 'catalog', 'lists'],
          () => import('./shows-search'),
        );
        return { Component: ShowsSearchRoute, loader: showsSearchLoader(queryClient) };
      },
    },
    {
      path: paths.youtubeSearch.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { YoutubeSearchRoute, youtubeSearchLoader } = await withNamespaces(
          ['search', 'catalog', 'lists'],
          () => import('./youtube-search'),
        );
        return { Component: YoutubeSearchRoute, loader: youtubeSearchLoader(queryClient) };
      },
    },
    {
      path: paths.podcastsSearch.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { PodcastsSearchRoute, podcastsSearchLoader } = await withNamespaces(
          ['search', 'catalog', 'lists'],
          () => import('./podcasts-search'),
        );
        return { Component: PodcastsSearchRoute, loader: podcastsSearchLoader(queryClient) };
      },
    },
    {
      path: paths.movieDetails.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { MovieDetailsRoute, movieDetailsLoader } = await withNamespaces(
          ['details', 'catalog', 'lists', 'availability'],
          () => import('./movie-details'),
        );
        return { Component: MovieDetailsRoute, loader: movieDetailsLoader(queryClient) };
      },
    },
    {
      path: paths.tvDetails.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { TvDetailsRoute, tvDetailsLoader } = await withNamespaces(
          ['details', 'catalog', 'lists', 'availability'],
          () => import('./tv-details'),
        );
        return { Component: TvDetailsRoute, loader: tvDetailsLoader(queryClient) };
      },
    },
    {
      path: paths.youtubeDetails.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { YoutubeDetailsRoute, youtubeDetailsLoader } = await withNamespaces(
          ['details', 'catalog', 'lists'],
          () => import('./youtube-details'),
        );
        return { Component: YoutubeDetailsRoute, loader: youtubeDetailsLoader(queryClient) };
      },
    },
    {
      path: paths.bingeBuddy.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { BingeBuddyRoute, bingeBuddyLoader } = await withNamespaces(
          ['binge', 'search', 'catalog'],
          () => import('./binge-buddy'),
        );
        return { Component: BingeBuddyRoute, loader: bingeBuddyLoader(queryClient) };
      },
    },
  ];
  // One lazy layout hands them the lists' add-to-lists control, so the first page's code stays lean.
  return [
    {
      lazy: async () => {
        const { CatalogLayout, catalogLayoutLoader } = await withNamespaces(
          ['catalog'],
          () => import('./catalog-layout'),
        );
        return { Component: CatalogLayout, loader: catalogLayoutLoader(queryClient) };
      },
      children: screens,
    },
  ];
}
