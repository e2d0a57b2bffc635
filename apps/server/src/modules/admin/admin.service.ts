import {
  BADGE_ICON_SIZE_PX,
  type CreateBadgeInput,
  type ModerationAction,
  type ModerationEntry,
  ADMIN_MODERATION_LOG_LIMIT,
} from '@pepites/contracts';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { recordAction } from '../../db/moderation-log.js';
import { badges, lists, moderationActions, sessions, uploads, users } from '../../db/schema/index.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import { fetchRemoteImage, saveUpload, uploadIdFromUrl } from '../uploads/index.js';
import { deleteAccountRows } from '../users/index.js';

export async function moderationLog(db: Db): Promise<ModerationEntry[]> {
  const rows = await db
    .select()
    .from(moderationActions)
    .orderBy(desc(moderationActions.createdAt), desc(moderationActions.id))
    .limit(ADMIN_MODERATION_LOG_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    action: row.action as ModerationAction,
    target_id: row.targetId,
    target_label: row.targetLabel,
    admin: { id: row.adminId, user_name: row.adminName },
    created_at: row.createdAt.toISOString(),
  }));
}

/** Makes a list private (it leaves every listing at once); recorded. 404 for an unknown list. */
export async function makeListPrivate(db: Db, admin: SessionUser, listId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [list] = await tx
      .update(lists)
      .set({ privacy: 'private', heldBySuspension: false, updatedAt: new Date() })
      .where(eq(lists.id, listId))
      .returning({ id: lists.id, title: lists.title });
    if (!list) throw notFound();
    await recordAction(tx, admin, 'list_private', { id: list.id, label: list.title });
  });
}

/**
 * Suspends a member or lifts it. Suspending ends their sessions and holds their public lists
 * private (marked, so that lifting it makes exactly those public again); both are recorded. The
 * admin account cannot be suspended (it would lock the dashboard).
 */
export async function setSuspension(db: Db, admin: SessionUser, userId: number, suspended: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ id: users.id, name: users.userName, role: users.role })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    if (user.role === 'admin') throw badRequest({ user_id: 'moderation.notOnAdmin' });
    if (suspended) {
      const changed = await tx
        .update(users)
        .set({ suspendedAt: new Date() })
        .where(and(eq(users.id, userId), isNull(users.suspendedAt)))
        .returning({ id: users.id });
      if (changed.length === 0) return;
      await tx.delete(sessions).where(eq(sessions.userId, userId));
      await tx
        .update(lists)
        .set({ privacy: 'private', heldBySuspension: true })
        .where(and(eq(lists.creatorId, userId), eq(lists.privacy, 'public')));
      await recordAction(tx, admin, 'user_suspended', { id: user.id, label: user.name });
    } else {
      const changed = await tx
        .update(users)
        .set({ suspendedAt: null })
        .where(and(eq(users.id, userId), isNotNull(users.suspendedAt)))
        .returning({ id: users.id });
      if (changed.length === 0) return;
      await tx
        .update(lists)
        .set({ privacy: 'public', heldBySuspension: false })
        .where(and(eq(lists.creatorId, userId), eq(lists.heldBySuspension, true)));
      await recordAction(tx, admin, 'user_reinstated', { id: user.id, label: user.name });
    }
  });
}

/**
 * Deletes a member's account like their own deletion does (decision 034), recorded under their name.
 * 404 for an unknown (or already deleted) member; an admin account, the caller's included, is refused
 * (400 on `user_id`): the dashboard would lose its admin.
 */
export async function deleteUserAccount(db: Db, admin: SessionUser, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    if (user.role === 'admin') throw badRequest({ user_id: 'moderation.notOnAdminDelete' });
    const deleted = await deleteAccountRows(tx, userId);
    if (!deleted) throw notFound();
    await recordAction(tx, admin, 'user_deleted', { id: deleted.id, label: deleted.userName });
  });
}

/**
 * A badge icon: one of our badge uploads (from `POST /uploads/badge`), or an image address fetched,
 * checked and re-encoded like an avatar. Anything else is refused on the `icon` field.
 */
async function resolveBadgeIcon(db: Db, admin: SessionUser, icon: string): Promise<string> {
  const uploadId = uploadIdFromUrl(icon);
  if (uploadId) {
    const [upload] = await db.select({ kind: uploads.kind }).from(uploads).where(eq(uploads.id, uploadId)).limit(1);
    if (upload?.kind !== 'badge') throw badRequest({ icon: 'upload.url' });
    return icon;
  }
  if (!/^https?:\/\//i.test(icon)) throw badRequest({ icon: 'upload.url' });
  const bytes = await fetchRemoteImage(icon, { field: 'icon' });
  return (
    await saveUpload(db, { ownerId: admin.id, kind: 'badge', input: bytes, size: BADGE_ICON_SIZE_PX, field: 'icon' })
  ).url;
}

export async function createBadge(db: Db, admin: SessionUser, input: CreateBadgeInput): Promise<number> {
  const icon = await resolveBadgeIcon(db, admin, input.icon);
  const [badge] = await db
    .insert(badges)
    .values({
      name: input.name,
      nameEn: input.name_en,
      description: input.description,
      descriptionEn: input.description_en,
      icon,
      rule: input.rule,
      threshold: input.rule === 'manual' ? null : (input.threshold ?? null),
    })
    .returning({ id: badges.id });
  if (!badge) throw new Error('the badge insert returned no row');
  return badge.id;
}

/** The badge and member of a hand award: 404 when either is unknown, 400 when the badge has a rule. */
export async function handAwardTarget(db: Db, badgeId: number, userId: number) {
  const [[badge], [user]] = await Promise.all([
    db
      .select({ id: badges.id, name: badges.nameEn, rule: badges.rule })
      .from(badges)
      .where(eq(badges.id, badgeId))
      .limit(1),
    db.select({ id: users.id, name: users.userName }).from(users).where(eq(users.id, userId)).limit(1),
  ]);
  if (!badge || !user) throw notFound();
  if (badge.rule !== 'manual' && badge.rule !== null) throw badRequest({ badge_id: 'badge.notManual' });
  return { badge, user };
}
