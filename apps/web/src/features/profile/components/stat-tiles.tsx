import type { UserStats } from '@pepites/contracts';
import { Film, Heart, Layers, ListChecks, MonitorPlay, Podcast, Tv, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton';

const TILES: ReadonlyArray<{ key: keyof UserStats; icon: LucideIcon }> = [
  { key: 'listCount', icon: ListChecks },
  { key: 'likesCount', icon: Heart },
  { key: 'moviesListCount', icon: Film },
  { key: 'showsListCount', icon: Tv },
  { key: 'youtubesListCount', icon: MonitorPlay },
  { key: 'podcastsListCount', icon: Podcast },
  { key: 'mixedListCount', icon: Layers },
];

/** Seven counters of the user's stats; a skeleton of the same shape while they load. */
export function StatTiles({ stats }: { stats: UserStats | undefined }) {
  const { t } = useTranslation('profile');
  return (
    <dl className="grid grid-cols-2 gap-2 @md:grid-cols-3">
      {TILES.map(({ key, icon: Icon }) => (
        <div key={key} className="flex flex-col gap-1 rounded-xl border border-border bg-surface-2 p-3">
          <dt className="flex items-center gap-1.5 text-xs font-medium text-fg-muted">
            <Icon aria-hidden="true" className={key === 'likesCount' ? 'size-4 text-heart' : 'size-4'} />
            {t(`stats.${key}`)}
          </dt>
          <dd className="text-2xl font-semibold text-fg tabular-nums">
            {stats ? stats[key] : <Skeleton className="h-8 w-10" />}
          </dd>
        </div>
      ))}
    </dl>
  );
}
