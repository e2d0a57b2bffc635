import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoaderFunctionArgs } from 'react-router';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { RequireUser } from '../../../features/auth/components/route-guards';
import { likedListsQueryOptions } from '../../../features/lists/api/get-liked-lists';
import { userListsQueryOptions } from '../../../features/lists/api/get-user-lists';
import { LikedListsPage } from '../../../features/lists/components/mine/liked-lists-page';
import { MyListsPage } from '../../../features/lists/components/mine/my-lists-page';
import { parsePage } from '../../../features/lists/lib/browse-params';
import { prefetchForMember } from './route-params';
import { WithViewer } from './with-viewer';

function pageOf(request: Request): number {
  return parsePage(new URL(request.url).searchParams.get('page'));
}

export function userListsLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    prefetchForMember(queryClient, (userId) => userListsQueryOptions(userId, pageOf(request)));
    return null;
  };
}

export function likedListsLoader(queryClient: QueryClient) {
  return ({ request }: LoaderFunctionArgs) => {
    prefetchForMember(queryClient, (userId) => likedListsQueryOptions(userId, pageOf(request)));
    return null;
  };
}

/** A page of the signed-in member's own lists: visitors are sent to sign in. */
function MemberListsRoute({
  titleKey,
  Page,
}: {
  titleKey: 'mine.title' | 'liked.title';
  Page: ComponentType<{ userId: number }>;
}) {
  const { t } = useTranslation('lists');
  useDocumentTitle(t(titleKey));
  return (
    <RequireUser>
      {(user) => (
        <WithViewer>
          <Page userId={user.id} />
        </WithViewer>
      )}
    </RequireUser>
  );
}

/** /userLists. */
export function UserListsRoute() {
  return <MemberListsRoute titleKey="mine.title" Page={MyListsPage} />;
}

/** /userLikedLists. */
export function UserLikedListsRoute() {
  return <MemberListsRoute titleKey="liked.title" Page={LikedListsPage} />;
}
