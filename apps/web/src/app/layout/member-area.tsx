import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { CachedUser } from '../../features/auth/api/get-current-user';
import { LiveListLikes } from './live-list-likes';
import { UserMenu } from './user-menu';

interface MemberAreaProps {
  user: CachedUser;
  /** The session is still being checked with the server: the bell waits before it opens its stream. */
  isLoading: boolean;
  onLogout: () => void;
}

/**
 * A member's part of the bar: the bell (with the tab's notification stream), the live like counts and
 * the user menu. Loaded only once someone is signed in, so a visitor's first load goes without it.
 */
export function MemberArea({ user, isLoading, onLogout }: MemberAreaProps) {
  return (
    <>
      <NotificationBell userId={user.id} sessionConfirmed={!isLoading} />
      <LiveListLikes userId={user.id} enabled={!isLoading} />
      <UserMenu user={user} onLogout={onLogout} />
    </>
  );
}
