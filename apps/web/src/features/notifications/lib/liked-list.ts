import type { Notification } from '@pepites/contracts';

/** The list a like notification is about, or null for any other notification. */
export function likedListIdOf(notification: Notification): number | null {
  const listId = Number(notification.params.list_id);
  return notification.code === 'like_received' && Number.isInteger(listId) && listId > 0 ? listId : null;
}
