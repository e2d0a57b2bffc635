import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { PodcastSearchPage, podcastSearchOptions } from '../../../features/catalog/components/search/podcast-search';
import { currentLang } from '../../../lib/i18n';
import { loadedOnServer } from '../../server-render';

/** Starts the search the address asks for; the server renders the page once it has answered. */
export function podcastsSearchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    loadedOnServer(queryClient.prefetchQuery(podcastSearchOptions(currentLang(), new URL(request.url).searchParams)));
}

export function PodcastsSearchRoute() {
  return <PodcastSearchPage />;
}
