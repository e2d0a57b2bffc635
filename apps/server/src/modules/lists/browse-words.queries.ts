import { BROWSE_COUNT_CAP, PAGE_SIZE_MAX } from '@pepites/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { toSearchText } from '../../lib/search-text.js';
import type { WordQueries } from '../../lib/search-words.js';
import {
  browseCountStatement,
  browsePageStatement,
  countCap,
  type BrowseFilter,
  type BrowsePage,
} from './browse-matching.js';
import {
  anySearch,
  newestRows,
  otherSearch,
  searchStatements,
  substringStatement,
  titleSearch,
  words,
} from './word-statements.js';
import { estimatedShare, tagsShare, wordStats, type ElementShares, type WordStats } from './word-stats.js';

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

/** The statements of a word search, each way, for the benchmark's EXPLAIN (bench/lists/explain.mjs). @public */
export function wordSearchStatements(filter: BrowseFilter, tagIds: number[], queries: WordQueries): [string, SQL][] {
  const limit = reach(filter) + 1;
  if (filter.sort === 'liked') {
    return [
      ['page', browsePageStatement(filter, tagIds, words(queries.prefix))],
      ['count (capped)', browseCountStatement(filter, tagIds, words(queries.prefix))],
    ];
  }
  const searches: [string, ReturnType<typeof anySearch>][] =
    filter.sort === 'newest'
      ? [['matches', anySearch(queries, null)]]
      : [
          ['title matches', titleSearch(queries, null)],
          ['other matches', otherSearch(queries, null)],
        ];
  return [
    ...searchStatements(filter, tagIds, searches, limit),
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

/** The share of public lists estimated from the words' statistics (null: unknown). */
const shareOf = (stats: ElementShares | null, queries: WordQueries) =>
  stats ? estimatedShare(stats, queries.words) : null;

/** How many public lists a search runs among: every one, or those estimated to have the tags (null: unknown). */
function amongLists(stats: WordStats, tagIds: number[]): number | null {
  if (tagIds.length === 0) return stats.publicLists;
  // Tag 0 (a name missing from `tags`) keys the untagged rows of list_search: the planner's way finds nothing.
  return stats.tags && !tagIds.includes(0) ? stats.publicLists * tagsShare(stats.tags, tagIds) : null;
}

/** Relevance: every word whole in the title, then begun in the title, then anywhere; newest first within each. */
async function byRelevance(db: Db, filter: BrowseFilter, tagIds: number[], queries: WordQueries): Promise<number[]> {
  const stats = await wordStats(db);
  const limit = reach(filter) + 1;
  const titleShare = shareOf(stats.title, queries);
  const search = titleSearch(queries, titleShare);
  const inTitle = await newestRows<{ id: number; exact: boolean }>(
    db,
    filter,
    tagIds,
    search,
    limit,
    amongLists(stats, tagIds),
  );
  const ranked = [...inTitle.filter((row) => row.exact), ...inTitle.filter((row) => !row.exact)].map((row) => row.id);
  if (inTitle.length >= limit) return ranked;
  const anyShare = shareOf(stats.any, queries);
  const others = await newestRows<{ id: number }>(
    db,
    filter,
    tagIds,
    otherSearch(queries, anyShare === null ? null : Math.max(0, anyShare - (titleShare ?? 0))),
    limit - inTitle.length,
    amongLists(stats, tagIds),
  );
  return [...ranked, ...others.map((row) => row.id)];
}

/** Newest first among every match, wherever its words are. */
async function byNewest(db: Db, filter: BrowseFilter, tagIds: number[], queries: WordQueries): Promise<number[]> {
  const stats = await wordStats(db);
  const search = anySearch(queries, shareOf(stats.any, queries));
  const rows = await newestRows<{ id: number }>(
    db,
    filter,
    tagIds,
    search,
    reach(filter) + 1,
    amongLists(stats, tagIds),
  );
  return rows.map((row) => row.id);
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
 * A title search by word prefixes (docs/decisions/040-word-prefix-search.md): one or two bounded
 * statements (a third when an estimate was wrong or nothing matched), never a sort of every match
 * of common words.
 */
export async function browseWords(
  db: Db,
  filter: BrowseFilter,
  tagIds: number[],
  queries: WordQueries,
): Promise<BrowsePage> {
  if (filter.sort === 'liked') {
    const [page, count] = await Promise.all([
      plannedRows<{ id: number }>(db, browsePageStatement(filter, tagIds, words(queries.prefix))),
      plannedRows<{ matches: number }>(db, browseCountStatement(filter, tagIds, words(queries.prefix))),
    ]);
    const matches = count[0]?.matches ?? 0;
    if (matches === 0) return bySubstring(db, filter, tagIds);
    const cap = countCap(filter);
    return { ids: page.map((row) => row.id), total: Math.min(matches, cap), totalExact: matches <= cap };
  }
  const ids =
    filter.sort === 'newest'
      ? await byNewest(db, filter, tagIds, queries)
      : await byRelevance(db, filter, tagIds, queries);
  return ids.length > 0 ? paged(filter, ids) : bySubstring(db, filter, tagIds);
}
