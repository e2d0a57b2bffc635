import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { videoQueryOptions } from '../../../features/catalog/api/get-video';
import { listCountQueryOptions } from '../../../features/catalog/api/get-list-count';
import { VideoDetailsPage } from '../../../features/catalog/components/details/video-details-page';
import { currentLang } from '../../../lib/i18n';
import { loadedOnServer } from '../../server-render';
import { NotFoundRoute } from '../not-found';

/** A video id of the address: 11 characters of the platform's alphabet, else null. */
const parseVideoId = (value: string | undefined) => (value && /^[A-Za-z0-9_-]{11}$/.test(value) ? value : null);

export function youtubeDetailsLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const id = parseVideoId(params.providerId);
    if (!id) return null;
    return loadedOnServer(
      queryClient.prefetchQuery(videoQueryOptions(currentLang(), id)),
      queryClient.prefetchQuery(listCountQueryOptions(id, 'youtube')),
    );
  };
}

/** /youtubeDetails/{provider_id} (docs/product.md#screens). */
export function YoutubeDetailsRoute() {
  const id = parseVideoId(useParams().providerId);
  if (!id) return <NotFoundRoute />;
  return <VideoDetailsPage key={id} id={id} notFound={<NotFoundRoute />} />;
}
