import type { ListCard } from '@pepites/contracts';
import { Newspaper } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { useFeed } from '../api/get-feed';
import { FeedEventRow, FeedEventSkeleton } from './feed-event-row';
import { FollowSuggestions } from './follow-suggestions';

export interface FeedPageProps {
  viewerId: number;
  /** A list's card (the app gives the home page's), and its loading shape. */
  renderList: (list: ListCard) => ReactNode;
  listSkeleton: ReactNode;
}

function FeedSkeleton({ card }: { card: ReactNode }) {
  return (
    <div aria-busy="true" className="flex flex-col gap-8">
      {[0, 1, 2].map((index) => (
        <FeedEventSkeleton key={index} card={card} />
      ))}
    </div>
  );
}

/**
 * What the members the caller follows made, newest first, a page more at each "see more"
 * (docs/decisions/038-community.md). Following nobody, or nothing made yet: members to follow.
 */
export function FeedPage({ viewerId, renderList, listSkeleton }: FeedPageProps) {
  const { t } = useTranslation('community');
  const feed = useFeed();
  const events = feed.data?.pages.flatMap((page) => page.events) ?? [];
  const following = feed.data?.pages[0]?.following ?? 0;
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-8">
      <div className="flex flex-col gap-1">
        <h1 className="text-3xl font-semibold tracking-tight text-fg">{t('feed.title')}</h1>
        <p className="text-fg-muted">{t('feed.subtitle')}</p>
      </div>
      {feed.isPending ? (
        <FeedSkeleton card={listSkeleton} />
      ) : feed.isError && events.length === 0 ? (
        <ErrorState message={feed.error.message} onRetry={() => void feed.refetch()} retrying={feed.isFetching} />
      ) : events.length === 0 ? (
        <>
          <EmptyState
            icon={<Newspaper />}
            title={following === 0 ? t('feed.noFollowing') : t('feed.empty')}
            description={t('feed.emptyHint')}
          />
          <FollowSuggestions viewerId={viewerId} />
        </>
      ) : (
        <>
          <ol className="flex flex-col gap-8">
            {events.map((event) => (
              <li key={event.id}>
                <FeedEventRow event={event} card={renderList(event.list)} />
              </li>
            ))}
          </ol>
          {feed.isFetchNextPageError ? (
            <ErrorState
              message={feed.error?.message}
              onRetry={() => void feed.fetchNextPage()}
              retrying={feed.isFetchingNextPage}
            />
          ) : (
            feed.hasNextPage && (
              <Button
                variant="secondary"
                className="self-center"
                loading={feed.isFetchingNextPage}
                onClick={() => void feed.fetchNextPage()}
              >
                {t('feed.more')}
              </Button>
            )
          )}
        </>
      )}
    </div>
  );
}
