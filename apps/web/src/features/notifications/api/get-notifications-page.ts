import { apiPath, type NotificationsPage } from '@pepites/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { notificationsKey } from './keys';

export const NOTIFICATIONS_PAGE_SIZE = 20;

/** `GET /user/{id}/notifications?page=&limit=`: one page of the member's notifications. */
export function getNotificationsPage(userId: number, page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  return apiRequest(apiPath.notificationsPage, {
    params: { userId },
    query: { page, limit: NOTIFICATIONS_PAGE_SIZE },
    signal,
  });
}

export function notificationsPageQueryOptions(userId: number, page: number) {
  return queryOptions({
    queryKey: [...notificationsKey(userId), 'page', page] as const,
    queryFn: ({ signal }) => getNotificationsPage(userId, page, signal),
  });
}
