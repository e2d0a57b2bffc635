import type { Notification } from '@pepites/contracts';

/** Bob's like of the list "Westerns" (list `listId`), not seen yet, as the API lists it. */
export function makeLikeNotification(id: number, listId: number): Notification {
  return {
    id,
    type: 'alert',
    code: 'like_received',
    params: { user_name: 'bob', list_id: listId, list_title: 'Westerns' },
    message: 'bob aime votre liste « Westerns ».',
    message_en: 'bob likes your list “Westerns”.',
    seen: false,
    created_at: '2026-11-25T10:00:00Z',
  };
}
