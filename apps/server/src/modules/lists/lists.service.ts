import type { ListDetail, UpdateListInput } from '@pepites/contracts';
import type { TagName } from '@pepites/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likes, lists, listTags } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { toSearchText } from '../../lib/search-text.js';
import type { SessionUser } from '../../lib/guards.js';
import type { ItemTitles } from './item-titles.js';
import { canSee, listsVisibleTo } from './list-access.js';
import { listPage } from './list-views.js';
import { makeListQrCode, shareUrlOf } from './share-qr.js';
import { tagIndex } from './tag-ids.js';

export interface NewList {
  title: string;
  description: string;
  tags: TagName[];
}

/** Creates a public list with its tags; counts and browse rows follow from the database's triggers. */
export async function createList(db: Db, creatorId: number, input: NewList): Promise<number> {
  const tagIds = input.tags.length > 0 ? input.tags.map((await tagIndex(db)).idOf) : [];
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(lists)
      .values({ creatorId, title: input.title, titleSearch: toSearchText(input.title), description: input.description })
      .returning({ id: lists.id });
    if (!row) throw new Error('list insert returned no row');
    if (tagIds.length > 0) await tx.insert(listTags).values(tagIds.map((tagId) => ({ listId: row.id, tagId })));
    return row.id;
  });
}

export async function updateList(db: Db, listId: number, input: Required<UpdateListInput>): Promise<void> {
  await db
    .update(lists)
    .set({
      title: input.title,
      titleSearch: toSearchText(input.title),
      description: input.description,
      privacy: input.privacy,
      updatedAt: sql`now()`,
    })
    .where(eq(lists.id, listId));
}

/** Deletes a list; returns its title (the moderation log keeps it), or null if it was already gone. */
export async function deleteList(db: Db, listId: number): Promise<string | null> {
  const [deleted] = await db.delete(lists).where(eq(lists.id, listId)).returning({ title: lists.title });
  return deleted?.title ?? null;
}

/** A list's page: every item with the caller's marks, the first likers, the share link and QR code. */
export async function listDetail(
  db: Db,
  listId: number,
  caller: SessionUser | null,
  publicUrl: string,
  titles: ItemTitles,
): Promise<ListDetail> {
  const page = await listPage(db, listId, caller?.id ?? null, titles);
  if (!page) throw notFound();
  const head = {
    id: page.summary.id,
    creatorId: page.summary.creator_id,
    privacy: page.summary.privacy,
    editorStatus: page.editorStatus,
  };
  if (!canSee(head, caller)) throw notFound();
  const { summary, likedBy } = page;
  const shareUrl = shareUrlOf(publicUrl, listId);
  const qrCodeDataURL =
    page.qrCode && page.qrCodeUrl === shareUrl ? page.qrCode : await makeListQrCode(db, listId, shareUrl);
  const seen = summary.content.filter((item) => item.seen).length;
  return {
    ...summary,
    liked_by: likedBy,
    share_url: shareUrl,
    qrCodeDataURL,
    version: page.version,
    ...(caller
      ? { completionPercentage: summary.content.length === 0 ? 0 : Math.round((100 * seen) / summary.content.length) }
      : {}),
  };
}

/** Whether `userId`'s lists, private ones included, are the caller's to see (their own, or the admin). */
export const seesAllListsOf = (caller: SessionUser | null, userId: number) =>
  caller?.id === userId || caller?.role === 'admin';

/** Ids of a member's lists, newest first: public ones, or all for the member and the admin. */
export async function userListIds(
  db: Db,
  userId: number,
  withPrivate: boolean,
  page: { limit: number; offset: number },
) {
  const where = withPrivate
    ? eq(lists.creatorId, userId)
    : and(eq(lists.creatorId, userId), eq(lists.privacy, 'public'));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: lists.id })
      .from(lists)
      .where(where)
      .orderBy(desc(lists.createdAt), desc(lists.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(lists)
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.value ?? 0 };
}

/** Ids of the lists a member liked that the caller may see, newest like first. */
export async function likedListIds(
  db: Db,
  userId: number,
  caller: SessionUser | null,
  page: { limit: number; offset: number },
) {
  const visible = listsVisibleTo(caller ? { id: caller.id, admin: caller.role === 'admin' } : null);
  const where = and(eq(likes.userId, userId), visible);
  const [rows, [counted]] = await Promise.all([
    db
      .select({ id: lists.id })
      .from(likes)
      .innerJoin(lists, eq(lists.id, likes.listId))
      .where(where)
      .orderBy(desc(likes.createdAt), desc(likes.listId))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ value: sql<number>`count(*)::int` })
      .from(likes)
      .innerJoin(lists, eq(lists.id, likes.listId))
      .where(where),
  ]);
  return { ids: rows.map((row) => row.id), total: counted?.value ?? 0 };
}
