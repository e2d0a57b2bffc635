import type { Notification, NotificationCode } from '@pepites/contracts';
import { describe, expect, it } from 'vitest';
import { makeLikeNotification } from '../../../testing/notification-factories';
import { destinationOf } from './notification-destination';

const notification = (code: NotificationCode, params: Notification['params']): Notification => ({
  ...makeLikeNotification(1, 42),
  code,
  params,
});

describe('destinationOf', () => {
  it('leads a notification about a list to that list', () => {
    for (const code of [
      'like_received',
      'list_comment',
      'comment_mention',
      'editor_invited',
      'editor_accepted',
      'editor_items_added',
    ] as const) {
      expect(destinationOf(notification(code, { user_name: 'bob', user_id: 5, list_id: 42 }))).toBe('/listDetails/42');
    }
  });

  it('leads a new follower to their lists, a badge to the profile, and the others nowhere', () => {
    expect(destinationOf(notification('new_follower', { user_name: 'bob', user_id: 5 }))).toBe('/browseLists/5');
    expect(destinationOf(notification('badge_unlocked', { badge: 'Cinéphile' }))).toBe('/userProfile');
    expect(destinationOf(notification('admin_message', { text: 'Hello' }))).toBeNull();
  });

  it("leads a title arrived on one's services to its movie or show page", () => {
    const arrived = { title: 'Le Parrain', title_en: 'The Godfather', providers: 'Netflix', region: 'FR' };
    expect(destinationOf(notification('title_arrived', { ...arrived, type: 'movie', provider_id: '238' }))).toBe(
      '/movieDetails/238',
    );
    expect(destinationOf(notification('title_arrived', { ...arrived, type: 'show', provider_id: 1396 }))).toBe(
      '/tvDetails/1396',
    );
    expect(destinationOf(notification('title_arrived', { ...arrived, type: 'podcast', provider_id: '1' }))).toBeNull();
    expect(destinationOf(notification('title_arrived', { ...arrived, type: 'movie' }))).toBeNull();
  });

  it('leads nowhere when the id is missing or not an id', () => {
    expect(destinationOf(notification('editor_invited', { user_name: 'bob' }))).toBeNull();
    expect(destinationOf(notification('list_comment', { list_id: 'abc' }))).toBeNull();
    expect(destinationOf(notification('new_follower', { user_id: 0 }))).toBeNull();
  });
});
