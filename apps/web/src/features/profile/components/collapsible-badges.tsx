import { ChevronDown } from 'lucide-react';
import { Collapsible } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../../../components/ui/cn';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useUserBadges } from '../api/get-user-badges';
import { BadgeList } from './badge-list';

/** A member's badges with their unlock dates, behind a disclosure that says how many. */
export function CollapsibleBadges({ userId, defaultOpen = false }: { userId: number; defaultOpen?: boolean }) {
  const { t } = useTranslation('profile');
  const badges = useUserBadges(userId);
  return (
    <Collapsible.Root defaultOpen={defaultOpen} className="flex flex-col gap-3 rounded-xl border border-border">
      <Collapsible.Trigger
        className={cn(
          'group flex min-h-11 items-center justify-between gap-2 rounded-xl px-4 text-sm font-semibold text-fg hover:bg-surface-2',
          focusRing,
        )}
      >
        <span className="tabular-nums">{t('card.badgesCount', { count: badges.data?.length ?? 0 })}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
        />
      </Collapsible.Trigger>
      <Collapsible.Content className="px-3 pb-3">
        {badges.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : badges.isError ? (
          <ErrorState
            message={t('card.badgesError')}
            onRetry={() => void badges.refetch()}
            retrying={badges.isFetching}
          />
        ) : (
          <BadgeList badges={badges.data} />
        )}
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
