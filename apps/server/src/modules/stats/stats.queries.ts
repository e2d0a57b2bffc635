import type { MostLikedEntry, PlatformStats } from '@pepites/contracts';
import { asc, desc, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { COUNTER, readCounters } from '../../db/stat-counters.js';

const MOST_LIKED_LIMIT = 20;

export async function countPublicLikes(db: Db): Promise<number> {
  return (await readCounters(db, [COUNTER.publicLikes]))[COUNTER.publicLikes];
}

/** The home counters: members, public lists and likes on public lists, read from maintained totals. */
export async function platformStats(db: Db): Promise<PlatformStats> {
  const totals = await readCounters(db, [COUNTER.users, COUNTER.publicLists, COUNTER.publicLikes]);
  return { users: totals[COUNTER.users], lists: totals[COUNTER.publicLists], likes: totals[COUNTER.publicLikes] };
}

/**
 * The 20 users whose public lists gathered the most likes; ties go alphabetically. Reads the
 * per-user total the triggers keep (an index range), not an aggregate over every like.
 */
export async function mostLikedUsers(db: Db): Promise<MostLikedEntry[]> {
  return db
    .select({
      user_id: users.id,
      user_avatar: users.avatar,
      user_user_name: users.userName,
      total_likes: users.publicLikesReceived,
    })
    .from(users)
    .where(gt(users.publicLikesReceived, 0))
    .orderBy(desc(users.publicLikesReceived), asc(users.userName))
    .limit(MOST_LIKED_LIMIT);
}
