import { FEED_PAGE_SIZE, FOLLOW_SUGGESTIONS_COUNT, type FeedEventKind, type FollowPerson } from '@pepites/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows, preparedRows } from '../../db/prepared.js';
import { cardColumns, type CardRow } from '../lists/index.js';

/*
 * Follows and the feed (docs/decisions/038-community.md). A suspended member's follows stop showing:
 * every statement here leaves out members with `suspended_at` set, on either side of a follow.
 */

const active = (alias: string) => sql.raw(`${alias}.suspended_at is null`);

/** Whether the caller follows `alias.id` (false for a visitor). */
const followedBy = (callerId: number | null, alias: string) =>
  callerId === null
    ? sql`false`
    : sql`exists (select 1 from follows c where c.follower_id = ${callerId}::int and c.followee_id = ${sql.raw(alias)}.id)`;

export interface FollowCounts {
  followed: boolean;
  followers: number;
  following: number;
}

/** A member's followers and followings counted without the suspended, and whether the caller follows them. */
export async function followCounts(db: Db, userId: number, callerId: number | null): Promise<FollowCounts> {
  const [row] = await preparedRows<FollowCounts>(
    db,
    sql`
      select
        (select count(*)::int from follows f join users u on u.id = f.follower_id and ${active('u')} where f.followee_id = ${userId}::int) as followers,
        (select count(*)::int from follows f join users u on u.id = f.followee_id and ${active('u')} where f.follower_id = ${userId}::int) as following,
        ${callerId === null ? sql`false` : sql`exists (select 1 from follows f where f.follower_id = ${callerId}::int and f.followee_id = ${userId}::int)`} as followed`,
  );
  return row ?? { followed: false, followers: 0, following: 0 };
}

/** Whom `followerId` follows, suspended members not counted. */
export async function followingCount(db: Db, followerId: number): Promise<number> {
  const [row] = await preparedRows<{ value: number }>(
    db,
    sql`select count(*)::int as value from follows f join users u on u.id = f.followee_id and ${active('u')} where f.follower_id = ${followerId}::int`,
  );
  return row?.value ?? 0;
}

/** One page of a member's followers (`side` 'followers') or of whom they follow, newest follow first. */
export async function followPeople(
  db: Db,
  side: 'followers' | 'following',
  userId: number,
  callerId: number | null,
  page: { limit: number; offset: number },
): Promise<{ people: FollowPerson[]; total: number }> {
  const [mine, theirs] = side === 'followers' ? ['followee_id', 'follower_id'] : ['follower_id', 'followee_id'];
  const from = sql`from follows f join users u on u.id = f.${sql.raw(theirs)} and ${active('u')} where f.${sql.raw(mine)} = ${userId}::int`;
  const [people, [counted]] = await Promise.all([
    preparedRows<FollowPerson>(
      db,
      sql`select u.id, u.user_name, u.avatar, ${followedBy(callerId, 'u')} as followed ${from}
        order by f.created_at desc, u.id desc limit ${page.limit} offset ${page.offset}`,
    ),
    preparedRows<{ total: number }>(db, sql`select count(*)::int as total ${from}`),
  ]);
  return { people, total: counted?.total ?? 0 };
}

export interface FeedRow extends CardRow {
  event_id: number;
  kind: FeedEventKind;
  event_items: number;
  event_at: Date | string;
  /** The event's time in epoch milliseconds (the cursor's first half). */
  event_ms: string | number;
  actor_id: number;
  actor_name: string;
  actor_avatar: string | null;
}

/** Before any event: the first page's bound. */
export const FEED_START = { ms: 9_999_999_999_999, id: '9223372036854775807' };

/** A page and one more (there is a next page). */
export const TAKE = FEED_PAGE_SIZE + 1;
/** Newest events looked at by the quick way, whatever their list: twice a page, so private lists seldom empty it. */
const CANDIDATES = 2 * TAKE;

const beforeCursor = (before: { ms: number; id: string }) =>
  sql`(e.created_at, e.id) < (timestamptz 'epoch' + ${before.ms}::bigint * interval '1 millisecond', ${before.id}::bigint)`;

const feedColumns = sql`e.id as event_id, e.kind, e.item_count as event_items, e.created_at as event_at,
  (extract(epoch from e.created_at) * 1000)::bigint as event_ms,
  a.id as actor_id, a.user_name as actor_name, a.avatar as actor_avatar, ${cardColumns}`;

/**
 * The `count` newest events of the members `followerId` follows before `before`, whatever their
 * list (the `candidates` CTE), from `feed_events_actor_created_idx` alone (index-only scans of
 * times and ids): each followed member's newest event (their head, one probe each); the
 * `count`-th newest head bounds them from below, since that many events are at least as new; only
 * the members whose head is above it are read further, down to it.
 */
function newestEvents(followerId: number, before: { ms: number; id: string }, count: number): SQL {
  return sql`
    heads as materialized (
      select f.followee_id, h.created_at, h.id from follows f
      cross join lateral (
        select e.created_at, e.id from feed_events e
        where e.actor_id = f.followee_id and ${beforeCursor(before)}
        order by e.created_at desc, e.id desc
        limit 1
      ) h
      where f.follower_id = ${followerId}::int
    ),
    bound as (
      select * from (
        (select created_at, id from heads order by created_at desc, id desc offset ${count - 1} limit 1)
        union all select '-infinity'::timestamptz, 0::bigint
      ) b
      order by created_at desc
      limit 1
    ),
    candidates as materialized (
      select c.created_at, c.id from heads h
      cross join bound b
      cross join lateral (
        select e.created_at, e.id from feed_events e
        where e.actor_id = h.followee_id and ${beforeCursor(before)} and (e.created_at, e.id) >= (b.created_at, b.id)
        order by e.created_at desc, e.id desc
        limit ${count}
      ) c
      where (h.created_at, h.id) >= (b.created_at, b.id)
      order by c.created_at desc, c.id desc
      limit ${count}
    )`;
}

/**
 * The quick way to a feed page: the CANDIDATES newest events (`newestEvents`), looked up and kept
 * when their list is public and their actor not suspended: every event left out is older than all
 * of them, so when TAKE are kept they are the page; when fewer are, `feedStatement` reads it
 * exactly. Exported for the benchmark.
 */
export function feedCandidatesStatement(followerId: number, before: { ms: number; id: string }): SQL {
  return sql`
    with ${newestEvents(followerId, before, CANDIDATES)}
    select ${feedColumns}
    from candidates c
    join feed_events e on e.id = c.id
    join lists l on l.id = e.list_id and l.privacy = 'public'
    join users a on a.id = e.actor_id and ${active('a')}
    join users u on u.id = l.creator_id
    order by c.created_at desc, c.id desc
    limit ${TAKE}`;
}

/** An event's place in the feed's order: its time in epoch milliseconds, then its id. */
export interface FeedKey {
  ms: number;
  id: string;
}

/** The ids and times of the `count` newest events of the members `followerId` follows, whatever their list. */
export async function newestEventKeys(db: Db, followerId: number, count: number): Promise<FeedKey[]> {
  const rows = await preparedRows<{ id: string | number; ms: string | number }>(
    db,
    sql`with ${newestEvents(followerId, FEED_START, count)}
      select c.id, (extract(epoch from c.created_at) * 1000)::bigint as ms
      from candidates c
      order by c.created_at desc, c.id desc`,
  );
  return rows.map((row) => ({ ms: Number(row.ms), id: String(row.id) }));
}

/**
 * The events `ids` names, in that order, read by primary key, at most `limit`: only those whose
 * list is public now and whose actor is not suspended now, the checks `feedStatement` makes.
 */
export function feedRowsByIds(db: Db, ids: string[], limit: number): Promise<FeedRow[]> {
  return preparedRows<FeedRow>(
    db,
    sql`select ${feedColumns}
      from unnest(${`{${ids.join(',')}}`}::bigint[]) with ordinality as c(id, n)
      join feed_events e on e.id = c.id
      join lists l on l.id = e.list_id and l.privacy = 'public'
      join users a on a.id = e.actor_id and ${active('a')}
      join users u on u.id = l.creator_id
      order by c.n
      limit ${limit}::int`,
  );
}

/**
 * A feed page read exactly: each followed member's newest events on public lists (a LATERAL, at
 * most a page each, from `feed_events_actor_created_idx`), merged. Its cost follows the members
 * followed times a page, never the size of the tables. Exported for the benchmark.
 */
export function feedStatement(followerId: number, before: { ms: number; id: string }): SQL {
  return sql`
    select ${feedColumns}
    from (
      select e.* from follows f
      join users fa on fa.id = f.followee_id and ${active('fa')}
      cross join lateral (
        select e.id, e.kind, e.list_id, e.item_count, e.created_at, e.actor_id
        from feed_events e
        join lists l on l.id = e.list_id
        where e.actor_id = f.followee_id and l.privacy = 'public' and ${beforeCursor(before)}
        order by e.created_at desc, e.id desc
        limit ${TAKE}
      ) e
      where f.follower_id = ${followerId}::int
      order by e.created_at desc, e.id desc
      limit ${TAKE}
    ) e
    join users a on a.id = e.actor_id
    join lists l on l.id = e.list_id
    join users u on u.id = l.creator_id
    order by e.created_at desc, e.id desc`;
}

/**
 * A page of the events of the members `followerId` follows, newest first, before (`ms`, `id`), and
 * one more (there is a next page). Events keep their time to the millisecond (drizzle/0018), so
 * the cursor compares exactly.
 */
export async function feedRows(db: Db, followerId: number, before: { ms: number; id: string }): Promise<FeedRow[]> {
  const quick = await preparedRows<FeedRow>(db, feedCandidatesStatement(followerId, before));
  if (quick.length === TAKE) return quick;
  return preparedRows<FeedRow>(db, feedStatement(followerId, before));
}

export interface SuggestionRow extends FollowPerson {
  likes_received: number;
}

/** The most liked creators the caller does not follow (not themself, not suspended), from `users_most_liked_idx`. */
export function suggestionRows(db: Db, callerId: number | null): Promise<SuggestionRow[]> {
  const notFollowed =
    callerId === null
      ? sql`true`
      : sql`u.id <> ${callerId}::int and not exists (select 1 from follows f where f.follower_id = ${callerId}::int and f.followee_id = u.id)`;
  return plannedRows<SuggestionRow>(
    db,
    sql`select u.id, u.user_name, u.avatar, false as followed, u.public_likes_received as likes_received
      from users u
      where u.public_likes_received > 0 and ${active('u')} and ${notFollowed}
      order by u.public_likes_received desc, u.user_name
      limit ${FOLLOW_SUGGESTIONS_COUNT}`,
  );
}
