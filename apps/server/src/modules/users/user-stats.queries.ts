import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { UserStats } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { badges, likes, lists, userBadges } from '../../db/schema/index.js';
import { badgeColumns } from '../badges/badge-columns.js';

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
  const byType = await db.select({ type: lists.type, value: count() }).from(lists).where(visible).groupBy(lists.type);
  const [received] = await db.select({ value: count() }).from(likes).innerJoin(lists, eq(lists.id, likes.listId)).where(visible);
  const stats: UserStats = {
    listCount: 0,
    moviesListCount: 0,
    showsListCount: 0,
    podcastsListCount: 0,
    youtubesListCount: 0,
    mixedListCount: 0,
    likesCount: Number(received?.value ?? 0),
  };
  for (const row of byType) {
    const value = Number(row.value);
    stats.listCount += value;
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
