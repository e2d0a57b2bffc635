import { useTranslation } from 'react-i18next';
import { RequireUser } from '../../../features/auth/components/route-guards';
import { FeedPage } from '../../../features/community/components/feed-page';
import { HomeListCard, HomeListCardSkeleton } from '../../../features/home/components/home-list-card';
import { useDocumentTitle } from '../../../hooks/use-document-title';

/** /feed: a member's own feed, rendered in the browser, its lists on the home page's cards; a visitor is sent to sign in. */
export function FeedRoute() {
  const { t } = useTranslation('community');
  useDocumentTitle(t('feed.title'));
  return (
    <RequireUser>
      {(user) => (
        <FeedPage
          viewerId={user.id}
          renderList={(list) => <HomeListCard list={list} />}
          listSkeleton={<HomeListCardSkeleton />}
        />
      )}
    </RequireUser>
  );
}
