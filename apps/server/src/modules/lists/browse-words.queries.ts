import { BROWSE_COUNT_CAP, PAGE_SIZE_MAX } from '@pepites/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { lists } from '../../db/schema/index.js';
import { containsPattern, toSearchText } from '../../lib/search-text.js';
import type { WordQueries } from '../../lib/search-words.js';
import {
  browseCountStatement,
  browsePageStatement,
  countCap,
  matching,
  type BrowseFilter,
  type BrowsePage,
} from './browse-matching.js';

/**
 * How many matches a word search reads: the pager's window (countCap), or as far as the asked page
 * when it lies beyond the window, never more than BROWSE_COUNT_CAP and a page
 * (docs/decisions/040-word-prefix-search.md).
 */
function reach(filter: BrowseFilter): number {
  return Math.max(countCap(filter), Math.min(filter.page * filter.limit, BROWSE_COUNT_CAP + PAGE_SIZE_MAX));
}

/** The fallback searches a substring only from this many folded characters: shorter ones are everywhere. */
const SUBSTRING_MIN = 3;

const words = (query: string) => sql`l.search_words @@ to_tsquery('simple', ${query})`;
const newest = (filter: BrowseFilter): BrowseFilter => ({ ...filter, sort: 'newest' });

/** Matches newest first, at most `limit`, with `extra` selected (ordered by relevance in the app). */
function newestMatches(filter: BrowseFilter, tagIds: number[], condition: SQL, limit: number, extra = sql``): SQL {
  const { id, from, where, order } = matching(newest(filter), tagIds, condition);
  return sql`select ${id} as id${extra} from ${from} where ${where} order by ${order} limit ${limit}`;
}

/** The lists whose title has every word, whole (`exact`) or begun, newest first (tiers 0 and 1). */
const titleStatement = (filter: BrowseFilter, tagIds: number[], queries: WordQueries, limit: number) =>
  newestMatches(
    filter,
    tagIds,
    words(queries.titlePrefix),
    limit,
    sql`, l.search_words @@ to_tsquery('simple', ${queries.titleExact}) as exact`,
  );

/** The other lists with every word begun in their title, tags or description, newest first (tier 2). */
const otherStatement = (filter: BrowseFilter, tagIds: number[], queries: WordQueries, limit: number) =>
  newestMatches(filter, tagIds, sql`${words(queries.anyPrefix)} and not (${words(queries.titlePrefix)})`, limit);

/**
 * Titles containing the folded text, through the trigram index: no `order by`, so PostgreSQL never
 * walks the newest lists hoping to meet a rare substring; the matches are sorted in the app.
 */
function substringStatement(filter: BrowseFilter, tagIds: number[], limit: number): SQL {
  const conditions = [
    sql`l.privacy = 'public'`,
    sql`l.title_search like ${containsPattern(filter.title ?? '')}`,
    filter.type ? sql`l.type = ${filter.type}` : undefined,
    filter.creatorId !== undefined ? sql`l.creator_id = ${filter.creatorId}` : undefined,
    tagIds.length > 0 ? sql`l.tag_ids @> ${`{${tagIds.join(',')}}`}::int[]` : undefined,
  ].filter((condition) => condition !== undefined);
  return sql`select l.id, l.created_at as at, l.likes_count as likes from ${lists} l where ${sql.join(conditions, sql` and `)} limit ${limit}`;
}

/** The statements of a word search, for the benchmark's EXPLAIN. */
export function wordSearchStatements(filter: BrowseFilter, tagIds: number[], queries: WordQueries): [string, SQL][] {
  const limit = reach(filter) + 1;
  if (filter.sort === 'liked') {
    return [
      ['page', browsePageStatement(filter, tagIds, words(queries.anyPrefix))],
      ['count (capped)', browseCountStatement(filter, tagIds, words(queries.anyPrefix))],
    ];
  }
  if (filter.sort === 'newest')
    return [['newest matches', newestMatches(filter, tagIds, words(queries.anyPrefix), limit)]];
  return [
    ['title matches', titleStatement(filter, tagIds, queries, limit)],
    ['other matches', otherStatement(filter, tagIds, queries, limit)],
    ['substring fallback', substringStatement(filter, tagIds, limit)],
  ];
}

/** A page and its total from matches already in order: exact as far as the pager's window. */
function paged(filter: BrowseFilter, ids: number[]): BrowsePage {
  const window = countCap(filter);
  const start = (filter.page - 1) * filter.limit;
  return {
    ids: ids.slice(start, start + filter.limit),
    total: Math.min(ids.length, window),
    totalExact: ids.length <= window,
  };
}

/** Relevance: every word whole in the title, then begun in the title, then anywhere; newest first within each. */
async function byRelevance(db: Db, filter: BrowseFilter, tagIds: number[], queries: WordQueries): Promise<number[]> {
  const limit = reach(filter) + 1;
  const inTitle = await plannedRows<{ id: number; exact: boolean }>(db, titleStatement(filter, tagIds, queries, limit));
  const ranked = [...inTitle.filter((row) => row.exact), ...inTitle.filter((row) => !row.exact)].map((row) => row.id);
  if (inTitle.length >= limit) return ranked;
  const others = await plannedRows<{ id: number }>(db, otherStatement(filter, tagIds, queries, limit - inTitle.length));
  return [...ranked, ...others.map((row) => row.id)];
}

/** When no list has the words: titles containing the text, sorted in the app as the member asked. */
async function bySubstring(db: Db, filter: BrowseFilter, tagIds: number[]): Promise<BrowsePage> {
  if (toSearchText(filter.title ?? '').length < SUBSTRING_MIN) return { ids: [], total: 0, totalExact: true };
  const rows = await plannedRows<{ id: number; at: Date | string; likes: number }>(
    db,
    substringStatement(filter, tagIds, reach(filter) + 1),
  );
  const key = (row: (typeof rows)[number]) => (filter.sort === 'liked' ? row.likes : new Date(row.at).getTime());
  rows.sort((a, b) => key(b) - key(a) || b.id - a.id);
  return paged(
    filter,
    rows.map((row) => row.id),
  );
}

/**
 * A title search by word prefixes (docs/decisions/040-word-prefix-search.md): at most two bounded
 * statements (three when nothing matches), never a sort of every match.
 */
export async function browseWords(
  db: Db,
  filter: BrowseFilter,
  tagIds: number[],
  queries: WordQueries,
): Promise<BrowsePage> {
  if (filter.sort === 'liked') {
    const [page, count] = await Promise.all([
      plannedRows<{ id: number }>(db, browsePageStatement(filter, tagIds, words(queries.anyPrefix))),
      plannedRows<{ matches: number }>(db, browseCountStatement(filter, tagIds, words(queries.anyPrefix))),
    ]);
    const matches = count[0]?.matches ?? 0;
    if (matches === 0) return bySubstring(db, filter, tagIds);
    const cap = countCap(filter);
    return { ids: page.map((row) => row.id), total: Math.min(matches, cap), totalExact: matches <= cap };
  }
  const ids =
    filter.sort === 'newest'
      ? (
          await plannedRows<{ id: number }>(
            db,
            newestMatches(filter, tagIds, words(queries.anyPrefix), reach(filter) + 1),
          )
        ).map((row) => row.id)
      : await byRelevance(db, filter, tagIds, queries);
  return ids.length > 0 ? paged(filter, ids) : bySubstring(db, filter, tagIds);
}
