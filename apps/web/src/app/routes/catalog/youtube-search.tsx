import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { VideoSearchPage, videoSearchOptions } from '../../../features/catalog/components/search/video-search';
import { currentLang } from '../../../lib/i18n';
import { loadedOnServer } from '../../server-render';

/** Starts the search the address asks for; the server renders the page once it has answered. */
export function youtubeSearchLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) =>
    loadedOnServer(queryClient.prefetchQuery(videoSearchOptions(currentLang(), new URL(request.url).searchParams)));
}

export function YoutubeSearchRoute() {
  return <VideoSearchPage />;
}
