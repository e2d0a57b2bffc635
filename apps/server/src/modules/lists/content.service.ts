import { LIST_ITEMS_MAX, type AddContentInput, type ContentItem } from '@pepites/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { items, listItems, lists } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { listContent } from './list-views.js';

type NewContent = { [K in keyof AddContentInput]-?: Exclude<AddContentInput[K], undefined> } & { provider_id: string };

/**
 * The item's own row, created on first use. An existing row is kept as it is: a caller cannot
 * rename a title for everyone by adding it with another title (the catalogue issue will check
 * added items against the provider).
 */
async function itemId(db: Db, input: NewContent): Promise<number> {
  const snapshot = input.provider_id_string ? { provider_id_string: input.provider_id_string } : {};
  await db
    .insert(items)
    .values({ type: input.type, providerId: input.provider_id, title: input.title, posterPath: input.poster_path, snapshot })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.type, input.type), eq(items.providerId, input.provider_id)))
    .limit(1);
  if (!row) throw new Error('item upsert found no row');
  return row.id;
}

/** The item as the caller sees it in that list. */
export async function contentOf(db: Db, listId: number, contentId: number, viewerId: number): Promise<ContentItem> {
  const found = (await listContent(db, listId, viewerId)).find((item) => item.id === contentId);
  if (!found) throw notFound();
  return found;
}

/**
 * Adds an item at the end of a list. The same item twice is a no-op (`added` false); a full list is
 * a 409. The list row is locked so that concurrent additions take distinct positions.
 */
export async function addContent(db: Db, listId: number, input: NewContent): Promise<{ itemId: number; added: boolean }> {
  const id = await itemId(db, input);
  return db.transaction(async (tx) => {
    const [list] = await tx.select({ itemCount: lists.itemCount }).from(lists).where(eq(lists.id, listId)).for('update');
    if (!list) throw notFound();
    const [present] = await tx.select({ id: listItems.itemId }).from(listItems).where(and(eq(listItems.listId, listId), eq(listItems.itemId, id)));
    if (present) return { itemId: id, added: false };
    if (list.itemCount >= LIST_ITEMS_MAX) throw conflict('conflict', { list: 'list.full' });
    await tx.insert(listItems).values({
      listId,
      itemId: id,
      position: sql`(select coalesce(max(${listItems.position}) + 1, 0) from ${listItems} where ${listItems.listId} = ${listId})`,
    });
    return { itemId: id, added: true };
  });
}

/**
 * Every change to a list's items locks the list row first, as the triggers that rewrite its counts
 * and card do after: one lock order, so a reorder racing a note or a removal waits instead of
 * deadlocking.
 */
async function lockList(tx: Pick<Db, 'select'>, listId: number): Promise<void> {
  await tx.select({ id: lists.id }).from(lists).where(eq(lists.id, listId)).for('update');
}

export async function removeContent(db: Db, listId: number, contentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    const removed = await tx.delete(listItems).where(and(eq(listItems.listId, listId), eq(listItems.itemId, contentId))).returning({ id: listItems.itemId });
    if (removed.length === 0) throw notFound();
  });
}

/** Sets the order of a list's items; `ids` must be exactly the list's items. */
export async function reorderContent(db: Db, listId: number, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    const current = await tx.select({ id: listItems.itemId }).from(listItems).where(eq(listItems.listId, listId));
    const wanted = new Set(ids);
    if (current.length !== ids.length || current.some((row) => !wanted.has(row.id))) throw badRequest({ ids: 'field.invalid' });
    await tx.execute(sql`
      update ${listItems} set position = ordered.rank - 1
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as ordered(item_id, rank)
      where ${listItems.listId} = ${listId} and ${listItems.itemId} = ordered.item_id`);
  });
}

export async function setContentNote(db: Db, listId: number, contentId: number, note: string | null): Promise<void> {
  await db.transaction(async (tx) => {
    await lockList(tx, listId);
    const updated = await tx
      .update(listItems)
      .set({ note: note === '' ? null : note })
      .where(and(eq(listItems.listId, listId), eq(listItems.itemId, contentId)))
      .returning({ id: listItems.itemId });
    if (updated.length === 0) throw notFound();
  });
}
