import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { listQueryOptions } from '../../../features/lists/api/get-list';
import { ListDetailPage } from '../../../features/lists/components/detail/list-detail-page';
import { loadedOnServer } from '../../server-render';
import { NotFoundRoute } from '../not-found';
import { CreatorButton } from './creator-button';
import { parseId, sessionUserId } from './route-params';
import { WithViewer } from './with-viewer';

/** The list as the signed-in member (or a visitor) sees it: seen marks, their like and progress. */
export function listDetailsLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const listId = parseId(params.id);
    if (!listId) return null;
    return loadedOnServer(
      sessionUserId(queryClient).then((viewerId) => queryClient.prefetchQuery(listQueryOptions(listId, viewerId))),
    );
  };
}

/** /listDetails/{id} (docs/product.md#a-lists-page), the list's share address too. */
export function ListDetailsRoute() {
  const listId = parseId(useParams().id);
  if (!listId) return <NotFoundRoute />;
  return (
    <WithViewer>
      <ListDetailPage
        listId={listId}
        notFound={<NotFoundRoute />}
        renderCreator={(creator) => <CreatorButton creator={creator} />}
      />
    </WithViewer>
  );
}
