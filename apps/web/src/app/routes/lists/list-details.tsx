import type { QueryClient } from '@tanstack/react-query';
import { useParams, type LoaderFunctionArgs } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { ListAlertButton } from '../../../features/availability/components/alerts/list-alert-button';
import { ListAvailability } from '../../../features/availability/components/list/list-availability';
import { commentsQueryOptions } from '../../../features/comments/api/get-comments';
import { ListComments } from '../../../features/comments/components/list-comments';
import { listEditorsQueryOptions } from '../../../features/lists/api/editors';
import { listQueryOptions } from '../../../features/lists/api/get-list';
import { ListDetailPage } from '../../../features/lists/components/detail/list-detail-page';
import { loadedOnServer } from '../../server-render';
import { NotFoundRoute } from '../not-found';
import { CreatorButton } from './creator-button';
import { parseId, sessionUserId } from './route-params';
import { WithViewer } from './with-viewer';

/**
 * The list as the signed-in member (or a visitor) sees it: seen marks, their like and progress; for a
 * visitor its contributors; and the first page of its comments. The server's page carries them, so
 * the browser fetches none of them again when it takes a visitor's page over.
 */
export function listDetailsLoader(queryClient: QueryClient) {
  return ({ params }: LoaderFunctionArgs) => {
    const listId = parseId(params.id);
    if (!listId) return null;
    return loadedOnServer(
      sessionUserId(queryClient).then((viewerId) =>
        Promise.all([
          queryClient.prefetchQuery(listQueryOptions(listId, viewerId)),
          // A visitor's page carries the contributors; a member's part in the list (their invitation's
          // buttons) is asked for by the browser, so those buttons are live as soon as they show.
          viewerId === 0 ? queryClient.prefetchQuery(listEditorsQueryOptions(listId)) : null,
          queryClient.prefetchInfiniteQuery(commentsQueryOptions(listId, viewerId)),
        ]),
      ),
    );
  };
}

/**
 * /listDetails/{id} (docs/product.md#a-lists-page), the list's share address too. A member also
 * sees where its titles stream on their services, and may follow it for arrivals there.
 */
export function ListDetailsRoute() {
  const listId = parseId(useParams().id);
  const { user } = useCurrentUser();
  if (!listId) return <NotFoundRoute />;
  return (
    <WithViewer>
      <ListDetailPage
        listId={listId}
        notFound={<NotFoundRoute />}
        renderCreator={(creator) => <CreatorButton creator={creator} />}
        comments={<ListComments listId={listId} viewerId={user?.id ?? null} />}
        // A member's list answers "can I watch it?" and can be followed for arrivals (decision 043).
        renderContents={
          user
            ? ({ listId: id, items, renderItems }) => (
                <ListAvailability listId={id} items={items} renderItems={renderItems} />
              )
            : undefined
        }
        headerActions={user ? <ListAlertButton listId={listId} /> : undefined}
      />
    </WithViewer>
  );
}
