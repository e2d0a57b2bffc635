import {
  BROWSE_COUNT_CAP,
  PAGE_SIZE_DEFAULT,
  PAGE_WINDOW,
  type ListSort,
  type ListType,
  type TagName,
} from '@pepites/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows, preparedRows } from '../../db/prepared.js';
import { lists, listSearch, listTags, statCounters, users } from '../../db/schema/index.js';
import { KEPT_CARD_COLUMNS, type KeptCard } from './list-views.js';

export interface BrowseFilter {
  creatorId?: number;
  title?: string;
  type?: ListType;
  tags?: TagName[];
  sort: ListSort;
  page: number;
  limit: number;
  /** Asked by a visitor: the page's kept cards may come with its ids, in the same round trip. */
  visitor?: boolean;
}

export interface BrowsePage {
  ids: number[];
  total: number;
  totalExact: boolean;
  /** The page's visitor cards, when they came with the ids (`visitor`). */
  cards?: KeptCard[];
}

/** Every condition of a browse, the title's included, reads `lists` as `l`. */
export type TitleCondition = SQL | undefined;

const hasTag = (listId: SQL, tagId: number) =>
  sql`exists (select 1 from ${listTags} where ${listTags.listId} = ${listId} and ${listTags.tagId} = ${tagId})`;
/** The conditions given, joined by `and` (absent ones left out). */
export const and = (conditions: (SQL | undefined)[]) =>
  sql.join(
    conditions.filter((condition) => condition !== undefined),
    sql` and `,
  );

/** Lists carrying every tag of `tagIds`, through the lists' GIN index of tag ids. */
export const hasEveryTag = (tagIds: number[]) => sql`l.tag_ids @> ${`{${tagIds.join(',')}}`}::int[]`;

export interface Matching {
  id: SQL;
  from: SQL;
  where: SQL;
  order: SQL;
}

/** Read from `lists` itself: a member's lists (few, by its creator index), or a title with tags. */
export function fromLists(filter: BrowseFilter, conditions: (SQL | undefined)[]): Matching {
  return {
    id: sql`l.id`,
    from: sql`${lists} l`,
    where: and([sql`l.privacy = 'public'`, filter.type ? sql`l.type = ${filter.type}` : undefined, ...conditions]),
    order: filter.sort === 'liked' ? sql`l.likes_count desc, l.id desc` : sql`l.created_at desc, l.id desc`,
  };
}

/**
 * The rows matching a filter and a title condition (words, or the substring fallback), and their order:
 * - a member's lists come from `lists` by its creator index;
 * - a title with tags is one intersection in the lists' GIN index (words or trigrams, and tag ids),
 *   then a sort of its matches: walking the newest lists instead, PostgreSQL misjudges how rare the
 *   combination is and may read 20,000 lists for a page (measured: 108 ms against 5);
 * - a title alone joins every public list's untagged browse row, so that the planner may walk them
 *   newest first (common words) or go through the GIN index (rare ones);
 * - otherwise the row of the first two tags (or of no tag) in `list_search` is one index range in
 *   either order, further tags checked per row.
 */
export function matching(filter: BrowseFilter, tagIds: number[], title?: TitleCondition): Matching {
  // `privacy = 'public'` (in fromLists, or here) lets the planner use the partial GIN indexes.
  if (filter.creatorId !== undefined) {
    return fromLists(filter, [
      sql`l.creator_id = ${filter.creatorId}`,
      title,
      ...tagIds.map((tagId) => hasTag(sql`l.id`, tagId)),
    ]);
  }
  if (title && tagIds.length > 0) return fromLists(filter, [title, hasEveryTag(tagIds)]);
  const order =
    filter.sort === 'liked' ? sql`s.likes_count desc, s.list_id desc` : sql`s.created_at desc, s.list_id desc`;
  const typed = filter.type ? sql`s.type = ${filter.type}` : undefined;
  if (title) {
    return {
      id: sql`s.list_id`,
      from: sql`${listSearch} s join ${lists} l on l.id = s.list_id`,
      where: and([sql`s.tag_a = 0 and s.tag_b = 0`, typed, sql`l.privacy = 'public'`, title]),
      order,
    };
  }
  const [tagA = 0, tagB = 0, ...others] = tagIds;
  return {
    id: sql`s.list_id`,
    from: sql`${listSearch} s`,
    where: and([
      sql`s.tag_a = ${tagA}`,
      sql`s.tag_b = ${tagB}`,
      typed,
      ...others.map((tagId) => hasTag(sql`s.list_id`, tagId)),
    ]),
    order,
  };
}

/**
 * A page's `limit … offset …`. The default page size is written in the statement: with a parameter,
 * PostgreSQL's generic plan assumes a tenth of the matches, so a prepared page was planned again at
 * every execution (docs/decisions/046-browse-page-size-in-the-statement.md). Other sizes stay
 * parameters, so that a caller cannot make a statement per size on every connection.
 */
function pageSlice(filter: BrowseFilter): SQL {
  const size = filter.limit === PAGE_SIZE_DEFAULT ? sql.raw(String(PAGE_SIZE_DEFAULT)) : sql`${filter.limit}`;
  return sql`limit ${size} offset ${(filter.page - 1) * filter.limit}`;
}

/** The page of ids of a filter (exported for the benchmark's EXPLAIN). */
export function browsePageStatement(filter: BrowseFilter, tagIds: number[], title?: TitleCondition): SQL {
  const { id, from, where, order } = matching(filter, tagIds, title);
  return sql`select ${id} as id from ${from} where ${where} order by ${order} ${pageSlice(filter)}`;
}

/**
 * How far a filter's matches are counted. A title search's matches are found through a GIN index
 * and checked one by one, so they are counted as far as the pager shows (the current page and the
 * nine after it); other filters are index ranges, counted up to BROWSE_COUNT_CAP.
 */
export function countCap(filter: BrowseFilter): number {
  return filter.title ? Math.min(BROWSE_COUNT_CAP, (filter.page + PAGE_WINDOW - 1) * filter.limit) : BROWSE_COUNT_CAP;
}

/** Matches of a filter counted up to its cap + 1, which means "more than the cap". */
export function browseCountStatement(filter: BrowseFilter, tagIds: number[], title?: TitleCondition): SQL {
  const { from, where } = matching(filter, tagIds, title);
  return sql`select count(*)::int as matches from (select 1 from ${from} where ${where} limit ${countCap(filter) + 1}) capped`;
}

/**
 * A visitor's page in one statement (no title searched): the page's kept cards in order, a row a
 * card, each with the total counted as far as `countCap` (or the maintained counter `counter`,
 * exact) and the row's rank; one row with the total alone when the page has no card.
 */
export function pageWithCardsStatement(filter: BrowseFilter, tagIds: number[], counter: string | null): SQL {
  const { id, from, where, order } = matching(filter, tagIds);
  const counted =
    counter === null
      ? sql`(select count(*)::int from (select 1 from ${from} where ${where} limit ${countCap(filter) + 1}) capped)`
      : sql`(select coalesce(sum(value), 0)::int from ${statCounters} where key = ${counter})`;
  return sql`select c.matches, p.n, ${sql.raw(KEPT_CARD_COLUMNS)}
    from (select ${counted} as matches) c
    left join (
      (select ${id} as id, row_number() over (order by ${order}) as n from ${from} where ${where}
       order by ${order} ${pageSlice(filter)}) p
      join ${lists} l on l.id = p.id join ${users} u on u.id = l.creator_id
    ) on true
    order by p.n`;
}

/**
 * Runs a browse statement. Its plan is kept (prepared) unless a title is searched: how many lists
 * have its words decides between walking the newest rows and the GIN index.
 */
export const run = <Row>(db: Db, filter: BrowseFilter, statement: SQL) =>
  filter.title ? plannedRows<Row>(db, statement) : preparedRows<Row>(db, statement);
