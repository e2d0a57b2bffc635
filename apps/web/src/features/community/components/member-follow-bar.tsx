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
  const followersLabel = t('follow.followers', { count: followers, formatted: format.format(followers) });
  const followingLabel = t('follow.following', { count: following, formatted: format.format(following) });
  return (
    <div className={cn('flex flex-wrap items-center gap-x-1 gap-y-2', className)}>
      <FollowPeopleDialog
        viewerId={viewerId}
        kind="followers"
        userId={userId}
        title={t('follow.followersTitle', { name })}
        trigger={
          <button type="button" className={countClasses}>
            {followersLabel}
          </button>
        }
      />
      <FollowPeopleDialog
        viewerId={viewerId}
        kind="following"
        userId={userId}
        title={t('follow.followingTitle', { name })}
        trigger={
          <button type="button" className={countClasses}>
            {followingLabel}
          </button>
        }
      />
      <FollowButton viewerId={viewerId} userId={userId} name={name} followed={followed} className="ms-1" />
    </div>
  );
}
