import { FOLLOWING_MAX } from '@pepites/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { follows, users } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import { notifyMember } from '../notifications/index.js';

/** The member a path names: 404 when unknown, or suspended when `active` is asked (one cannot follow them). */
export async function requireMember(db: Db, userId: number, { active = false } = {}): Promise<void> {
  const [row] = await db
    .select({ suspended: sql<boolean>`${users.suspendedAt} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  if (!row || (active && row.suspended)) throw notFound();
}

/**
 * `follower` follows `followeeId`; nothing changes when they already do. The follower's row is
 * locked while their follows are counted, so two follows racing for the last place under
 * FOLLOWING_MAX cannot both land. Returns whether a follow was written.
 */
async function insertFollow(db: Db, followerId: number, followeeId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select id from users where id = ${followerId} for update`);
    const already = await tx
      .select({ id: follows.followeeId })
      .from(follows)
      .where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
    if (already.length > 0) return false;
    const [counted] = await tx.select({ value: count() }).from(follows).where(eq(follows.followerId, followerId));
    if ((counted?.value ?? 0) >= FOLLOWING_MAX) throw new AppError(409, 'conflict', undefined, 'follow.tooMany');
    await tx.insert(follows).values({ followerId, followeeId }).onConflictDoNothing();
    return true;
  });
}

/**
 * Follows a member (not oneself, nor an unknown or suspended one). The first follow tells the
 * followee, once per follower ever (the dedupe key): unfollowing and following again tells nothing.
 * Returns whether the followee was told.
 */
export async function follow(db: Db, follower: SessionUser, followeeId: number): Promise<boolean> {
  if (follower.id === followeeId) throw new AppError(400, 'bad_request', undefined, 'follow.self');
  await requireMember(db, followeeId, { active: true });
  if (!(await insertFollow(db, follower.id, followeeId))) return false;
  return notifyMember(db, {
    userId: followeeId,
    code: 'new_follower',
    params: { user_name: follower.user_name, user_id: follower.id },
    dedupeKey: `follow:${follower.id}`,
  });
}

/** Stops following a member; nothing changes when one did not follow them. */
export async function unfollow(db: Db, followerId: number, followeeId: number): Promise<void> {
  if (followerId === followeeId) throw new AppError(400, 'bad_request', undefined, 'follow.self');
  await requireMember(db, followeeId);
  await db.delete(follows).where(and(eq(follows.followerId, followerId), eq(follows.followeeId, followeeId)));
}
