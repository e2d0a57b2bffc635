import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { UserStats } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { badges, lists, userBadges } from '../../db/schema/index.js';
import { badgeColumns } from '../badges/index.js';

const TYPE_KEYS = {
  movie: 'moviesListCount',
  show: 'showsListCount',
  podcast: 'podcastsListCount',
  'youtube-video': 'youtubesListCount',
  mixed: 'mixedListCount',
} as const satisfies Record<NonNullable<typeof lists.$inferSelect.type>, keyof UserStats>;

/** Counts by list type and likes received; private lists count only when `withPrivate` (owner or admin). */
export async function getUserStats(db: Db, userId: number, withPrivate: boolean): Promise<UserStats> {
  const visible: SQL | undefined = withPrivate
    ? eq(lists.creatorId, userId)
    : and(eq(lists.creatorId, userId), eq(lists.privacy, 'public'));
  const byType = await db
    .select({ type: lists.type, value: count(), likes: sql<string>`coalesce(sum(${lists.likesCount}), 0)` })
    .from(lists)
    .where(visible)
    .groupBy(lists.type);
  const stats: UserStats = {
    listCount: 0,
    moviesListCount: 0,
    showsListCount: 0,
    podcastsListCount: 0,
    youtubesListCount: 0,
    mixedListCount: 0,
    likesCount: 0,
  };
  for (const row of byType) {
    const value = Number(row.value);
    stats.listCount += value;
    stats.likesCount += Number(row.likes);
    if (row.type) stats[TYPE_KEYS[row.type]] += value;
  }
  return stats;
}

export async function getUserBadges(db: Db, userId: number) {
  const rows = await db
    .select({ ...badgeColumns, unlockedAt: userBadges.unlockedAt })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(userBadges.unlockedAt), asc(badges.id));
  return rows.map(({ unlockedAt, ...badge }) => ({ ...badge, unlocked_at: unlockedAt.toISOString() }));
}
