import type { MostLikedEntry, PlatformStats } from '@pepites/contracts';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { likes, lists, users } from '../../db/schema/index.js';

const MOST_LIKED_LIMIT = 20;
/** Likes count only on public lists: a private list is invisible to everyone else (CONTRACT §3). */
const onPublicList = and(eq(likes.listId, lists.id), eq(lists.privacy, 'public'));

export async function countPublicLikes(db: Db): Promise<number> {
  const [row] = await db.select({ value: count() }).from(likes).innerJoin(lists, onPublicList);
  return row?.value ?? 0;
}

/** The home counters: members, public lists and likes on public lists. */
export async function platformStats(db: Db): Promise<PlatformStats> {
  const [[userRow], [listRow], likeCount] = await Promise.all([
    db.select({ value: count() }).from(users),
    db.select({ value: count() }).from(lists).where(eq(lists.privacy, 'public')),
    countPublicLikes(db),
  ]);
  return { users: userRow?.value ?? 0, lists: listRow?.value ?? 0, likes: likeCount };
}

/** The 20 users whose public lists gathered the most likes; ties go alphabetically. */
export async function mostLikedUsers(db: Db): Promise<MostLikedEntry[]> {
  const totalLikes = count(likes.userId);
  return db
    .select({
      user_id: users.id,
      user_avatar: users.avatar,
      user_user_name: users.userName,
      total_likes: totalLikes,
    })
    .from(likes)
    .innerJoin(lists, onPublicList)
    .innerJoin(users, eq(users.id, lists.creatorId))
    .groupBy(users.id, users.avatar, users.userName)
    .orderBy(desc(totalLikes), asc(users.userName))
    .limit(MOST_LIKED_LIMIT);
}
