import type { Notification } from '@pepites/contracts';
import { apiPath, NOTIFICATION_POLL_MS } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { notificationsKey } from './keys';

/** `GET /user/{id}/notifications/unseen`: the member's notifications not seen yet. */
export async function getUnseenNotifications(userId: number, signal?: AbortSignal): Promise<Notification[]> {
  const body = await apiRequest(apiPath.unseenNotifications, { params: { userId }, signal });
  return body.notifications;
}

/**
 * The unseen notifications, behind the bell. Polled every 60 s only while the event stream
 * is not open; the stream says when to refetch.
 */
export function unseenNotificationsQueryOptions(userId: number, streamOpen = false) {
  return queryOptions({
    queryKey: [...notificationsKey(userId), 'unseen'] as const,
    queryFn: ({ signal }) => getUnseenNotifications(userId, signal),
    refetchInterval: streamOpen ? false : NOTIFICATION_POLL_MS,
  });
}
