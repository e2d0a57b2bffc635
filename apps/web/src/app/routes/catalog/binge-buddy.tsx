import type { QueryClient } from '@tanstack/react-query';
import { regionsQueryOptions } from '../../../features/catalog/api/get-regions';
import { BingeBuddy } from '../../../features/catalog/binge-buddy/binge-buddy';
import { currentLang } from '../../../lib/i18n';
import { loadedOnServer } from '../../server-render';

/** The countries of step 2 come with the page. */
export function bingeBuddyLoader(queryClient: QueryClient) {
  return () => loadedOnServer(queryClient.prefetchQuery(regionsQueryOptions(currentLang())));
}

/** /bingeBuddy (docs/product.md#binge-buddy): the wizard's state lives in the page, not the address. */
export function BingeBuddyRoute() {
  return <BingeBuddy />;
}
