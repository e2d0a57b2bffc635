import { EDITOR_ADDED_NOTIFY_HOURS } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { plannedRows } from '../../db/prepared.js';
import { awardBadgesTo } from '../badges/index.js';
import { notifyLike, notMuted } from '../notifications/index.js';

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

/**
 * Items an editor added to a list made together: its creator and its other editors hear of it, at
 * most once per list in EDITOR_ADDED_NOTIFY_HOURS (the dedupe key names the hour window), unless they
 * turned that kind off (docs/decisions/038-community.md). One insert for every recipient.
 */
export function tellEditorsOfAddition(
  app: FastifyInstance,
  listId: number,
  adder: { id: number; user_name: string },
): Promise<void> {
  const window = Math.floor(Date.now() / (EDITOR_ADDED_NOTIFY_HOURS * 3_600_000));
  return afterwards(app, async () => {
    const rows = await plannedRows<{ user_id: number }>(
      app.db,
      sql`
        insert into notifications (user_id, type, code, params, dedupe_key)
        select r.user_id, 'information', 'editor_items_added',
          jsonb_build_object('user_name', ${adder.user_name}::text, 'user_id', ${adder.id}::int, 'list_title', l.title, 'list_id', l.id),
          'added:' || l.id || ':' || ${window}::bigint
        from lists l
        join lateral (
          select l.creator_id as user_id
          union select e.user_id from list_editors e where e.list_id = l.id and e.status = 'accepted'
        ) r on true
        where l.id = ${listId} and r.user_id <> ${adder.id} and ${notMuted(sql`r.user_id`, 'editor_items_added')}
        on conflict do nothing
        returning user_id`,
    );
    return rows.map((row) => row.user_id);
  });
}
