import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { lists } from '../../db/schema/index.js';
import { containsPattern } from '../../lib/search-text.js';
import { allOf, type WordQueries } from '../../lib/search-words.js';
import { and, fromLists, hasEveryTag, matching, type BrowseFilter } from './browse-matching.js';
import { walkIsCheaper } from './word-stats.js';

/** Words anywhere in the list: title, tags, description. */
const words = (query: string) => sql`l.search_words @@ to_tsquery('simple', ${query})`;
/**
 * Every word begun anywhere in the list, found through the exact terms of `search_terms` and its GIN
 * index (drizzle/0021: no scan of every word a prefix begins), then checked against the words.
 */
export const everyWordBegun = (queries: WordQueries) =>
  sql`${beginningsOf(queries.beginnings)} and ${words(queries.prefix)}`;

/** Lists having these beginnings, through the GIN index of `search_terms`. */
const beginningsOf = (terms: string[]) => sql`l.search_terms @@ to_tsquery('simple', ${allOf(terms)})`;
/** Words of the title (`title_words`, in the newest-first index and a GIN index of their own). */
const titleWords = (query: string) => sql`l.title_words @@ to_tsquery('simple', ${query})`;
const newest = (filter: BrowseFilter): BrowseFilter => ({ ...filter, sort: 'newest' });

/** What a statement looks for: its condition, the columns it adds, how common its matches are. */
export interface Search {
  condition: SQL;
  /** What a statement through an index adds to `condition` (a walk checks rows it has already read). */
  indexed?: SQL;
  extra?: SQL;
  /** Whether the condition reads `search_words`, which a walk then reads from each list's row. */
  everyWord?: boolean;
  /** The estimated share of public lists matching, or null when unknown (no statistics yet). */
  share: number | null;
}

/** Titles with every word, whole (`exact`: the first relevance tier) or begun. */
export const titleSearch = (queries: WordQueries, share: number | null): Search => ({
  condition: titleWords(queries.prefix),
  extra: sql`, ${titleWords(queries.exact)} as exact`,
  share,
});
/**
 * The other lists with every word begun in their title, tags or description (the last tier); an
 * index read asks for `beginnings` (word-stats.ts: beginningsToRead), the rows are checked for every word.
 */
export const otherSearch = (queries: WordQueries, share: number | null, beginnings = queries.beginnings): Search => ({
  condition: sql`${words(queries.prefix)} and not (${titleWords(queries.prefix)})`,
  indexed: beginningsOf(beginnings),
  everyWord: true,
  share,
});
/** Every word begun anywhere (the newest-first order). */
export const anySearch = (queries: WordQueries, share: number | null, beginnings = queries.beginnings): Search => ({
  condition: words(queries.prefix),
  indexed: beginningsOf(beginnings),
  everyWord: true,
  share,
});

const indexedCondition = (search: Search) =>
  search.indexed ? sql`${search.indexed} and ${search.condition}` : search.condition;

/** Matches newest first, at most `limit`, with `extra` selected; the planner picks the way. */
function plannedStatement(filter: BrowseFilter, tagIds: number[], search: Search, limit: number): SQL {
  const { id, from, where, order } = matching(newest(filter), tagIds, indexedCondition(search));
  return sql`select ${id} as id${search.extra ?? sql``} from ${from} where ${where} order by ${order} limit ${limit}`;
}

/**
 * Matches among the `walked` newest public lists (of the type), newest first: common words find a
 * page of matches within a short walk, however many lists there are. The title's words are read
 * from the newest-first index itself (lists_public_newest_words_idx); every word, from the rows.
 */
function walkStatement(filter: BrowseFilter, search: Search, limit: number, walked: number): SQL {
  const typed = filter.type ? sql` and type = ${filter.type}` : sql``;
  const columns = search.everyWord ? sql`, search_words` : sql``;
  return sql`select l.id${search.extra ?? sql``} from (select id, created_at, title_words${columns} from ${lists} where privacy = 'public'${typed} order by created_at desc, id desc limit ${walked}) l where ${search.condition} order by l.created_at desc, l.id desc limit ${limit}`;
}

/**
 * Matches among the `walked` newest public lists having the tags (their rows in `list_search`,
 * browse-matching.ts), newest first: a common word with a tag finds a page within a short walk,
 * where the GIN index would fetch and sort every list having both. Each walked list's row is read.
 */
function taggedWalkStatement(filter: BrowseFilter, tagIds: number[], search: Search, limit: number, walked: number) {
  const { id, from, where, order } = matching(newest(filter), tagIds);
  return sql`select l.id${search.extra ?? sql``} from (select ${id} as id, s.created_at from ${from} where ${where} order by ${order} limit ${walked}) s join ${lists} l on l.id = s.id where l.privacy = 'public' and ${search.condition} order by s.created_at desc, s.id desc limit ${limit}`;
}

/** Every match through a GIN index, then the newest of them: rare words. */
function indexStatement(filter: BrowseFilter, search: Search, limit: number): SQL {
  const { id, from, where, order } = fromLists(newest(filter), [indexedCondition(search)]);
  return sql`select ${id} as id${search.extra ?? sql``} from ${from} where ${where} order by ${order} limit ${limit}`;
}

/** A walk reads up to this many times the lists the estimate needs before the index takes over. */
const WALK_MARGIN = 4;

/**
 * The newest `limit` matches among `among` public lists (those having the tags, when there are
 * some; null: unknown). The walk of the newest of them or the GIN index, whichever reads fewer
 * entries and rows by the words' and tags' statistics (word-stats.ts); a walk that falls short
 * (the estimate was wrong) is followed by the index, so the answer is always complete. For a
 * member's lists, or without statistics, the planner's way (browse-matching.ts).
 */
export async function newestRows<Row extends { id: number }>(
  db: Db,
  filter: BrowseFilter,
  tagIds: number[],
  search: Search,
  limit: number,
  among: number | null,
): Promise<Row[]> {
  const { share } = search;
  if (filter.creatorId !== undefined || share === null || among === null)
    return plannedRows<Row>(db, plannedStatement(filter, tagIds, search, limit));
  const tagged = tagIds.length > 0;
  if (walkIsCheaper(share, limit, among, search.everyWord || tagged)) {
    const walked = Math.ceil((WALK_MARGIN * limit) / share);
    const walk = tagged
      ? taggedWalkStatement(filter, tagIds, search, limit, walked)
      : walkStatement(filter, search, limit, walked);
    const rows = await plannedRows<Row>(db, walk);
    // `among` is exact without tags: a walk as long has seen every public list.
    if (rows.length >= limit || (!tagged && walked >= among)) return rows;
  }
  return plannedRows<Row>(
    db,
    tagged ? plannedStatement(filter, tagIds, search, limit) : indexStatement(filter, search, limit),
  );
}

/**
 * Titles containing the folded text, through the trigram index: no `order by`, so PostgreSQL never
 * walks the newest lists hoping to meet a rare substring; the matches are sorted in the app.
 */
export function substringStatement(filter: BrowseFilter, tagIds: number[], limit: number): SQL {
  const where = and([
    sql`l.privacy = 'public'`,
    sql`l.title_search like ${containsPattern(filter.title ?? '')}`,
    filter.type ? sql`l.type = ${filter.type}` : undefined,
    filter.creatorId !== undefined ? sql`l.creator_id = ${filter.creatorId}` : undefined,
    tagIds.length > 0 ? hasEveryTag(tagIds) : undefined,
  ]);
  return sql`select l.id, l.created_at as at, l.likes_count as likes from ${lists} l where ${where} limit ${limit}`;
}

/** Each way of each statement of a relevance or newest search (walks of 2,000 lists), for EXPLAIN. */
export function searchStatements(
  filter: BrowseFilter,
  tagIds: number[],
  searches: [string, Search][],
  limit: number,
): [string, SQL][] {
  return searches.flatMap(([label, search]): [string, SQL][] =>
    filter.creatorId !== undefined
      ? [[label, plannedStatement(filter, tagIds, search, limit)]]
      : tagIds.length > 0
        ? [
            [`${label}, walk`, taggedWalkStatement(filter, tagIds, search, limit, 2000)],
            [`${label}, index`, plannedStatement(filter, tagIds, search, limit)],
          ]
        : [
            [`${label}, walk`, walkStatement(filter, search, limit, 2000)],
            [`${label}, index`, indexStatement(filter, search, limit)],
          ],
  );
}
