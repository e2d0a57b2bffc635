import { defaultRegionOf, type Lang } from '@pepites/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { regionsQueryOptions } from '../../../features/catalog/api/get-regions';
import { titleDetailsQueryOptions } from '../../../features/catalog/api/get-title-details';
import { titleProvidersQueryOptions } from '../../../features/catalog/api/get-title-providers';
import { listCountQueryOptions } from '../../../features/catalog/api/get-list-count';
import { myServicesQueryOptions } from '../../../features/availability/api/get-my-services';
import { currentLang } from '../../../lib/i18n';
import { loadedOnServer } from '../../server-render';
import { sessionUserId } from '../lists/route-params';

/** A title id of the address: plain digits within the database's range, else null (the not-found page). */
export function parseTitleId(value: string | undefined): number | null {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/**
 * The country of the streaming panel: a member's own (decision 043), else the language's. A member's
 * services come with the page, so the panel opens on their country without a second look.
 */
async function streamingRegion(queryClient: QueryClient, lang: Lang): Promise<string> {
  if (!(await sessionUserId(queryClient))) return defaultRegionOf(lang);
  const answer = await queryClient.fetchQuery(myServicesQueryOptions(lang)).catch(() => null);
  return answer?.services.region ?? defaultRegionOf(lang);
}

/** Starts a details page's requests: the title, where it streams in the reader's country, its lists. */
export function titleDetailsLoader(queryClient: QueryClient, kind: 'movie' | 'tv', param: string) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseTitleId(params[param]);
    if (!id) return null;
    const lang = currentLang();
    return loadedOnServer(
      queryClient.prefetchQuery(titleDetailsQueryOptions(kind, lang, id)),
      streamingRegion(queryClient, lang).then((region) =>
        queryClient.prefetchQuery(titleProvidersQueryOptions(kind, id, region)),
      ),
      queryClient.prefetchQuery(regionsQueryOptions(lang)),
      queryClient.prefetchQuery(listCountQueryOptions(String(id), kind === 'movie' ? 'movie' : 'show')),
    );
  };
}
