import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { notifications, releasedUserNames, uploads, users } from '../../db/schema/index.js';
import { userNameKey } from '../../lib/user-name-key.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How long a deleted account's name, and every name that looks like it, stays out of reach (decision 034). */
export const RELEASED_NAME_DAYS = 30;

interface DeletedAccount {
  id: number;
  userName: string;
}

/**
 * Deletes a member and everything of theirs, in the caller's transaction (decision 034): the user row
 * goes and its foreign keys cascade (lists with their items, tags and likes, likes given, seen marks,
 * notifications, sessions, reset links, badges), the triggers bring every count back; uploads, whose
 * owner would only be set to null, and other members' "liked your list" notifications naming them go
 * too. The name's look-alike key is kept aside for RELEASED_NAME_DAYS. Undefined when no such member.
 */
export async function deleteAccountRows(tx: Tx, userId: number): Promise<DeletedAccount | undefined> {
  const [user] = await tx
    .select({ id: users.id, userName: users.userName })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!user) return undefined;
  await tx.delete(uploads).where(eq(uploads.ownerId, userId));
  await tx
    .delete(notifications)
    .where(and(eq(notifications.code, 'like_received'), sql`(${notifications.params}->>'user_id')::int = ${userId}`));
  await tx.delete(users).where(eq(users.id, userId));
  await tx
    .insert(releasedUserNames)
    .values({ userNameKey: userNameKey(user.userName) })
    .onConflictDoUpdate({ target: releasedUserNames.userNameKey, set: { releasedAt: sql`now()` } });
  return user;
}

/** Whether a name looks like one given up by a deleted account less than RELEASED_NAME_DAYS ago. */
export async function isRecentlyReleased(db: Db, userName: string): Promise<boolean> {
  const [row] = await db
    .select({ key: releasedUserNames.userNameKey })
    .from(releasedUserNames)
    .where(
      and(
        eq(releasedUserNames.userNameKey, userNameKey(userName)),
        sql`${releasedUserNames.releasedAt} > now() - make_interval(days => ${RELEASED_NAME_DAYS})`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The daily job: names released more than RELEASED_NAME_DAYS ago are free again, their rows go. */
export async function purgeReleasedUserNames(db: Db): Promise<number> {
  const deleted = await db
    .delete(releasedUserNames)
    .where(sql`${releasedUserNames.releasedAt} <= now() - make_interval(days => ${RELEASED_NAME_DAYS})`)
    .returning({ key: releasedUserNames.userNameKey });
  return deleted.length;
}
