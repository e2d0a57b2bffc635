import type { FastifyInstance } from 'fastify';
import { awardBadgesTo } from '../badges/index.js';
import { notifyLike } from '../notifications/index.js';

/*
 * What happens after a write to the lists: a like given, a list created or its items changed. It
 * lives in the lists module, beside the routes that call it, because that is where a reader of a
 * like or a new list looks for its consequences; the badge engine and the notifications stay
 * where they are and know nothing of lists' routes.
 */

/**
 * What follows a change to someone's lists or likes: the badges they reached, the notifications, and
 * a word to their open streams. Runs after the change is committed, so the last of two racing
 * requests always counts both. A failure here is logged, never turned into a failed request: the
 * list or the like is saved, and the admin's badge check catches up.
 */
async function afterwards(app: FastifyInstance, work: () => Promise<number[]>): Promise<void> {
  try {
    const told = await work();
    if (told.length > 0) await app.notificationHub.notify(told);
  } catch (error) {
    app.log.error({ err: error }, 'badges or notifications could not be updated');
  }
}

/** A list created, an item added or removed (a list may become single-type): its creator's badges. */
export function rewardListChange(app: FastifyInstance, creatorId: number): Promise<void> {
  return afterwards(app, async () => (await awardBadgesTo(app.db, creatorId)).map((award) => award.user_id));
}

/** A like given (not taken back): the creator hears of it once per liker, and may reach a badge. */
export function rewardLike(
  app: FastifyInstance,
  list: { id: number; creatorId: number },
  liker: { id: number; user_name: string },
): Promise<void> {
  return afterwards(app, async () => {
    const told = await notifyLike(app.db, list.id, liker);
    const awards = await awardBadgesTo(app.db, list.creatorId);
    return [...(told === null ? [] : [told]), ...awards.map((award) => award.user_id)];
  });
}
