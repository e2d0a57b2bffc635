import { useQueryClient } from '@tanstack/react-query';
import { refreshListDetail } from '../../features/lists/api/list-keys';
import { useNotificationArrivals } from '../../features/notifications/hooks/use-notification-arrivals';
import { likedListIdOf } from '../../features/notifications/lib/liked-list';

/**
 * A like on one of the member's lists moves its count on the list's page as soon as the bell lights
 * up: the notification the stream brought names the list, whose query is then fetched again.
 */
export function LiveListLikes({ userId, enabled }: { userId: number; enabled: boolean }) {
  const queryClient = useQueryClient();
  useNotificationArrivals(userId, enabled, (arrived) => {
    const listIds = new Set(arrived.map(likedListIdOf).filter((listId) => listId !== null));
    for (const listId of listIds) void refreshListDetail(queryClient, listId);
  });
  return null;
}
