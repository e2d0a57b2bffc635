import type { ContentItem, ListSummary, Tag, TagName } from '@pepites/contracts';
import { LIST_CARD_ITEMS } from '@pepites/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { items, likes, listItems, lists, listTags, seenMarks, tags, users } from '../../db/schema/index.js';

/**
 * Lists as the API shows them, built for a whole page at once: four queries whatever the number of
 * lists (rows with creators, tags, first items with the caller's seen marks, the caller's likes).
 */

async function listRows(db: Db, ids: number[]) {
  return db
    .select({
      id: lists.id,
      title: lists.title,
      description: lists.description,
      type: lists.type,
      privacy: lists.privacy,
      creatorId: lists.creatorId,
      likes: lists.likesCount,
      itemCount: lists.itemCount,
      createdAt: lists.createdAt,
      creatorName: users.userName,
      creatorAvatar: users.avatar,
    })
    .from(lists)
    .innerJoin(users, eq(users.id, lists.creatorId))
    .where(inArray(lists.id, ids));
}

async function tagsByList(db: Db, ids: number[]): Promise<Map<number, Tag[]>> {
  const rows = await db
    .select({ listId: listTags.listId, name: tags.name, nameFr: tags.nameFr })
    .from(listTags)
    .innerJoin(tags, eq(tags.id, listTags.tagId))
    .where(inArray(listTags.listId, ids))
    .orderBy(asc(tags.id));
  const byList = new Map<number, Tag[]>();
  for (const row of rows) byList.set(row.listId, [...(byList.get(row.listId) ?? []), { name: row.name as TagName, name_fr: row.nameFr }]);
  return byList;
}

/** Items in list order; `perList` caps each list (a card's slider), null for all (a list's page). */
export async function itemsByList(db: Db, ids: number[], viewerId: number | null, perList: number | null): Promise<Map<number, ContentItem[]>> {
  const seen = viewerId === null ? sql<boolean>`false` : sql<boolean>`${seenMarks.userId} is not null`;
  const ranked = db
    .select({
      listId: listItems.listId,
      id: items.id,
      provider_id: items.providerId,
      snapshot: items.snapshot,
      title: items.title,
      poster_path: items.posterPath,
      type: items.type,
      seen: seen.as('seen'),
      note: listItems.note,
      position: listItems.position,
      rank: sql<number>`row_number() over (partition by ${listItems.listId} order by ${listItems.position}, ${listItems.addedAt}, ${items.id})`.as('rank'),
    })
    .from(listItems)
    .innerJoin(items, eq(items.id, listItems.itemId))
    .leftJoin(seenMarks, viewerId === null ? sql`false` : and(eq(seenMarks.itemId, items.id), eq(seenMarks.userId, viewerId)))
    .where(inArray(listItems.listId, ids))
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(perList === null ? undefined : sql`${ranked.rank} <= ${perList}`)
    .orderBy(asc(ranked.listId), asc(ranked.rank));
  const byList = new Map<number, ContentItem[]>();
  for (const row of rows) {
    const snapshot = row.snapshot as { provider_id_string?: unknown };
    const item: ContentItem = {
      id: row.id,
      provider_id: row.provider_id,
      provider_id_string: typeof snapshot.provider_id_string === 'string' ? snapshot.provider_id_string : null,
      title: row.title,
      poster_path: row.poster_path,
      type: row.type,
      seen: Boolean(row.seen),
      note: row.note,
      position: row.position,
    };
    byList.set(row.listId, [...(byList.get(row.listId) ?? []), item]);
  }
  return byList;
}

async function likedByViewer(db: Db, ids: number[], viewerId: number | null): Promise<Set<number>> {
  if (viewerId === null) return new Set();
  const rows = await db.select({ listId: likes.listId }).from(likes).where(and(eq(likes.userId, viewerId), inArray(likes.listId, ids)));
  return new Set(rows.map((row) => row.listId));
}

/** The summaries of `ids`, in the order of `ids` (callers check visibility beforehand). */
export async function listSummaries(db: Db, ids: number[], viewerId: number | null, itemsPerList: number | null = LIST_CARD_ITEMS): Promise<ListSummary[]> {
  if (ids.length === 0) return [];
  const [rows, tagMap, itemMap, liked] = await Promise.all([
    listRows(db, ids),
    tagsByList(db, ids),
    itemsByList(db, ids, viewerId, itemsPerList),
    likedByViewer(db, ids, viewerId),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        title: row.title,
        description: row.description,
        type: row.type,
        privacy: row.privacy,
        creator_id: row.creatorId,
        creator: { id: row.creatorId, user_name: row.creatorName, avatar: row.creatorAvatar },
        likes: row.likes,
        liked: liked.has(row.id),
        item_count: row.itemCount,
        tags: tagMap.get(row.id) ?? [],
        content: itemMap.get(row.id) ?? [],
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}
