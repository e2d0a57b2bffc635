import {
  HOME_LIST_POSTERS,
  HOME_LISTS_COUNT,
  HOME_WEEK_DAYS,
  type HomeListsResponse,
  type ListCard,
  type ListCardPoster,
  type ListType,
} from '@pepites/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { likes, lists, listSearch, users } from '../../db/schema/index.js';
import type { ItemTitles } from './item-titles.js';

/**
 * The home page's two rows of lists (docs/decisions/024-home-lists.md). Every statement starts from
 * an index range (the week's likes by date, the public lists newest or most liked first) and reads
 * each list's first posters from the card the database keeps (drizzle/0008_list-cards.sql).
 */

/** A list card's columns as `cardColumns` reads them (lists `l`, their creator `u`). */
export interface CardRow {
  id: number;
  title: string;
  type: ListType | null;
  creator_id: number;
  user_name: string;
  avatar: string | null;
  likes: number;
  item_count: number;
  created_at: Date | string;
  /** With the item's provider id, which names its title in the reader's language (item-titles.ts). */
  posters: (ListCardPoster & { provider_id: string })[];
}

interface WeekRow extends CardRow {
  week_likes: number;
}

// A card of an empty list would be a row of blanks: the home shows lists with something in them.
// Public only: a suspended member's lists are held private (docs/decisions/020) and drop out too.
const showable = sql`l.privacy = 'public' and l.item_count > 0`;

/**
 * A card's columns; its posters are the first items of the kept card, taken whole in one jsonpath
 * call (toCard keeps the fields a card shows): rebuilding each as an object cost the feed's page
 * statement 0.25 ms of its 0.45 (`bench:feed`).
 */
export const cardColumns = sql`l.id, l.title, l.type, l.creator_id, u.user_name, u.avatar, l.likes_count as likes, l.item_count, l.created_at,
  coalesce(jsonb_path_query_array(l.card, ${sql.raw(`'$.content[0 to ${HOME_LIST_POSTERS - 1}]'`)}), '[]'::jsonb) as posters`;

/**
 * Lists by the likes they received in the last HOME_WEEK_DAYS days. The week's likes are one range
 * of `likes_created_idx` (drizzle/0013), counted per list and sorted; lists are then looked up one
 * by one in that order until enough are showable, so the cost follows the week's likes, never the
 * millions before them nor the million lists (`offset 0` keeps PostgreSQL from joining every list).
 * Exported for the benchmark's EXPLAIN.
 */
export function weekMostLikedStatement(limit: number): SQL {
  return sql`
    select ${cardColumns}, w.week_likes
    from (
      select k.list_id, count(*)::int as week_likes from ${likes} k
      where k.created_at > now() - make_interval(days => ${sql.raw(String(HOME_WEEK_DAYS))})
      group by k.list_id
      order by week_likes desc, k.list_id desc
    ) w
    cross join lateral (select * from ${lists} l where l.id = w.list_id and ${showable} offset 0) l
    join ${users} u on u.id = l.creator_id
    order by w.week_likes desc, w.list_id desc
    limit ${limit}`;
}

/** The all-time most liked that the week left out, from the public lists' most-liked index. */
export function allTimeMostLikedStatement(limit: number, except: number[]): SQL {
  return sql`
    select ${cardColumns}, 0 as week_likes
    from ${listSearch} s
    join ${lists} l on l.id = s.list_id
    join ${users} u on u.id = l.creator_id
    where s.tag_a = 0 and s.tag_b = 0 and s.likes_count > 0 and ${showable} and l.id <> all(${`{${except.join(',')}}`}::int[])
    order by s.likes_count desc, s.list_id desc
    limit ${limit}`;
}

/** The newest public lists, from the public lists' newest-first index. */
export function newestStatement(limit: number): SQL {
  return sql`
    select ${cardColumns}
    from ${listSearch} s
    join ${lists} l on l.id = s.list_id
    join ${users} u on u.id = l.creator_id
    where s.tag_a = 0 and s.tag_b = 0 and ${showable}
    order by s.created_at desc, s.list_id desc
    limit ${limit}`;
}

const toIso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export function toCard(row: CardRow, titles: ItemTitles): ListCard {
  return {
    id: row.id,
    title: row.title,
    type: row.type,
    creator: { id: row.creator_id, user_name: row.user_name, avatar: row.avatar },
    likes: row.likes,
    item_count: row.item_count,
    created_at: toIso(row.created_at),
    posters: row.posters.map((poster) => {
      const { id, title, poster_path, type } = titles(poster);
      return { id, title, poster_path, type };
    }),
  };
}

/** The week's most liked lists, topped up with the all-time most liked when the week was quiet. */
async function weekMostLiked(db: Db, limit: number, titles: ItemTitles): Promise<HomeListsResponse['weekMostLiked']> {
  const week = await preparedRows<WeekRow>(db, weekMostLikedStatement(limit));
  const rest =
    week.length < limit
      ? await preparedRows<WeekRow>(
          db,
          allTimeMostLikedStatement(
            limit - week.length,
            week.map((row) => row.id),
          ),
        )
      : [];
  return [...week, ...rest].map((row) => ({ ...toCard(row, titles), week_likes: row.week_likes }));
}

export async function homeLists(db: Db, titles: ItemTitles): Promise<HomeListsResponse> {
  const [mostLiked, newest] = await Promise.all([
    weekMostLiked(db, HOME_LISTS_COUNT, titles),
    preparedRows<CardRow>(db, newestStatement(HOME_LISTS_COUNT)),
  ]);
  return { weekMostLiked: mostLiked, newest: newest.map((row) => toCard(row, titles)) };
}
