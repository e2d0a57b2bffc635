import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { TitleDetailsPage } from '../../../features/catalog/components/details/title-details-page';
import { NotFoundRoute } from '../not-found';
import { parseTitleId, titleDetailsLoader } from './title-details-loader';

export function tvDetailsLoader(queryClient: QueryClient) {
  return titleDetailsLoader(queryClient, 'tv', 'tvShowId');
}

/** /tvDetails/{tvShowId} (docs/product.md#title-pages). */
export function TvDetailsRoute() {
  const id = parseTitleId(useParams().tvShowId);
  if (!id) return <NotFoundRoute />;
  return <TitleDetailsPage key={id} kind="tv" id={id} notFound={<NotFoundRoute />} />;
}
