import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { TitleSearchPage, titleSearchOptions } from '../../../features/catalog/components/search/title-search';
import { currentLang } from '../../../lib/i18n';
import { loadedOnServer } from '../../server-render';

/** Starts the search the address asks for; the server renders the page once it has answered. */
export function showsSearchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    loadedOnServer(
      queryClient.prefetchQuery(titleSearchOptions('tv', currentLang(), new URL(request.url).searchParams)),
    );
}

export function ShowsSearchRoute() {
  return <TitleSearchPage kind="tv" />;
}
