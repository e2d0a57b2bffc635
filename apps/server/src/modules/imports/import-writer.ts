import { setImmediate as yieldToRequests } from 'node:timers/promises';
import { LIST_DESCRIPTION_MAX, LIST_ITEMS_MAX, LIST_TITLE_MAX } from '@pepites/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { items, listItems, lists, seenMarks } from '../../db/schema/index.js';
import { toSearchText } from '../../lib/search-text.js';
import type { Catalog } from '../catalog/index.js';
import { catalogItem, type CatalogItem } from '../lists/index.js';
import type { MatchedItem } from './row-match.js';

/**
 * The writes of an import, each a few statements per batch however many rows (never one query per
 * row), with a turn of the event loop between batches so that other requests keep being answered.
 */
export const WRITE_BATCH = 200;
const LOOKUP_CONCURRENCY = 4;
/**
 * The offline catalogue answers without waiting for anything, so its lookups would run back to back
 * without ever letting a request in: the event loop gets a turn after this many.
 */
const LOOKUPS_PER_TURN = 4;

export const itemKey = (item: { type: string; providerId: string }) => `${item.type}:${item.providerId}`;

function chunks<T>(values: readonly T[], size = WRITE_BATCH): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += size) out.push(values.slice(start, start + size));
  return out;
}

async function existingItemIds(db: Db, keys: readonly MatchedItem[]): Promise<Map<string, number>> {
  if (keys.length === 0) return new Map();
  const tuples = sql.join(
    keys.map((key) => sql`(${key.type}::item_type, ${key.providerId}::varchar)`),
    sql`, `,
  );
  const rows = await db
    .select({ id: items.id, type: items.type, providerId: items.providerId })
    .from(items)
    .where(sql`(${items.type}, ${items.providerId}) in (${tuples})`);
  return new Map(rows.map((row) => [itemKey(row), row.id]));
}

/** Asks the catalogue for each title, a few at a time; an outside failure rejects (the job retries). */
async function lookUpAll(catalog: Catalog, keys: readonly MatchedItem[]): Promise<CatalogItem[]> {
  const found: CatalogItem[] = [];
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next]!;
      next += 1;
      const item = await catalogItem(catalog, key.type, key.providerId);
      if (item) found.push(item);
      if (next % LOOKUPS_PER_TURN === 0) await yieldToRequests();
    }
  };
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, keys.length) }, worker));
  return found;
}

/**
 * The items table's ids of these catalogue titles, rows made for those not kept yet (with the
 * catalogue's title, poster and snapshot, as an addition by hand makes them). A title the catalogue
 * no longer knows is left out of the map.
 */
export async function itemIdsFor(
  db: Db,
  catalog: Catalog,
  wanted: readonly MatchedItem[],
): Promise<Map<string, number>> {
  const distinct = [...new Map(wanted.map((item) => [itemKey(item), item])).values()];
  const ids = new Map<string, number>();
  for (const batch of chunks(distinct)) {
    const known = await existingItemIds(db, batch);
    const missing = batch.filter((item) => !known.has(itemKey(item)));
    const made = await lookUpAll(catalog, missing);
    if (made.length > 0) {
      await db
        .insert(items)
        .values(made.map((item) => ({ ...item, checkedAt: sql`now()` })))
        .onConflictDoNothing();
      for (const [key, id] of await existingItemIds(db, missing)) known.set(key, id);
    }
    for (const [key, id] of known) ids.set(key, id);
    await yieldToRequests();
  }
  return ids;
}

export interface ListSpec {
  importKey: string;
  title: string;
  description: string;
}

/** Import keys are at most 160 characters (lists.import_key). */
export const importKeyOf = (source: string, name: string) => `${source}:${name}`.slice(0, 160);

/**
 * The member's private lists for these import keys: made when missing, found again when the same
 * file (or a later export of the same list) is imported again. `created` holds the new ones' ids.
 */
export async function upsertLists(
  db: Db,
  creatorId: number,
  specs: readonly ListSpec[],
): Promise<{ ids: Map<string, number>; created: Set<number> }> {
  const ids = new Map<string, number>();
  const created = new Set<number>();
  for (const batch of chunks(specs)) {
    const inserted = await db
      .insert(lists)
      .values(
        batch.map((spec) => {
          const title = spec.title.slice(0, LIST_TITLE_MAX);
          return {
            creatorId,
            title,
            titleSearch: toSearchText(title),
            description: spec.description.slice(0, LIST_DESCRIPTION_MAX),
            privacy: 'private' as const,
            importKey: spec.importKey,
          };
        }),
      )
      .onConflictDoNothing()
      .returning({ id: lists.id });
    for (const row of inserted) created.add(row.id);
    const rows = await db
      .select({ id: lists.id, importKey: lists.importKey })
      .from(lists)
      .where(
        and(
          eq(lists.creatorId, creatorId),
          inArray(
            lists.importKey,
            batch.map((spec) => spec.importKey),
          ),
        ),
      );
    for (const row of rows) if (row.importKey) ids.set(row.importKey, row.id);
  }
  return { ids, created };
}

export interface ListEntry {
  itemId: number;
  note: string | null;
}

/**
 * Appends items to a list in the given order, after those it holds; an item already there is left
 * as it is. The list is locked first, as every change to its items does (content.service.ts), and
 * what would pass LIST_ITEMS_MAX is cut and counted.
 */
export async function appendToList(
  db: Db,
  listId: number,
  entries: readonly ListEntry[],
): Promise<{ added: number; cut: number }> {
  return db.transaction(async (tx) => {
    const [list] = await tx
      .select({ itemCount: lists.itemCount })
      .from(lists)
      .where(eq(lists.id, listId))
      .for('update');
    if (!list) return { added: 0, cut: 0 };
    const held = await tx
      .select({ itemId: listItems.itemId, position: listItems.position })
      .from(listItems)
      .where(eq(listItems.listId, listId));
    const present = new Set(held.map((row) => row.itemId));
    const fresh = [
      ...new Map(entries.filter((entry) => !present.has(entry.itemId)).map((e) => [e.itemId, e])).values(),
    ];
    const room = Math.max(0, LIST_ITEMS_MAX - list.itemCount);
    const kept = fresh.slice(0, room);
    const start = held.reduce((max, row) => Math.max(max, row.position + 1), 0);
    for (const [batchIndex, batch] of chunks(kept).entries()) {
      await tx.insert(listItems).values(
        batch.map((entry, index) => ({
          listId,
          itemId: entry.itemId,
          position: start + batchIndex * WRITE_BATCH + index,
          note: entry.note,
        })),
      );
    }
    // Items imported carry no adder (added_by null); the version moves on as with any addition.
    if (kept.length > 0)
      await tx
        .update(lists)
        .set({ version: sql`${lists.version} + 1` })
        .where(eq(lists.id, listId));
    return { added: kept.length, cut: fresh.length - kept.length };
  });
}

/** Seen marks for these items (one already there stays); the number added. */
export async function markSeen(db: Db, userId: number, itemIds: readonly number[]): Promise<number> {
  let added = 0;
  for (const batch of chunks([...new Set(itemIds)])) {
    const rows = await db
      .insert(seenMarks)
      .values(batch.map((itemId) => ({ userId, itemId })))
      .onConflictDoNothing()
      .returning({ itemId: seenMarks.itemId });
    added += rows.length;
    await yieldToRequests();
  }
  return added;
}

/** Whether visitors can see any of these lists (an import's are private until their member says otherwise). */
export async function anyPublic(db: Db, listIds: readonly number[]): Promise<boolean> {
  if (listIds.length === 0) return false;
  const [row] = await db
    .select({ id: lists.id })
    .from(lists)
    .where(and(inArray(lists.id, [...listIds]), eq(lists.privacy, 'public')))
    .limit(1);
  return row !== undefined;
}
