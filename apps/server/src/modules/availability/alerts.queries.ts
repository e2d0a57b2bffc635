import { AVAILABILITY_FRESH_HOURS } from '@pepites/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { WATCHABLE } from './availability.queries.js';

/**
 * The SQL that keeps the titles followed through lists in step with those lists (decision 043): a
 * followed list covers its movies and shows while its follower may see it (the rule of
 * lists/list-access.ts, for any follower); what no followed list covers any more, and was not
 * followed on its own, is dropped.
 */

/** A list `list` (a `lists` row) that member `userId` (an SQL expression) may see. */
export const visibleTo = (userId: SQL) => sql`(list.privacy = 'public' or list.creator_id = ${userId} or exists (
  select 1 from list_editors e where e.list_id = list.id and e.user_id = ${userId}))`;

/** The ids the movie database could have: a title id of another shape never reaches its questions. */
const TITLE_ID = sql.raw(`'^[1-9][0-9]{0,9}$'`);

/**
 * Follows (not on their own) the movies and shows of followed lists not followed yet: those of one
 * member's list when they follow it, every followed list's before the daily check. What the member
 * last saw of a title in their country starts from a fresh stored answer when there is one, so that
 * an arrival before the next check is not missed; else the next check starts it without telling.
 */
export async function followListTitles(
  db: Db,
  scope: { userId: number; listId: number } | 'all',
  illustrative: boolean,
): Promise<void> {
  const only = scope === 'all' ? sql`` : sql`and la.user_id = ${scope.userId} and la.list_id = ${scope.listId}`;
  await db.execute(sql`
    insert into title_alerts (user_id, media_type, provider_id, direct, title, poster_path, seen_region, seen_provider_ids)
    select distinct on (la.user_id, i.type, i.provider_id)
      la.user_id, i.type, i.provider_id, false, i.title, i.poster_path, ta.region, ta.flatrate_ids
    from list_alerts la
    join lists list on list.id = la.list_id
    join list_items li on li.list_id = la.list_id
    join items i on i.id = li.item_id
    left join watch_settings ws on ws.user_id = la.user_id
    left join title_availability ta on ta.media_type = i.type and ta.provider_id = i.provider_id
      and ta.region = ws.region and ta.illustrative = ${illustrative}
      and ta.checked_at > now() - make_interval(hours => ${AVAILABILITY_FRESH_HOURS})
    where i.type in ${WATCHABLE} and i.provider_id ~ ${TITLE_ID} and ${visibleTo(sql`la.user_id`)} ${only}
    order by la.user_id, i.type, i.provider_id
    on conflict do nothing`);
}

/** Whether a followed list the member may see holds title `a` (a `title_alerts` row). */
export const coveredByLists = sql`exists (
  select 1 from items i
  join list_items li on li.item_id = i.id
  join list_alerts la on la.list_id = li.list_id and la.user_id = a.user_id
  join lists list on list.id = la.list_id
  where i.type = a.media_type and i.provider_id = a.provider_id and ${visibleTo(sql`a.user_id`)})`;

/** Drops the titles no longer followed on their own nor through a list: one member's, or everyone's. */
export async function dropUncoveredTitles(db: Db, userId: number | 'all'): Promise<void> {
  const only = userId === 'all' ? sql`` : sql`and a.user_id = ${userId}`;
  await db.execute(sql`delete from title_alerts a where not a.direct ${only} and not ${coveredByLists}`);
}

/** How many lists the member follows, and may see, hold a title. */
export async function followedListsHolding(
  db: Db,
  userId: number,
  title: { type: string; providerId: string },
): Promise<number> {
  const [row] = await plannedRows<{ lists: number }>(
    db,
    sql`
      select count(distinct la.list_id)::int as lists
      from items i
      join list_items li on li.item_id = i.id
      join list_alerts la on la.list_id = li.list_id and la.user_id = ${userId}
      join lists list on list.id = la.list_id
      where i.type = ${title.type} and i.provider_id = ${title.providerId} and ${visibleTo(sql`${userId}::int`)}`,
  );
  return row?.lists ?? 0;
}
