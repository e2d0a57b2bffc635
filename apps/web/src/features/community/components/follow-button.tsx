import { Check, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { notify } from '../../../components/ui/toast';
import { Tooltip } from '../../../components/ui/tooltip';
import { paths } from '../../../config/paths';
import { useToggleFollow } from '../api/toggle-follow';

export interface FollowButtonProps {
  /** The signed-in member looking, null for a visitor. */
  viewerId: number | null;
  userId: number;
  name: string;
  /** Whether the caller follows them, as the page's data says (the button patches that data). */
  followed: boolean;
  className?: string;
}

/**
 * Follow or unfollow a member: a toggle (aria-pressed) that turns at once and rolls back with a
 * toast if the server refuses. Nothing on one's own page or card; a visitor is offered to sign in.
 */
export function FollowButton(props: FollowButtonProps) {
  if (props.viewerId === props.userId) return null;
  return props.viewerId !== null ? <MemberFollowButton {...props} /> : <VisitorFollowLink {...props} />;
}

function classes(followed: boolean, className?: string) {
  return buttonClasses({ variant: followed ? 'secondary' : 'primary', size: 'sm', className });
}

function MemberFollowButton({ userId, name, followed, className }: FollowButtonProps) {
  const { t } = useTranslation('community');
  const toggle = useToggleFollow();
  const Icon = followed ? Check : UserPlus;
  const onClick = () => {
    // One change at a time: a second click would race the first one's answer.
    if (toggle.isPending) return;
    toggle.mutate({ userId, followed }, { onError: (error) => notify.error(`${t('follow.error')} ${error.message}`) });
  };
  return (
    <Tooltip content={followed ? t('follow.unfollowHint', { name }) : t('follow.followHint', { name })}>
      <button
        type="button"
        aria-pressed={followed}
        aria-label={t('follow.followHint', { name })}
        onClick={onClick}
        className={classes(followed, className)}
      >
        <Icon aria-hidden="true" className="size-4" />
        {t('follow.follow')}
      </button>
    </Tooltip>
  );
}

function VisitorFollowLink({ name, className }: FollowButtonProps) {
  const { t } = useTranslation('community');
  return (
    <Tooltip content={t('follow.loginHint')}>
      <Link to={paths.login.href()} aria-label={t('follow.followHint', { name })} className={classes(false, className)}>
        <UserPlus aria-hidden="true" className="size-4" />
        {t('follow.follow')}
      </Link>
    </Tooltip>
  );
}
