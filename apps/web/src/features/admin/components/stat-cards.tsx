import type { AdminView } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { Award, Heart, LayoutList, Users, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLang } from '../../../hooks/use-lang';
import { adminStatsQueryOptions } from '../api/get-admin-stats';

const CARDS: Array<{ view: AdminView; key: 'users' | 'lists' | 'likes' | 'badges'; Icon: LucideIcon }> = [
  { view: 1, key: 'users', Icon: Users },
  { view: 2, key: 'lists', Icon: LayoutList },
  { view: 3, key: 'likes', Icon: Heart },
  { view: 4, key: 'badges', Icon: Award },
];

/** Four stat cards, each with a "view all" that selects its table. */
export function StatCards({ view, onSelect }: { view: AdminView; onSelect: (view: AdminView) => void }) {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const stats = useQuery(adminStatsQueryOptions());
  if (stats.isError)
    return <ErrorState message={t('stats.error')} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />;
  const format = new Intl.NumberFormat(lang);
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ view: cardView, key, Icon }) => (
        <li
          key={key}
          className={cn(
            'flex flex-col gap-3 rounded-2xl border bg-surface p-4 shadow-sm',
            view === cardView ? 'border-accent' : 'border-border',
          )}
        >
          <div className="flex items-center gap-2 text-sm font-medium text-fg-muted">
            <Icon aria-hidden="true" className="size-4" />
            <h2>{t(`stats.${key}`)}</h2>
          </div>
          {stats.data ? (
            <p className="text-3xl font-semibold text-fg tabular-nums">{format.format(stats.data[key])}</p>
          ) : (
            <Skeleton className="h-9 w-20" />
          )}
          {/* Two cards share a 360 px row: the button shows "View all" under the card's own heading,
              and says which table in its name. */}
          <Button
            variant={view === cardView ? 'primary' : 'secondary'}
            size="sm"
            aria-pressed={view === cardView}
            aria-label={t('stats.viewAll', { name: t(`stats.${key}`) })}
            onClick={() => onSelect(cardView)}
            wrap
          >
            {t('stats.viewAllShort')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
