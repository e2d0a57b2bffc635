import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/ui/error-state';
import { useUserStats } from '../api/get-user-stats';
import { CollapsibleBadges } from './collapsible-badges';
import { ProfileSummary, type ProfileCardUser } from './profile-summary';
import { StatTiles } from './stat-tiles';

interface ProfileCardProps {
  user: ProfileCardUser;
  /** Extra actions under the summary (e.g. "preview my public card"). */
  actions?: ReactNode;
}

/** The signed-in user's own card with avatar, name, place, catchline, introduction, badges and stat tiles. */
export function ProfileCard({ user, actions }: ProfileCardProps) {
  const { t } = useTranslation('profile');
  const stats = useUserStats(user.id);
  return (
    <section
      aria-labelledby="profile-card-name"
      className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <ProfileSummary
        user={user}
        emptyIntroduction={t('card.noIntroductionOwn')}
        heading={
          <h2 id="profile-card-name" className="text-2xl font-semibold tracking-tight text-fg">
            {user.user_name}
          </h2>
        }
      />
      {actions && <div className="flex flex-wrap justify-center gap-2">{actions}</div>}
      <CollapsibleBadges userId={user.id} defaultOpen />
      <section aria-labelledby="profile-stats" className="@container flex flex-col gap-3">
        <h3 id="profile-stats" className="text-base font-semibold text-fg">
          {t('stats.title')}
        </h3>
        {stats.isError ? (
          <ErrorState message={t('stats.error')} onRetry={() => void stats.refetch()} retrying={stats.isFetching} />
        ) : (
          <StatTiles stats={stats.data} />
        )}
      </section>
    </section>
  );
}
