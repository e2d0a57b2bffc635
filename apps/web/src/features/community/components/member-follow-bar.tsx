import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { useLang } from '../../../hooks/use-lang';
import { numberFormat } from '../../../lib/number-format';
import { useFollowState } from '../api/get-follow-state';
import { FollowButton } from './follow-button';
import { FollowPeopleDialog } from './follow-people-dialog';

interface MemberFollowBarProps {
  /** The signed-in member looking, null for a visitor. */
  viewerId: number | null;
  userId: number;
  name: string;
  className?: string;
}

const countClasses = buttonClasses({ variant: 'ghost', size: 'sm', className: 'px-2 tabular-nums' });

/**
 * A member's follower and following counts, each opening the people behind it, and the follow
 * button (docs/decisions/038-community.md). Shown on their lists page and on the profile card of a
 * list's creator.
 */
export function MemberFollowBar({ viewerId, userId, name, className }: MemberFollowBarProps) {
  const { t } = useTranslation('community');
  const format = numberFormat(useLang());
  const state = useFollowState(userId);
  if (state.isError) return null;
  if (!state.data) return <Skeleton className={cn('h-10 w-64', className)} />;
  const { followed, followers, following } = state.data.follow;
  const counts = { followers, following } as const;
  return (
    <div className={cn('flex flex-wrap items-center gap-x-1 gap-y-2', className)}>
      {(['followers', 'following'] as const).map((kind) => (
        <FollowPeopleDialog
          key={kind}
          viewerId={viewerId}
          kind={kind}
          userId={userId}
          title={t(`follow.${kind}Title`, { name })}
          trigger={
            <button type="button" className={countClasses}>
              {t(`follow.${kind}`, { count: counts[kind], formatted: format.format(counts[kind]) })}
            </button>
          }
        />
      ))}
      <FollowButton viewerId={viewerId} userId={userId} name={name} followed={followed} className="ms-1" />
    </div>
  );
}
