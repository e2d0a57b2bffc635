import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router';
import { paths } from '../../../config/paths';
import { withNamespaces } from '../../../lib/i18n';
import { renderedForEveryone } from '../../server-render';

/**
 * The lists screens, each its own lazy chunk with the `lists` texts, and a loader that
 * starts the page's requests through the query cache (the same query options the page reads).
 */
export function listsRoutes(queryClient: QueryClient): RouteObject[] {
  return [
    {
      path: paths.browseLists.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { BrowseListsRoute, browseListsLoader } = await withNamespaces(
          ['lists', 'community'],
          () => import('./browse-lists'),
        );
        return { Component: BrowseListsRoute, loader: browseListsLoader(queryClient) };
      },
    },
    {
      path: paths.listDetails.path,
      handle: renderedForEveryone,
      lazy: async () => {
        const { ListDetailsRoute, listDetailsLoader } = await withNamespaces(
          ['lists', 'profile', 'community', 'editors', 'availability'],
          () => import('./list-details'),
        );
        return { Component: ListDetailsRoute, loader: listDetailsLoader(queryClient) };
      },
    },
    {
      path: paths.userLists.path,
      lazy: async () => {
        const { UserListsRoute, userListsLoader } = await withNamespaces(
          ['lists', 'auth'],
          () => import('./user-lists'),
        );
        return { Component: UserListsRoute, loader: userListsLoader(queryClient) };
      },
    },
    {
      path: paths.userLikedLists.path,
      lazy: async () => {
        const { UserLikedListsRoute, likedListsLoader } = await withNamespaces(
          ['lists', 'auth'],
          () => import('./user-lists'),
        );
        return { Component: UserLikedListsRoute, loader: likedListsLoader(queryClient) };
      },
    },
    {
      path: paths.listEdition.path,
      lazy: async () => {
        const { ListEditionRoute, listEditionLoader } = await withNamespaces(
          ['lists', 'auth', 'editors'],
          () => import('./list-edition'),
        );
        return { Component: ListEditionRoute, loader: listEditionLoader(queryClient) };
      },
    },
  ];
}
