import { AVAILABILITY_FRESH_HOURS, type NotificationParams, type Provider, type WatchType } from '@pepites/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import type { TitleRef } from './offers.js';

/**
 * The daily check's statements (decision 043), set-based: each reads or writes every follower of a
 * batch of titles at once, whatever their number.
 */

export interface FollowedTitle extends TitleRef {
  /** The countries of its followers who chose services: the ones to ask about. */
  regions: string[];
}

/**
 * The next titles followed by members who chose services (suspended members aside), after `after`
 * in (type, id) order: a walk along title_alerts_title_idx.
 */
export async function followedTitlesAfter(db: Db, after: TitleRef | null, limit: number): Promise<FollowedTitle[]> {
  const rows = await plannedRows<{ type: WatchType; provider_id: string; regions: string[] }>(
    db,
    sql`
      select a.media_type as type, a.provider_id, array_agg(distinct ws.region) as regions
      from title_alerts a
      join watch_settings ws on ws.user_id = a.user_id and cardinality(ws.provider_ids) > 0
      join users u on u.id = a.user_id and u.suspended_at is null
      ${after ? sql`where (a.media_type, a.provider_id) > (${after.type}::item_type, ${after.providerId})` : sql``}
      group by a.media_type, a.provider_id
      order by a.media_type, a.provider_id
      limit ${limit}`,
  );
  return rows.map((row) => ({ type: row.type, providerId: row.provider_id, regions: row.regions }));
}

/** Of these titles, those with a country not asked about within `hours`: what a rerun still has to ask. */
export async function titlesToAsk(
  db: Db,
  titles: readonly FollowedTitle[],
  illustrative: boolean,
  hours: number,
): Promise<FollowedTitle[]> {
  const wanted = JSON.stringify(
    titles.flatMap((title) =>
      title.regions.map((region) => ({ media_type: title.type, provider_id: title.providerId, region })),
    ),
  );
  const asked = await plannedRows<{ media_type: string; provider_id: string; region: string }>(
    db,
    sql`
      select w.media_type, w.provider_id, w.region
      from jsonb_to_recordset(${wanted}::jsonb) as w(media_type item_type, provider_id varchar, region varchar)
      join title_availability ta using (media_type, provider_id, region)
      where ta.illustrative = ${illustrative} and ta.checked_at > now() - make_interval(hours => ${hours})`,
  );
  const done = new Set(asked.map((row) => `${row.media_type}:${row.provider_id}:${row.region}`));
  return titles.filter((title) =>
    title.regions.some((region) => !done.has(`${title.type}:${title.providerId}:${region}`)),
  );
}

/**
 * Each follower of a batch's titles whose country has a fresh stored answer and whose last look
 * differs from it, with what arrived: the member's services in today's flat-rate offers that were
 * not in what they last saw, in the same country. A first look, or one in another country (the
 * member moved), arrives nothing: it only becomes the starting point.
 */
function changedFollowers(titles: readonly TitleRef[], illustrative: boolean): SQL {
  const batch = JSON.stringify(titles.map((title) => ({ media_type: title.type, provider_id: title.providerId })));
  return sql`
    select a.user_id, a.media_type, a.provider_id, a.title, a.seen_region, a.seen_provider_ids,
      ws.region, ta.flatrate_ids, ta.flatrate,
      case when a.seen_region = ws.region then array(
        select id from unnest(ta.flatrate_ids) as offered(id)
        where id = any(ws.provider_ids) and not (id = any(coalesce(a.seen_provider_ids, '{}')))
      ) else '{}'::int[] end as arrived_ids
    from jsonb_to_recordset(${batch}::jsonb) as b(media_type item_type, provider_id varchar)
    join title_alerts a on a.media_type = b.media_type and a.provider_id = b.provider_id
    join watch_settings ws on ws.user_id = a.user_id and cardinality(ws.provider_ids) > 0
    join users u on u.id = a.user_id and u.suspended_at is null
    -- Each follower reads their country's answer by its key (the limit keeps the planner from
    -- matching every country's answer against every follower: ten times the rows at 20 countries).
    join lateral (
      select ta.flatrate_ids, ta.flatrate from title_availability ta
      where ta.media_type = a.media_type and ta.provider_id = a.provider_id and ta.region = ws.region
        and ta.illustrative = ${illustrative}
        and ta.checked_at > now() - make_interval(hours => ${AVAILABILITY_FRESH_HOURS})
      limit 1
    ) ta on true
    where a.seen_region is distinct from ws.region or a.seen_provider_ids is distinct from ta.flatrate_ids`;
}

export interface Arrival {
  user_id: number;
  media_type: WatchType;
  provider_id: string;
  title: string;
  seen_region: string | null;
  seen_provider_ids: number[] | null;
  region: string;
  flatrate_ids: number[];
  flatrate: Provider[];
  arrived_ids: number[];
}

/** The followers of these titles to whom something arrived. */
export function arrivalsOf(db: Db, titles: readonly TitleRef[], illustrative: boolean): Promise<Arrival[]> {
  return plannedRows<Arrival>(
    db,
    sql`select * from (${changedFollowers(titles, illustrative)}) changed where cardinality(arrived_ids) > 0`,
  );
}

/**
 * Tells the arrivals: each follower's last look moves to today's, their count of arrivals moves on,
 * and one notification is written per member and title, under a dedupe key of that count (a title
 * leaving and coming back is told again; a rerun of the same arrival is not). A look changed since
 * `arrivalsOf` read it is left for the next check. Returns the notifications written.
 */
export async function tellArrivals(
  db: Db,
  arrivals: readonly (Arrival & { params: NotificationParams })[],
): Promise<{ id: number; user_id: number }[]> {
  const told = JSON.stringify(
    arrivals.map((arrival) => ({
      user_id: arrival.user_id,
      media_type: arrival.media_type,
      provider_id: arrival.provider_id,
      old_region: arrival.seen_region,
      old_ids: arrival.seen_provider_ids,
      region: arrival.region,
      ids: arrival.flatrate_ids,
      params: arrival.params,
    })),
  );
  return plannedRows<{ id: number; user_id: number }>(
    db,
    sql`
      with arrived as (
        select * from jsonb_to_recordset(${told}::jsonb) as x(
          user_id int, media_type item_type, provider_id varchar, old_region varchar, old_ids int[],
          region varchar, ids int[], params jsonb)
      ), moved as (
        update title_alerts a set seen_region = x.region, seen_provider_ids = x.ids, arrivals = a.arrivals + 1
        from arrived x
        where a.user_id = x.user_id and a.media_type = x.media_type and a.provider_id = x.provider_id
          and a.seen_region is not distinct from x.old_region and a.seen_provider_ids is not distinct from x.old_ids
        returning a.user_id, a.media_type, a.provider_id, a.arrivals, x.params
      )
      insert into notifications (user_id, type, code, params, dedupe_key)
      select user_id, 'alert', 'title_arrived', params, 'arrive:' || media_type || ':' || provider_id || ':' || arrivals
      from moved
      on conflict do nothing
      returning id, user_id`,
  );
}

/** Moves every other changed look of the batch to today's, telling nothing (first looks, departures, moves). */
export async function moveLooks(db: Db, titles: readonly TitleRef[], illustrative: boolean): Promise<void> {
  await db.execute(sql`
    update title_alerts a set seen_region = c.region, seen_provider_ids = c.flatrate_ids
    from (${changedFollowers(titles, illustrative)}) c
    where a.user_id = c.user_id and a.media_type = c.media_type and a.provider_id = c.provider_id
      and cardinality(c.arrived_ids) = 0`);
}

/** The members among these who asked for arrivals by mail at once. */
export async function instantMailMembers(db: Db, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const rows = await plannedRows<{ user_id: number }>(
    db,
    sql`select user_id from notification_settings
        where user_id in (select value::int from jsonb_array_elements_text(${JSON.stringify(userIds)}::jsonb))
          and arrival_mail = 'instant'`,
  );
  return rows.map((row) => row.user_id);
}

/** Deletes stored offers twice as old as they may be read: the movie database's data is not kept longer. */
export async function purgeStaleOffers(db: Db): Promise<number> {
  const [row] = await plannedRows<{ deleted: number }>(
    db,
    sql`
      with gone as (
        delete from title_availability
        where checked_at < now() - make_interval(hours => ${2 * AVAILABILITY_FRESH_HOURS})
        returning 1)
      select count(*)::int as deleted from gone`,
  );
  return row?.deleted ?? 0;
}
