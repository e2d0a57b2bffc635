import type { Notification, NotificationsPage, NotificationsResponse } from '@pepites/contracts';
import { NOTIFICATION_POLL_MS } from '@pepites/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type { Notification };

/** Every query of a member's notifications starts with this key: one invalidation refreshes them all. */
export const notificationsKey = (userId: number) => ['users', userId, 'notifications'] as const;

/**
 * The unseen notifications, behind the bell. Polled every 60 s only while the event stream
 * is not open; the stream says when to refetch.
 */
export function unseenNotificationsQueryOptions(userId: number, streamOpen = false) {
  return queryOptions({
    queryKey: [...notificationsKey(userId), 'unseen'] as const,
    queryFn: ({ signal }) => api<NotificationsResponse>(`/user/${userId}/notifications/unseen`, { signal }).then((body) => body.notifications),
    refetchInterval: streamOpen ? false : NOTIFICATION_POLL_MS,
  });
}

export const NOTIFICATIONS_PAGE_SIZE = 20;

export function notificationsPageQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: [...notificationsKey(userId), 'page', page] as const,
    queryFn: ({ signal }) => api<NotificationsPage>(`/user/${userId}/notifications?page=${page}&limit=${NOTIFICATIONS_PAGE_SIZE}`, { signal }),
  });
}

/** Marks one notification seen, then reloads them. */
export function useMarkSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notificationId: number) => api(`/user/${userId}/notification/${notificationId}}`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}

export function useMarkAllSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string; updated: number }>(`/user/${userId}/notifications/seen`, { method: 'PUT' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationsKey(userId) }),
  });
}
