import { COMMENT_EDIT_MINUTES, type Comment, type CommentReportReason } from '@pepites/contracts';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { commentReports, comments, lists, users } from '../../db/schema/index.js';
import { isAdmin, type SessionUser } from '../../lib/guards.js';

/** A comment's row with what deciding who may edit or delete it needs. */
export interface CommentRow {
  id: number;
  listId: number;
  listCreatorId: number;
  author: { id: number; user_name: string; avatar: string | null };
  body: string;
  spoiler: boolean;
  createdAt: Date;
  editedAt: Date | null;
  /** Still within COMMENT_EDIT_MINUTES of its writing, by the database's clock. */
  editable: boolean;
}

const editableNow = sql<boolean>`${comments.createdAt} > now() - make_interval(mins => ${COMMENT_EDIT_MINUTES})`;

const rowFields = {
  id: comments.id,
  listId: comments.listId,
  listCreatorId: lists.creatorId,
  author: { id: users.id, user_name: users.userName, avatar: users.avatar },
  body: comments.body,
  spoiler: comments.spoiler,
  createdAt: comments.createdAt,
  editedAt: comments.editedAt,
  editable: editableNow,
};

const selectRows = (db: Db) =>
  db
    .select(rowFields)
    .from(comments)
    .innerJoin(users, eq(users.id, comments.authorId))
    .innerJoin(lists, eq(lists.id, comments.listId));

/** Only the author edits, and only for a while; the author, the list's creator and the admin delete. */
export function toCommentView(row: CommentRow, caller: SessionUser | null): Comment {
  const isAuthor = caller?.id === row.author.id;
  return {
    id: row.id,
    list_id: row.listId,
    author: row.author,
    body: row.body,
    spoiler: row.spoiler,
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    can_edit: isAuthor && row.editable,
    can_delete: isAuthor || caller?.id === row.listCreatorId || isAdmin(caller),
  };
}

export async function findComment(db: Db, commentId: number): Promise<CommentRow | undefined> {
  const [row] = await selectRows(db).where(eq(comments.id, commentId)).limit(1);
  return row;
}

/**
 * A list's comments, newest first: the page a reader opens shows the conversation's latest words.
 * Comments of suspended members are left out, as their lists are (docs/decisions/038-community.md).
 */
export async function commentsPage(db: Db, listId: number, page: { limit: number; offset: number }) {
  const shown = and(eq(comments.listId, listId), isNull(users.suspendedAt));
  const [rows, [counted]] = await Promise.all([
    selectRows(db)
      .where(shown)
      .orderBy(desc(comments.createdAt), desc(comments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: count() }).from(comments).innerJoin(users, eq(users.id, comments.authorId)).where(shown),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

/** One row per reported comment, the most recently reported first (the admin's table). */
export async function reportedPage(db: Db, page: { limit: number; offset: number }) {
  const reported = db
    .select({
      commentId: commentReports.commentId,
      reports: sql<number>`count(*)::int`.as('reports'),
      reasons: sql<CommentReportReason[]>`array_agg(distinct ${commentReports.reason})`.as('reasons'),
      lastReportedAt: sql<Date>`max(${commentReports.createdAt})`.as('last_reported_at'),
    })
    .from(commentReports)
    .groupBy(commentReports.commentId)
    .as('reported');
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        ...rowFields,
        listTitle: lists.title,
        reports: reported.reports,
        reasons: reported.reasons,
        lastReportedAt: reported.lastReportedAt,
      })
      .from(reported)
      .innerJoin(comments, eq(comments.id, reported.commentId))
      .innerJoin(users, eq(users.id, comments.authorId))
      .innerJoin(lists, eq(lists.id, comments.listId))
      .orderBy(desc(reported.lastReportedAt), desc(comments.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ value: sql<number>`count(distinct ${commentReports.commentId})::int` }).from(commentReports),
  ]);
  return { rows, total: counted?.value ?? 0 };
}

/** Members named in `names` (any case), with what deciding whether they see a list needs. */
export async function membersNamed(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({
      id: users.id,
      user_name: users.userName,
      role: users.role,
      email: users.email,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(
      inArray(
        sql`lower(${users.userName})`,
        names.map((name) => name.toLowerCase()),
      ),
    );
}

export async function listTitle(db: Db, listId: number): Promise<string> {
  const [row] = await db.select({ title: lists.title }).from(lists).where(eq(lists.id, listId)).limit(1);
  return row?.title ?? '';
}
