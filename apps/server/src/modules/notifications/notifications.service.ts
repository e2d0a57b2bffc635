import {
  NOTIFICATION_CODES,
  NOTIFICATION_PURGE_DAYS,
  renderNotification,
  type Notification,
  type NotificationCode,
  type NotificationParams,
} from '@pepites/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { plannedRows } from '../../db/prepared.js';

type NotificationRow = typeof notifications.$inferSelect;

function isCode(code: string | null): code is NotificationCode {
  return code !== null && (NOTIFICATION_CODES as readonly string[]).includes(code);
}

/** A row as the API shows it: its code rendered in both languages (old rows keep their stored text). */
export function toNotificationView(row: NotificationRow): Notification {
  const params = (row.params ?? {}) as NotificationParams;
  const code = isCode(row.code) ? row.code : null;
  return {
    id: row.id,
    type: row.type,
    code,
    params,
    message: code ? renderNotification(code, params, 'fr') : (row.message ?? ''),
    message_en: code ? renderNotification(code, params, 'en') : (row.messageEn ?? row.message ?? ''),
    seen: row.seen,
    created_at: row.createdAt.toISOString(),
  };
}

/** The unseen notifications for the bell, newest first (bounded: the bell needs no more). */
export async function unseenNotifications(db: Db, userId: number, limit = 50): Promise<Notification[]> {
  const rows = await db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
  return rows.map(toNotificationView);
}

export async function notificationsPage(db: Db, userId: number, page: { page: number; limit: number }) {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db
      .select({ total: count(), unseen: sql<number>`count(*) filter (where not ${notifications.seen})::int` })
      .from(notifications)
      .where(eq(notifications.userId, userId)),
  ]);
  const total = totals?.total ?? 0;
  return {
    notifications: rows.map(toNotificationView),
    total,
    page: page.page,
    totalPages: Math.max(1, Math.ceil(total / page.limit)),
    unseen: totals?.unseen ?? 0,
  };
}

/**
 * Marks one notification seen. Someone else's notification answers 404 like an unknown one, so ids
 * reveal nothing; the path's user id was already checked against the session (403).
 */
export async function markSeen(db: Db, userId: number, notificationId: number): Promise<void> {
  const updated = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ id: notifications.id });
  if (updated.length === 0) throw notFound();
}

export async function markAllSeen(db: Db, userId: number): Promise<number> {
  const updated = await db
    .update(notifications)
    .set({ seen: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.seen, false)))
    .returning({ id: notifications.id });
  return updated.length;
}

/**
 * "X likes your list": once per liker and list (the dedupe key), never for one's own like, nor to a
 * creator who turned the kind off. Returns
 * the user to tell, or null when nothing was written.
 */
export async function notifyLike(
  db: Db,
  listId: number,
  liker: { id: number; user_name: string },
): Promise<number | null> {
  const rows = await plannedRows<{ user_id: number }>(
    db,
    sql`
      insert into notifications (user_id, type, code, params, dedupe_key)
      select l.creator_id, 'information', 'like_received',
        jsonb_build_object('user_name', ${liker.user_name}::text, 'user_id', ${liker.id}::int, 'list_title', l.title, 'list_id', l.id),
        'like:' || l.id || ':' || ${liker.id}::int
      from lists l
      where l.id = ${listId} and l.creator_id <> ${liker.id} and ${notMuted(sql`l.creator_id`, 'like_received')}
      on conflict do nothing
      returning user_id`,
  );
  return rows[0]?.user_id ?? null;
}

/** Writes one notification, stored as its code and parameters (rendered in the reader's language when read). */
export async function addNotification(
  db: Db,
  notification: { userId: number; type: Notification['type']; code: NotificationCode; params: NotificationParams },
): Promise<void> {
  await db.insert(notifications).values(notification);
}

/**
 * The SQL condition "member `userId` did not turn `code` off" (notification settings,
 * docs/decisions/038-community.md): every writer of a mutable kind puts it in its insert.
 */
export function notMuted(userId: SQL | number, code: SQL | string): SQL {
  return sql`not exists (select 1 from notification_settings ns where ns.user_id = ${userId} and ${code}::text = any(ns.muted))`;
}

/**
 * Writes one notification of another member's doing (a follow, a comment, an invitation…), unless
 * the member turned that kind off or, with a `dedupeKey`, was already told of that event. Returns
 * whether it was written: the caller then wakes the member's open pages (`notificationHub.notify`).
 */
export async function notifyMember(
  db: Db,
  notification: {
    userId: number;
    code: NotificationCode;
    params: NotificationParams;
    type?: Notification['type'];
    dedupeKey?: string;
  },
): Promise<boolean> {
  const { userId, code, params, type = 'information', dedupeKey = null } = notification;
  const rows = await plannedRows<{ id: number }>(
    db,
    sql`
      insert into notifications (user_id, type, code, params, dedupe_key)
      select ${userId}::int, ${type}::notification_type, ${code}::text, ${JSON.stringify(params)}::jsonb, ${dedupeKey}::text
      where ${notMuted(userId, code)}
      on conflict do nothing
      returning id`,
  );
  return rows.length > 0;
}

/** Seen notifications older than 30 days (docs/product.md#notifications); unseen ones stay however old. */
export async function purgeSeenNotifications(db: Db): Promise<number> {
  const deleted = await db
    .delete(notifications)
    .where(
      and(
        eq(notifications.seen, true),
        sql`${notifications.createdAt} < now() - make_interval(days => ${NOTIFICATION_PURGE_DAYS})`,
      ),
    )
    .returning({ id: notifications.id });
  return deleted.length;
}
