import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { RequireUser } from '../../../features/auth/components/route-guards';
import { listQueryOptions } from '../../../features/lists/api/get-list';
import { ListEditionPage } from '../../../features/lists/components/edition/list-edition-page';
import { NotFoundRoute } from '../not-found';
import { parseId, prefetchForMember } from './route-params';
import { WithViewer } from './with-viewer';

export function listEditionLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const listId = parseId(params.listId);
    if (listId) prefetchForMember(queryClient, (userId) => listQueryOptions(listId, userId));
    return null;
  };
}

/** /listEdition/{listId}: the creator edits; anyone else is told it is not theirs (docs/product.md#roles). */
export function ListEditionRoute() {
  const listId = parseId(useParams().listId);
  if (!listId) return <NotFoundRoute />;
  return (
    <RequireUser>
      {(user) => (
        <WithViewer>
          <ListEditionPage listId={listId} viewerId={user.id} notFound={<NotFoundRoute />} />
        </WithViewer>
      )}
    </RequireUser>
  );
}
