import type { MostLikedEntry } from '@pepites/contracts';
import { Heart, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn, focusRing } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Slider } from '../../../components/ui/slider';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { useMostLiked } from '../api/get-most-liked';
import { numberFormat } from '../../../lib/number-format';
import { HomeSectionError } from './home-section-error';

function TopUserCard({ entry }: { entry: MostLikedEntry }) {
  const { t } = useTranslation('home');
  const lang = useLang();
  const likes = numberFormat(lang).format(entry.total_likes);
  return (
    <Link
      to={paths.browseLists.href(entry.user_id)}
      aria-label={`${t('topUsers.seeLists', { name: entry.user_user_name })}, ${t('topUsers.likes', { count: entry.total_likes })}`}
      className={cn(
        'group flex h-full flex-col items-center gap-2 rounded-2xl border border-border bg-surface p-3 text-center shadow-sm transition-shadow duration-150 hover:shadow-md md:gap-3 md:p-5',
        focusRing,
      )}
    >
      <Avatar name={entry.user_user_name} src={entry.user_avatar} size="lg" className="md:size-24 md:text-4xl" />
      <span className="w-full truncate text-sm font-semibold text-fg group-hover:text-accent md:text-base">
        {entry.user_user_name}
      </span>
      <span className="inline-flex items-center gap-1 text-sm text-fg-muted tabular-nums">
        <Heart aria-hidden="true" className="size-4 fill-heart text-heart" />
        {likes}
      </span>
    </Link>
  );
}

function TopUserSkeleton() {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-border p-3 md:p-5">
      <Skeleton className="size-16 rounded-full md:size-24" />
      <Skeleton className="h-4 w-3/4" />
      <Skeleton className="h-4 w-1/3" />
    </div>
  );
}

/** Top users by accumulated likes, each opening their lists (docs/product.md#home-page). */
export function TopUsersSlider() {
  const { t } = useTranslation('home');
  const lang = useLang();
  const mostLiked = useMostLiked(lang);

  if (mostLiked.isError) {
    return (
      <HomeSectionError
        id="top-users-error"
        title={t('topUsers.title')}
        message={t('topUsers.error')}
        query={mostLiked}
      />
    );
  }
  return (
    <Slider
      title={t('topUsers.title')}
      items={mostLiked.data ?? []}
      getKey={(entry) => entry.user_id}
      renderItem={(entry) => <TopUserCard entry={entry} />}
      loading={mostLiked.isPending}
      renderSkeleton={() => <TopUserSkeleton />}
      empty={<EmptyState icon={<Users />} title={t('topUsers.empty')} />}
    />
  );
}
