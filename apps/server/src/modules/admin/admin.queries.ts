import {
  ADMIN_LIKERS_PREVIEW,
  type AdminBadge,
  type AdminLikesGroup,
  type AdminList,
  type AdminStats,
  type AdminUser,
  type BadgeAwardKind,
  type ListPerson,
  type ListType,
} from '@pepites/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { containsPattern, likeContains } from '../../lib/search-text.js';
import { COUNTER, readCounters } from '../../db/stat-counters.js';

export interface AdminPage {
  page: number;
  limit: number;
  q?: string | undefined;
}

function pageOf<T>(rows: T[], total: number, page: AdminPage) {
  return { rows, total, page: page.page, totalPages: Math.max(1, Math.ceil(total / page.limit)) };
}

const offsetOf = (page: AdminPage) => (page.page - 1) * page.limit;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The four cards: members from the kept counter, every list and like (private ones too), badges. */
export async function adminStats(db: Db): Promise<AdminStats> {
  const [counters, [row]] = await Promise.all([
    readCounters(db, [COUNTER.users, COUNTER.lists, COUNTER.likes]),
    plannedRows<{ badges: number }>(db, sql`select count(*)::int as badges from badges`),
  ]);
  return {
    users: counters[COUNTER.users],
    lists: counters[COUNTER.lists],
    likes: counters[COUNTER.likes],
    badges: row?.badges ?? 0,
  };
}

/** Name or email contains `q` (the trigram index `users_admin_search_idx` answers it). */
function userFilter(q: string | undefined): SQL {
  return q ? sql`(lower(u.user_name) || ' ' || lower(u.email)) like ${likeContains(q.toLowerCase())}` : sql`true`;
}

/**
 * A member and their counts (the lists they made, the lists they liked), from `users u`. A page's
 * ids are picked first, apart: with the counts beside them, every row an offset skips was counted too.
 */
const USER_COLUMNS = sql`
  select u.id, u.user_name, u.email, u.avatar, u.country, u.city, u.role, u.suspended_at, u.created_at,
    (select count(*) from lists l where l.creator_id = u.id)::int as lists_count,
    (select count(*) from likes lk where lk.user_id = u.id)::int as liked_lists_count
  from users u`;

const toAdminUser = (row: AdminUserRow): AdminUser => ({
  ...row,
  suspended_at: iso(row.suspended_at),
  created_at: iso(row.created_at) ?? '',
});

interface AdminUserRow extends Omit<AdminUser, 'suspended_at' | 'created_at'> {
  suspended_at: Date | string | null;
  created_at: Date | string;
}

/** How many rows a table has: the kept counter when nothing is searched (a count of 1,000,000 lists took 0.2 s), else a count. */
async function tableTotal(db: Db, q: string | undefined, counter: string, count: SQL): Promise<number> {
  if (!q) return (await readCounters(db, [counter]))[counter] ?? 0;
  const [row] = await plannedRows<{ total: number }>(db, count);
  return row?.total ?? 0;
}

export async function adminUsers(db: Db, page: AdminPage) {
  const filter = userFilter(page.q);
  const [rows, total] = await Promise.all([
    plannedRows<AdminUserRow>(
      db,
      sql`
      ${USER_COLUMNS}
      where u.id in (select u.id from users u where ${filter} order by u.id desc limit ${page.limit} offset ${offsetOf(page)})
      order by u.id desc`,
    ),
    tableTotal(db, page.q, COUNTER.users, sql`select count(*)::int as total from users u where ${filter}`),
  ]);
  return pageOf(rows.map(toAdminUser), total, page);
}

export async function adminUser(db: Db, userId: number): Promise<AdminUser | undefined> {
  const rows = await plannedRows<AdminUserRow>(
    db,
    sql`
    ${USER_COLUMNS} where u.id = ${userId}`,
  );
  return rows[0] && toAdminUser(rows[0]);
}

interface AdminListRow {
  id: number;
  title: string;
  description: string;
  type: ListType | null;
  privacy: 'public' | 'private';
  item_count: number;
  likes: number;
  creator_id: number;
  creator_name: string;
  held: boolean;
  created_at: Date | string;
}

/** Every list, newest first; `q` searches titles (case- and accent-insensitive, trigram index). */
export async function adminLists(db: Db, page: AdminPage) {
  const filter = page.q ? sql`l.title_search like ${containsPattern(page.q)}` : sql`true`;
  const [rows, total] = await Promise.all([
    plannedRows<AdminListRow>(
      db,
      sql`
      select l.id, l.title, l.description, l.type, l.privacy, l.item_count, l.likes_count as likes,
        l.creator_id, u.user_name as creator_name, l.held_by_suspension as held, l.created_at
      from lists l join users u on u.id = l.creator_id
      where l.id in (select l.id from lists l where ${filter} order by l.id desc limit ${page.limit} offset ${offsetOf(page)})
      order by l.id desc`,
    ),
    tableTotal(db, page.q, COUNTER.lists, sql`select count(*)::int as total from lists l where ${filter}`),
  ]);
  const lists: AdminList[] = rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    privacy: row.privacy,
    item_count: row.item_count,
    likes: row.likes,
    creator: { id: row.creator_id, user_name: row.creator_name },
    held: row.held,
    created_at: iso(row.created_at) ?? '',
  }));
  return pageOf(lists, total, page);
}

interface LikesGroupRow {
  id: number;
  title: string;
  likes: number;
  creator_id: number;
  creator_name: string;
  likers: ListPerson[];
}

/** Liked lists, most liked first (index `lists_most_liked_idx`), each with its newest likers. */
export async function adminLikes(db: Db, page: AdminPage) {
  const filter = page.q ? sql`and l.title_search like ${containsPattern(page.q)}` : sql``;
  const [rows, [counted]] = await Promise.all([
    plannedRows<LikesGroupRow>(
      db,
      sql`
      select l.id, l.title, l.likes_count as likes, l.creator_id, u.user_name as creator_name,
        coalesce((
          select json_agg(json_build_object('id', p.id, 'user_name', p.user_name, 'avatar', p.avatar) order by lk.created_at desc, lk.user_id desc)
          from (select * from likes where list_id = l.id order by created_at desc, user_id desc limit ${ADMIN_LIKERS_PREVIEW}) lk
          join users p on p.id = lk.user_id
        ), '[]') as likers
      from lists l join users u on u.id = l.creator_id
      where l.likes_count > 0 ${filter}
      order by l.likes_count desc, l.id desc limit ${page.limit} offset ${offsetOf(page)}`,
    ),
    plannedRows<{ total: number }>(
      db,
      sql`select count(*)::int as total from lists l where l.likes_count > 0 ${filter}`,
    ),
  ]);
  const groups: AdminLikesGroup[] = rows.map((row) => ({
    list: {
      id: row.id,
      title: row.title,
      likes: row.likes,
      creator: { id: row.creator_id, user_name: row.creator_name },
    },
    likers: row.likers,
  }));
  return pageOf(groups, counted?.total ?? 0, page);
}

interface AdminBadgeRow {
  id: number;
  name: string;
  name_en: string;
  description: string;
  description_en: string;
  icon: string;
  rule: string | null;
  threshold: number | null;
  holders: number;
}

function toAdminBadge(row: AdminBadgeRow): AdminBadge {
  return { ...row, rule: (row.rule ?? 'manual') as BadgeAwardKind };
}

/** Every badge with how it is earned and how many members hold it. */
export async function adminBadges(db: Db, badgeId?: number): Promise<AdminBadge[]> {
  const only = badgeId === undefined ? sql`true` : sql`b.id = ${badgeId}`;
  const rows = await plannedRows<AdminBadgeRow>(
    db,
    sql`
    select b.id, b.name, b.name_en, b.description, b.description_en, b.icon, b.rule, b.threshold,
      (select count(*) from user_badges ub where ub.badge_id = b.id)::int as holders
    from badges b where ${only} order by b.id`,
  );
  return rows.map(toAdminBadge);
}
