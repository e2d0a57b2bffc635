import { COMMENTS_PER_LIST_MAX, type CommentReportReason } from '@pepites/contracts';
import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAction } from '../../db/moderation-log.js';
import { commentReports, comments } from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import type { ListHead } from '../lists/index.js';
import { notifyMember } from '../notifications/index.js';
import { findComment, listTitle, type CommentRow } from './comments.queries.js';
import { mentionParams, notifyMentions } from './mentions.js';

interface CommentText {
  body: string;
  spoiler: boolean;
}

/**
 * Writes a comment under a list the author sees. The list's row is locked while its comments are
 * counted, so two comments racing for the last place under COMMENTS_PER_LIST_MAX cannot both land.
 */
async function insertComment(db: Db, list: ListHead, author: SessionUser, text: CommentText): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from lists where id = ${list.id} for update`);
    const [counted] = await tx.select({ value: count() }).from(comments).where(eq(comments.listId, list.id));
    if ((counted?.value ?? 0) >= COMMENTS_PER_LIST_MAX)
      throw new AppError(409, 'conflict', undefined, 'comment.listFull');
    const [row] = await tx
      .insert(comments)
      .values({ listId: list.id, authorId: author.id, body: text.body, spoiler: text.spoiler })
      .returning({ id: comments.id });
    if (!row) throw notFound();
    return row.id;
  });
}

/** The comment as written, and the members to wake (the list's creator, those mentioned). */
export async function addComment(
  db: Db,
  list: ListHead,
  author: SessionUser,
  text: CommentText,
): Promise<{ comment: CommentRow; told: number[] }> {
  const id = await insertComment(db, list, author, text);
  const context = { commentId: id, list: { ...list, title: await listTitle(db, list.id) }, author };
  const told: number[] = [];
  if (list.creatorId !== author.id) {
    const written = await notifyMember(db, {
      userId: list.creatorId,
      code: 'list_comment',
      params: mentionParams(context),
      dedupeKey: `comment:${id}`,
    });
    if (written) told.push(list.creatorId);
  }
  told.push(...(await notifyMentions(db, text.body, context)));
  return { comment: await requireComment(db, id), told };
}

export async function requireComment(db: Db, commentId: number): Promise<CommentRow> {
  const row = await findComment(db, commentId);
  if (!row) throw notFound();
  return row;
}

/** The author's change within the edit window; members newly mentioned are told (once per comment). */
export async function editComment(
  db: Db,
  row: CommentRow,
  author: SessionUser,
  text: CommentText,
): Promise<{ comment: CommentRow; told: number[] }> {
  if (row.author.id !== author.id) throw forbidden();
  if (!row.editable) throw new AppError(403, 'forbidden', undefined, 'comment.editExpired');
  await db
    .update(comments)
    .set({ body: text.body, spoiler: text.spoiler, editedAt: sql`now()` })
    .where(eq(comments.id, row.id));
  const list = { id: row.listId, title: await listTitle(db, row.listId), creatorId: row.listCreatorId };
  const told = await notifyMentions(db, text.body, { commentId: row.id, list, author });
  return { comment: await requireComment(db, row.id), told };
}

/** What the moderation log keeps of a deleted comment: its author and its first words. */
function moderationLabel(row: CommentRow): string {
  const words = row.body.replace(/\s+/g, ' ');
  return `${row.author.user_name}: ${words.length > 80 ? `${words.slice(0, 79)}…` : words}`;
}

/** Deletes a comment (its reports go with it); the admin deleting another's comment is moderation. */
export async function removeComment(db: Db, row: CommentRow, by: SessionUser): Promise<void> {
  await db.transaction(async (tx) => {
    const deleted = await tx.delete(comments).where(eq(comments.id, row.id)).returning({ id: comments.id });
    if (deleted.length === 0) throw notFound();
    if (by.role === 'admin' && row.author.id !== by.id)
      await recordAction(tx, by, 'comment_deleted', { id: row.id, label: moderationLabel(row) });
  });
}

/** A member's report, once per comment: reporting again changes nothing. */
export async function reportComment(
  db: Db,
  row: CommentRow,
  reporter: SessionUser,
  reason: CommentReportReason,
): Promise<void> {
  if (row.author.id === reporter.id) throw new AppError(400, 'bad_request', undefined, 'comment.ownReport');
  await db.insert(commentReports).values({ commentId: row.id, reporterId: reporter.id, reason }).onConflictDoNothing();
}

export async function dismissReports(db: Db, commentId: number): Promise<void> {
  await db.delete(commentReports).where(eq(commentReports.commentId, commentId));
}
