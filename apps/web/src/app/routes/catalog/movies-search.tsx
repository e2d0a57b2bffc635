import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { TitleSearchPage, titleSearchOptions } from '../../../features/catalog/components/search/title-search';
import { currentLang } from '../../../lib/i18n';
import { loadedOnServer } from '../../server-render';

/** Starts the search the address asks for; the server renders the page once it has answered. */
export function moviesSearchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    loadedOnServer(
      queryClient.prefetchQuery(titleSearchOptions('movie', currentLang(), new URL(request.url).searchParams)),
    );
}

export function MoviesSearchRoute() {
  return <TitleSearchPage kind="movie" />;
}
