import type { QueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { TitleDetailsPage } from '../../../features/catalog/components/details/title-details-page';
import { NotFoundRoute } from '../not-found';
import { parseTitleId, titleDetailsLoader } from './title-details-loader';

export function movieDetailsLoader(queryClient: QueryClient) {
  return titleDetailsLoader(queryClient, 'movie', 'movieId');
}

/** /movieDetails/{movieId} (docs/product.md#title-pages). */
export function MovieDetailsRoute() {
  const id = parseTitleId(useParams().movieId);
  if (!id) return <NotFoundRoute />;
  return <TitleDetailsPage key={id} kind="movie" id={id} notFound={<NotFoundRoute />} />;
}
