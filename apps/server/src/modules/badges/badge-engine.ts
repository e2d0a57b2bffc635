import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { notMuted } from '../notifications/index.js';

export interface Award {
  user_id: number;
  badge_id: number;
}

/**
 * Follows an `earned` CTE (user_id, badge_id): one "badge unlocked" per row inserted, unless the
 * member turned the kind off (the badge is still awarded), and the awards.
 */
const NOTIFY_EARNED = sql`
    notified as (
      insert into notifications (user_id, type, code, params, dedupe_key)
      select e.user_id, 'badge', 'badge_unlocked',
        jsonb_build_object('badge', b.name, 'badge_en', b.name_en, 'badge_id', b.id, 'icon', b.icon),
        'badge:' || b.id
      from earned e join badges b on b.id = e.badge_id
      where ${notMuted(sql`e.user_id`, 'badge_unlocked')}
      on conflict do nothing
      returning user_id
    )
    select user_id, badge_id from earned`;

/**
 * What each rule counts, per user, in one pass over their lists:
 * - lists_created: the lists the user has now (a deleted list no longer counts, so creating and
 *   deleting lists earns nothing);
 * - movie/show/podcast/youtube_lists: those lists made of one kind of item (the list's derived type);
 * - likes_received: likes by others on the user's lists. The lists' like counters (kept by triggers)
 *   give it with one's own likes included; those are taken off below, only for the users a like
 *   badge is within reach of, so the check never joins every like (5 M rows in the benchmark).
 * `scope` narrows the users (`lists.creator_id` is written `l.creator_id`), `badges` the badges (`b`).
 */
function measures(scope: SQL, badges: SQL): SQL {
  return sql`
    list_counts as (
      select l.creator_id as user_id,
        count(*) as lists_created,
        count(*) filter (where l.type = 'movie') as movie_lists,
        count(*) filter (where l.type = 'show') as show_lists,
        count(*) filter (where l.type = 'podcast') as podcast_lists,
        count(*) filter (where l.type = 'youtube-video') as youtube_lists,
        sum(l.likes_count) as likes_with_own
      from lists l where ${scope}
      group by l.creator_id
    ),
    measures as (
      select c.user_id, m.rule, m.value
      from list_counts c
      cross join lateral (values
        ('lists_created', c.lists_created), ('movie_lists', c.movie_lists), ('show_lists', c.show_lists),
        ('podcast_lists', c.podcast_lists), ('youtube_lists', c.youtube_lists), ('likes_received', c.likes_with_own)
      ) as m(rule, value)
    ),
    within_reach as (
      select m.user_id, b.id as badge_id, b.rule, b.threshold, m.value
      from measures m
      join badges b on b.rule = m.rule and b.threshold <= m.value and ${badges}
      where not exists (select 1 from user_badges ub where ub.user_id = m.user_id and ub.badge_id = b.id)
    ),
    own_likes as (
      select r.user_id, count(lk.user_id) as n
      from (select distinct user_id from within_reach where rule = 'likes_received') r
      join lists l on l.creator_id = r.user_id
      join likes lk on lk.user_id = r.user_id and lk.list_id = l.id
      group by r.user_id
    ),
    reached as (
      select r.user_id, r.badge_id
      from within_reach r left join own_likes o on o.user_id = r.user_id
      where r.rule <> 'likes_received' or r.threshold <= r.value - coalesce(o.n, 0)
    )`;
}

/**
 * Awards every rule badge the users in `scope` have reached, and writes one "badge unlocked"
 * notification per award, in one statement. The primary key of user_badges makes it idempotent and
 * race-free: two requests crossing a threshold together insert one row, the other's conflicts and
 * does nothing, and only inserted rows get a notification. Suspended users earn nothing meanwhile.
 */
async function awardWhere(db: Db, scope: SQL, badges: SQL = sql`true`): Promise<Award[]> {
  return plannedRows<Award>(
    db,
    sql`
    with ${measures(scope, badges)},
    earned as (
      insert into user_badges (user_id, badge_id)
      select r.user_id, r.badge_id
      from reached r
      join users u on u.id = r.user_id and u.suspended_at is null
      on conflict do nothing
      returning user_id, badge_id
    ),
    ${NOTIFY_EARNED}`,
  );
}

/** After a list is created or an item added (its creator), or a like received (the list's creator). */
export function awardBadgesTo(db: Db, userId: number): Promise<Award[]> {
  return awardWhere(db, sql`l.creator_id = ${userId}`);
}

/** The admin's check (`GET /check-badges`): every user at once, set-based. */
export function awardBadgesToEveryone(db: Db): Promise<Award[]> {
  return awardWhere(db, sql`true`);
}

/** A rule badge just created: everyone already past its threshold gets it (and only it). */
export function awardNewBadge(db: Db, badgeId: number): Promise<Award[]> {
  return awardWhere(db, sql`true`, sql`b.id = ${badgeId}`);
}

/** A hand badge (rule `manual`) given by the admin; false when the member already had it. */
export async function awardByHand(db: Db, userId: number, badgeId: number): Promise<boolean> {
  const rows = await plannedRows<Award>(
    db,
    sql`
    with earned as (
      insert into user_badges (user_id, badge_id) values (${userId}, ${badgeId})
      on conflict do nothing
      returning user_id, badge_id
    ),
    ${NOTIFY_EARNED}`,
  );
  return rows.length > 0;
}
