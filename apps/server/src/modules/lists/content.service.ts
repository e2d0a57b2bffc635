import { LIST_ITEMS_MAX, type ContentItem } from '@pepites/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { items, listItems, lists } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { CatalogItem } from './catalog-item.js';
import type { ItemTitles } from './item-titles.js';
import { listContent } from './list-views.js';

/**
 * The item's own row, created on first use. The catalogue wins: a row whose title, poster or snapshot
 * differs from its answer (one kept from a client by an older version, or renamed upstream since) is
 * rewritten, and so is every card showing it (drizzle/0008_list-cards.sql); an unchanged row is left
 * alone.
 */
async function itemId(db: Db, item: CatalogItem): Promise<number> {
  const [written] = await db
    .insert(items)
    .values({
      type: item.type,
      providerId: item.providerId,
      title: item.title,
      posterPath: item.posterPath,
      snapshot: item.snapshot,
      checkedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [items.type, items.providerId],
      set: {
        title: sql`excluded.title`,
        posterPath: sql`excluded.poster_path`,
        snapshot: sql`excluded.snapshot`,
        checkedAt: sql`excluded.checked_at`,
      },
      setWhere: sql`${items.checkedAt} is null or (${items.title}, ${items.posterPath}, ${items.snapshot}) is distinct from (excluded.title, excluded.poster_path, excluded.snapshot)`,
    })
    .returning({ id: items.id });
  if (written) return written.id;
  const [row] = await db
    .select({ id: items.id })
    .from(items)
    .where(and(eq(items.type, item.type), eq(items.providerId, item.providerId)))
    .limit(1);
  if (!row) throw new Error('item upsert found no row');
  return row.id;
}

/** The item as the caller sees it in that list. */
export async function contentOf(
  db: Db,
  listId: number,
  contentId: number,
  viewerId: number,
  titles: ItemTitles,
): Promise<ContentItem> {
  const found = (await listContent(db, listId, viewerId, titles)).find((item) => item.id === contentId);
  if (!found) throw notFound();
  return found;
}

/** Moves the list's version on (a reorder made before this change is then refused). */
async function bumpVersion(tx: Pick<Db, 'update'>, listId: number): Promise<void> {
  await tx
    .update(lists)
    .set({ version: sql`${lists.version} + 1` })
    .where(eq(lists.id, listId));
}

/**
 * Adds the catalogue's item at the end of a list, recording who added it (`addedBy`: the creator or
 * an editor; null when unknown). The same item twice is a no-op (`added` false); a full list is a
 * 409. The list row is locked so that concurrent additions take distinct positions, and the list's
 * version moves on in the same transaction.
 */
export async function addContent(
  db: Db,
  listId: number,
  item: CatalogItem,
  addedBy: number | null = null,
): Promise<{ itemId: number; added: boolean }> {
  const id = await itemId(db, item);
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select({ itemCount: lists.itemCount })
      .from(lists)
      .where(eq(lists.id, listId))
      .for('update');
    if (!list) throw notFound();
    const [present] = await tx
      .select({ id: listItems.itemId })
      .from(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.itemId, id)));
    if (present) return { itemId: id, added: false };
    if (list.itemCount >= LIST_ITEMS_MAX) throw conflict('conflict', { list: 'list.full' });
    await tx.insert(listItems).values({
      listId,
      itemId: id,
      addedBy,
      position: sql`(select coalesce(max(${listItems.position}) + 1, 0) from ${listItems} where ${listItems.listId} = ${listId})`,
    });
    await bumpVersion(tx, listId);
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
    const removed = await tx
      .delete(listItems)
      .where(and(eq(listItems.listId, listId), eq(listItems.itemId, contentId)))
      .returning({ id: listItems.itemId });
    if (removed.length === 0) throw notFound();
    await bumpVersion(tx, listId);
  });
}

/** A reorder made on an older version of the list: the list's current order and version, to start again from. */
export type StaleOrder = { stale: true; ids: number[]; version: number };

/**
 * Puts the list's items in the order of `ids` (every item, each once) and moves the list's version
 * on. When `expectedVersion` is given and the list has changed since, nothing is written and the
 * current order comes back instead (docs/decisions/038-community.md).
 */
export async function reorderContent(
  db: Db,
  listId: number,
  ids: number[],
  expectedVersion?: number,
): Promise<{ stale: false; version: number } | StaleOrder> {
  return db.transaction(async (tx) => {
    const [list] = await tx.select({ version: lists.version }).from(lists).where(eq(lists.id, listId)).for('update');
    if (!list) throw notFound();
    const current = await tx
      .select({ id: listItems.itemId })
      .from(listItems)
      .where(eq(listItems.listId, listId))
      .orderBy(listItems.position, listItems.itemId);
    if (expectedVersion !== undefined && expectedVersion !== list.version)
      return { stale: true, ids: current.map((row) => row.id), version: list.version };
    const wanted = new Set(ids);
    if (current.length !== ids.length || current.some((row) => !wanted.has(row.id)))
      throw badRequest({ ids: 'field.invalid' });
    await tx.execute(sql`
      update ${listItems} set position = ordered.rank - 1
      from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as ordered(item_id, rank)
      where ${listItems.listId} = ${listId} and ${listItems.itemId} = ordered.item_id`);
    const [bumped] = await tx
      .update(lists)
      .set({ version: sql`${lists.version} + 1` })
      .where(eq(lists.id, listId))
      .returning({ version: lists.version });
    return { stale: false, version: bumped?.version ?? list.version + 1 };
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
    await bumpVersion(tx, listId);
  });
}
