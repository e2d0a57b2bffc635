import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { items, likes, listItems, lists, seenMarks, users } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { listsVisibleTo } from './list-access.js';

/** Who reads: a member, and whether they are the admin (who sees every list). */
export interface Viewer {
  id: number;
  admin: boolean;
}

/**
 * Toggles a like. Delete-or-insert in one transaction with `ON CONFLICT DO NOTHING`: two racing
 * toggles by the same person never make two likes, and the list's count (kept by a trigger) stays
 * the number of its likers.
 */
export async function toggleLike(db: Db, listId: number, userId: number): Promise<{ liked: boolean; likes: number }> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(likes)
      .where(and(eq(likes.listId, listId), eq(likes.userId, userId)))
      .returning({ listId: likes.listId });
    if (removed.length === 0) await tx.insert(likes).values({ listId, userId }).onConflictDoNothing();
    const [row] = await tx.select({ likes: lists.likesCount }).from(lists).where(eq(lists.id, listId));
    return { liked: removed.length === 0, likes: row?.likes ?? 0 };
  });
}

/**
 * Toggles the caller's "seen" mark on an item (one mark per person and item, whatever the list). An
 * item held only by lists the caller cannot see is a 404, as an unknown id: a mark must not tell
 * that it exists. A mark already set can always be taken off.
 */
export async function toggleSeen(db: Db, contentId: number, viewer: Viewer): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(seenMarks)
      .where(and(eq(seenMarks.itemId, contentId), eq(seenMarks.userId, viewer.id)))
      .returning({ id: seenMarks.itemId });
    if (removed.length > 0) return false;
    const [visible] = await tx
      .select({ id: listItems.itemId })
      .from(listItems)
      .innerJoin(lists, eq(lists.id, listItems.listId))
      .where(and(eq(listItems.itemId, contentId), listsVisibleTo(viewer)))
      .limit(1);
    if (!visible) throw notFound();
    await tx.insert(seenMarks).values({ itemId: contentId, userId: viewer.id }).onConflictDoNothing();
    return true;
  });
}

export async function likersPage(db: Db, listId: number, page: { limit: number; offset: number }) {
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: users.id, user_name: users.userName, avatar: users.avatar })
      .from(likes)
      .innerJoin(users, eq(users.id, likes.userId))
      .where(eq(likes.listId, listId))
      .orderBy(desc(likes.createdAt), desc(likes.userId))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: lists.likesCount }).from(lists).where(eq(lists.id, listId)),
  ]);
  return { likers: rows, total: counted?.value ?? 0 };
}

/** How many lists the caller may see hold an item (movie or show pages show it). */
export async function countListsHolding(
  db: Db,
  type: (typeof items.$inferSelect)['type'],
  providerId: string,
  viewer: Viewer | null,
) {
  const visible = listsVisibleTo(viewer);
  const [row] = await db
    .execute<{ count: number }>(
      sql`
    select count(*)::int as count
    from list_items li
    join items i on i.id = li.item_id
    join lists on lists.id = li.list_id
    where i.type = ${type} and i.provider_id = ${providerId} and ${visible}`,
    )
    .then((result) => (result as unknown as { rows: { count: number }[] }).rows);
  return row?.count ?? 0;
}
