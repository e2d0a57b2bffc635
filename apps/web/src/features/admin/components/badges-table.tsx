import type { AdminBadge } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLang } from '../../../hooks/use-lang';
import { adminBadgesQueryOptions } from '../api/get-admin-badges';
import { AdminTable, tableClasses as c } from './admin-table-frame';
import { AwardBadgeDialog } from './award-badge-dialog';

/** How a badge is earned, in words: "5 movie lists", "Awarded by hand". */
export function useRuleText() {
  const { t } = useTranslation('admin');
  return (badge: Pick<AdminBadge, 'rule' | 'threshold'>) =>
    badge.rule === 'manual' ? t('rules.manual') : t(`rules.${badge.rule}`, { count: badge.threshold ?? 0 });
}

/** The badges table: icon, name and description in the current language; how each is earned and who holds it. */
export function BadgesTable() {
  const { t } = useTranslation('admin');
  const lang = useLang();
  const ruleText = useRuleText();
  const badges = useQuery(adminBadgesQueryOptions());
  const columns = [
    { label: t('badges.icon') },
    { label: t('badges.name') },
    { label: t('badges.description') },
    { label: t('badges.rule') },
    { label: t('badges.holders'), number: true },
    { label: t('table.actions') },
  ];
  if (badges.isPending) return <Skeleton className="h-64 w-full" />;
  if (badges.isError)
    return <ErrorState message={t('table.error')} onRetry={() => void badges.refetch()} retrying={badges.isFetching} />;
  if (badges.data.length === 0) return <EmptyState title={t('table.empty')} />;
  return (
    <section aria-labelledby="admin-table-title" className="flex flex-col gap-4">
      <h2 id="admin-table-title" className="text-xl font-semibold text-fg">
        {t('badges.title')}{' '}
        <span className="text-base font-normal text-fg-muted tabular-nums">({badges.data.length})</span>
      </h2>
      <div className="overflow-x-auto rounded-xl border border-border">
        <AdminTable caption={t('badges.title')} columns={columns}>
          {badges.data.map((badge) => {
            const name = lang === 'fr' ? badge.name : badge.name_en;
            return (
              <tr key={badge.id}>
                <td className={c.td}>
                  <img src={badge.icon} alt="" width={48} height={48} className="size-12 object-contain" />
                </td>
                <td className={cn(c.td, 'font-medium text-fg')}>{name}</td>
                <td className={cn(c.td, 'text-fg-muted')}>
                  {lang === 'fr' ? badge.description : badge.description_en}
                </td>
                <td className={c.td}>{ruleText(badge)}</td>
                <td className={cn(c.td, c.number)}>{badge.holders}</td>
                <td className={c.td}>
                  {badge.rule === 'manual' ? (
                    <AwardBadgeDialog badgeId={badge.id} badgeName={name} />
                  ) : (
                    <span className="text-fg-muted">—</span>
                  )}
                </td>
              </tr>
            );
          })}
        </AdminTable>
      </div>
    </section>
  );
}
