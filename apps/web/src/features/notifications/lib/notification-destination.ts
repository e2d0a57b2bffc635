import type { Notification, NotificationCode } from '@pepites/contracts';
import { paths } from '../../../config/paths';

/** The kinds about a list: opening one leads to that list (`params.list_id`). */
const LIST_CODES: readonly NotificationCode[] = [
  'like_received',
  'list_comment',
  'comment_mention',
  'editor_invited',
  'editor_accepted',
  'editor_items_added',
];

function idParam(notification: Notification, name: string): number | null {
  const id = Number(notification.params[name]);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The movie or show page of a title that arrived on the member's services (`params.type`, `params.provider_id`). */
function arrivedTitle(notification: Notification): string | null {
  const id = idParam(notification, 'provider_id');
  if (id === null) return null;
  if (notification.params.type === 'movie') return paths.movieDetails.href(id);
  if (notification.params.type === 'show') return paths.tvDetails.href(id);
  return null;
}

/**
 * Where a notification leads once read: the list it is about, the lists of the member who followed,
 * the profile with the new badge, the title that arrived on one's services; null for the others.
 */
export function destinationOf(notification: Notification): string | null {
  const listId = idParam(notification, 'list_id');
  if (notification.code && LIST_CODES.includes(notification.code) && listId !== null)
    return paths.listDetails.href(listId);
  const userId = idParam(notification, 'user_id');
  if (notification.code === 'new_follower' && userId !== null) return paths.browseLists.href(userId);
  if (notification.code === 'badge_unlocked') return paths.userProfile.href();
  if (notification.code === 'title_arrived') return arrivedTitle(notification);
  return null;
}
