import {
  ALERT_LISTS_MAX,
  ALERT_TITLES_MAX,
  type FollowedList,
  type FollowedTitle,
  type Lang,
  type TitleAlert,
} from '@pepites/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { listAlerts, titleAlerts } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { catalogItem } from '../lists/index.js';
import { dropUncoveredTitles, followedListsHolding, followListTitles, visibleTo } from './alerts.queries.js';
import { WATCHABLE } from './availability.queries.js';
import { isIllustrative, offersFor, type TitleRef } from './offers.js';
import { readWatchSettings } from './services.service.js';

/** Following titles and lists for their arrival on one's services (decision 043). */

const alertKey = (userId: number, title: TitleRef) =>
  and(
    eq(titleAlerts.userId, userId),
    eq(titleAlerts.mediaType, title.type),
    eq(titleAlerts.providerId, title.providerId),
  );

export async function titleAlertState(db: Db, userId: number, title: TitleRef): Promise<TitleAlert> {
  const [row] = await db.select({ direct: titleAlerts.direct }).from(titleAlerts).where(alertKey(userId, title));
  return {
    type: title.type,
    provider_id: title.providerId,
    followed: row?.direct ?? false,
    through_lists: await followedListsHolding(db, userId, title),
  };
}

/**
 * What the member last saw of a title in their country, taken now so that an arrival before the
 * next check is told: nothing without services (the check starts it once they choose some).
 */
async function startingPoint(app: FastifyInstance, userId: number, title: TitleRef, lang: Lang) {
  const settings = await readWatchSettings(app.db, userId, lang);
  if (settings.providerIds.length === 0) return { seenRegion: null, seenProviderIds: null };
  const found = (await offersFor(app, [title], settings.region)).offers.values().next().value;
  if (!found) return { seenRegion: null, seenProviderIds: null };
  return { seenRegion: settings.region, seenProviderIds: found.flatrate.map((provider) => provider.provider_id) };
}

/**
 * Follows a movie or show on its own: one the catalogue knows (else 404), at most ALERT_TITLES_MAX
 * (409). Again is a no-op; a title already followed through a list keeps what was seen of it.
 */
export async function followTitle(app: FastifyInstance, userId: number, title: TitleRef, lang: Lang): Promise<void> {
  const [followed] = await app.db
    .select({ titles: count() })
    .from(titleAlerts)
    .where(and(eq(titleAlerts.userId, userId), eq(titleAlerts.direct, true)));
  const state = await titleAlertState(app.db, userId, title);
  if (!state.followed && (followed?.titles ?? 0) >= ALERT_TITLES_MAX)
    throw new AppError(409, 'conflict', undefined, 'alerts.tooManyTitles');
  const found = await catalogItem(app.catalog, title.type, title.providerId);
  if (!found) throw new AppError(404, 'not_found', { provider_id: 'content.notInCatalogue' });
  const start = await startingPoint(app, userId, title, lang);
  await app.db
    .insert(titleAlerts)
    .values({
      userId,
      mediaType: title.type,
      providerId: title.providerId,
      direct: true,
      title: found.title,
      posterPath: found.posterPath,
      ...start,
    })
    .onConflictDoUpdate({
      target: [titleAlerts.userId, titleAlerts.mediaType, titleAlerts.providerId],
      set: { direct: true, title: found.title, posterPath: found.posterPath },
    });
}

/** Stops following a title on its own; it stays followed while a followed list holds it. */
export async function unfollowTitle(db: Db, userId: number, title: TitleRef): Promise<void> {
  await db.update(titleAlerts).set({ direct: false }).where(alertKey(userId, title));
  await dropUncoveredTitles(db, userId);
}

export async function listAlertState(db: Db, userId: number, listId: number) {
  const [row] = await db
    .select({ listId: listAlerts.listId })
    .from(listAlerts)
    .where(and(eq(listAlerts.userId, userId), eq(listAlerts.listId, listId)));
  return { list_id: listId, followed: row !== undefined };
}

/** Follows a list the member may see (the route checks it): its movies and shows, now and to come. */
export async function followList(app: FastifyInstance, userId: number, listId: number): Promise<void> {
  const [followed] = await app.db.select({ lists: count() }).from(listAlerts).where(eq(listAlerts.userId, userId));
  const { followed: already } = await listAlertState(app.db, userId, listId);
  if (!already && (followed?.lists ?? 0) >= ALERT_LISTS_MAX)
    throw new AppError(409, 'conflict', undefined, 'alerts.tooManyLists');
  await app.db.insert(listAlerts).values({ userId, listId }).onConflictDoNothing();
  await followListTitles(app.db, { userId, listId }, isIllustrative(app));
}

export async function unfollowList(db: Db, userId: number, listId: number): Promise<void> {
  await db.delete(listAlerts).where(and(eq(listAlerts.userId, userId), eq(listAlerts.listId, listId)));
  await dropUncoveredTitles(db, userId);
}

/** The titles followed on their own, newest first, a page at a time. */
export async function followedTitles(db: Db, userId: number, page: { page: number; limit: number }) {
  const mine = and(eq(titleAlerts.userId, userId), eq(titleAlerts.direct, true));
  const [rows, [totals]] = await Promise.all([
    db
      .select({
        type: titleAlerts.mediaType,
        provider_id: titleAlerts.providerId,
        title: titleAlerts.title,
        poster_path: titleAlerts.posterPath,
        created_at: titleAlerts.createdAt,
      })
      .from(titleAlerts)
      .where(mine)
      .orderBy(desc(titleAlerts.createdAt), desc(titleAlerts.providerId))
      .limit(page.limit)
      .offset((page.page - 1) * page.limit),
    db.select({ total: count() }).from(titleAlerts).where(mine),
  ]);
  const titles: FollowedTitle[] = rows.map((row) => ({
    ...row,
    type: row.type as FollowedTitle['type'],
    created_at: row.created_at.toISOString(),
  }));
  return { titles, total: totals?.total ?? 0 };
}

/** The lists followed that the member may still see, newest first, with their movies and shows counted. */
export async function followedLists(db: Db, userId: number): Promise<FollowedList[]> {
  const rows = await plannedRows<Omit<FollowedList, 'created_at'> & { created_at: Date | string }>(
    db,
    sql`
      select list.id as list_id, list.title, la.created_at,
        (select count(*)::int from list_items li join items i on i.id = li.item_id
         where li.list_id = list.id and i.type in ${WATCHABLE}) as titles
      from list_alerts la join lists list on list.id = la.list_id
      where la.user_id = ${userId} and ${visibleTo(sql`${userId}::int`)}
      order by la.created_at desc, la.list_id desc`,
  );
  return rows.map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
}
