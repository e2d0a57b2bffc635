import type { ListCard } from '@pepites/contracts';
import { Heart, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Slider } from '../../../components/ui/slider';
import { useHomeLists } from '../api/get-home-lists';
import { HomeListCard, HomeListCardSkeleton } from './home-list-card';
import { HomeSectionError } from './home-section-error';

// A card holds its poster strip and three lines: wider than a poster of the catalogue's rows.
const CARD_WIDTH = 'w-[272px] sm:w-[300px]';

interface RowProps<T extends ListCard> {
  heading: ReactNode;
  cards: readonly T[] | undefined;
  loading: boolean;
  weekLikes?: (card: T) => number;
  empty: ReactNode;
}

function ListsRow<T extends ListCard>({ heading, cards, loading, weekLikes, empty }: RowProps<T>) {
  return (
    <Slider
      title={heading}
      items={cards ?? []}
      getKey={(card) => card.id}
      renderItem={(card) => <HomeListCard list={card} weekLikes={weekLikes?.(card)} />}
      loading={loading}
      skeletonCount={4}
      renderSkeleton={() => <HomeListCardSkeleton />}
      itemClassName={CARD_WIDTH}
      empty={empty}
    />
  );
}

/**
 * The community under the hero: the lists most liked this week (the all-time most liked when the
 * week was quiet, and the heading then says so) and the newest public lists.
 */
export function HomeLists() {
  const { t } = useTranslation('home');
  const lists = useHomeLists();

  if (lists.isError) {
    return (
      <HomeSectionError id="home-lists-error" title={t('lists.weekTitle')} message={t('lists.error')} query={lists} />
    );
  }
  const mostLiked = lists.data?.weekMostLiked;
  // Which of the two the row is, is known with its cards.
  const mostLikedHeading = mostLiked ? (
    t(mostLiked.every((card) => card.week_likes > 0) ? 'lists.weekTitle' : 'lists.allTimeTitle')
  ) : (
    <Skeleton className="h-7 w-56" />
  );
  return (
    <>
      <ListsRow
        heading={mostLikedHeading}
        cards={mostLiked}
        loading={lists.isPending}
        weekLikes={(card) => card.week_likes}
        empty={<EmptyState icon={<Heart />} title={t('lists.likedEmpty')} />}
      />
      <ListsRow
        heading={t('lists.newestTitle')}
        cards={lists.data?.newest}
        loading={lists.isPending}
        empty={<EmptyState icon={<Sparkles />} title={t('lists.newestEmpty')} />}
      />
    </>
  );
}
