import { inArray, sql } from 'drizzle-orm';
import type { ListType } from '@pepites/contracts';
import type { Db } from './client.js';
import { statCounters } from './schema/index.js';

/** Keys of the totals kept by the database's triggers (drizzle/0005_list-counters.sql). */
export const COUNTER = {
  users: 'users',
  publicLists: 'public_lists',
  publicLikes: 'public_likes',
  /** Every list and every like, private ones too (the admin's stat cards). */
  lists: 'lists',
  likes: 'likes',
  publicListsOfType: (type: ListType) => `public_lists:${type}`,
  /**
   * Public lists having tag `tagA` (and `tagB` when not 0, tagA < tagB), of `type` when given: the
   * rows of list_search counted by its triggers (drizzle/0023).
   */
  publicListsTagged: (tagA: number, tagB: number, type?: ListType) =>
    `public_lists:tags:${tagA}:${tagB}${type ? `:${type}` : ''}`,
} as const;

/** The totals of `keys` (each the sum of its shards); a key never bumped is 0. */
export async function readCounters<K extends string>(db: Db, keys: readonly K[]): Promise<Record<K, number>> {
  const rows = await db
    .select({ key: statCounters.key, value: sql<string>`sum(${statCounters.value})` })
    .from(statCounters)
    .where(inArray(statCounters.key, [...keys]))
    .groupBy(statCounters.key);
  const totals = Object.fromEntries(keys.map((key) => [key, 0])) as Record<K, number>;
  for (const row of rows) totals[row.key as K] = Number(row.value);
  return totals;
}
