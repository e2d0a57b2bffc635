import type { Notification, NotificationCode } from '@pepites/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { refreshListDetail, refreshLists } from '../../features/lists/api/list-keys';
import { useNotificationArrivals } from '../../features/notifications/hooks/use-notification-arrivals';
import { likedListIdOf } from '../../features/notifications/lib/liked-list';

/** What another member did to a list made together: its editors, invitations or items moved. */
const EDITOR_CODES: readonly NotificationCode[] = ['editor_invited', 'editor_accepted', 'editor_items_added'];
const isEditorNews = (notification: Notification) =>
  notification.code !== null && EDITOR_CODES.includes(notification.code);

/**
 * A like on one of the member's lists moves its count on the list's page as soon as the bell lights
 * up: the notification the stream brought names the list, whose query is then fetched again. An
 * invitation, an accepted one or titles added to a list made together refetch the lists on screen
 * (the list's page, its editors, the profile's lists made together).
 */
export function LiveListLikes({ userId, enabled }: { userId: number; enabled: boolean }) {
  const queryClient = useQueryClient();
  useNotificationArrivals(userId, enabled, (arrived) => {
    if (arrived.some(isEditorNews)) return void refreshLists(queryClient);
    const listIds = new Set(arrived.map(likedListIdOf).filter((listId) => listId !== null));
    for (const listId of listIds) void refreshListDetail(queryClient, listId);
  });
  return null;
}
