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
  everyWordBegun,
} from './word-statements.js';
import type { KeptCard } from './list-views.js';
import { titleMatches, titleMatchesQuery } from './title-terms.queries.js';
import {
  beginningsToRead,
  estimatedShare,
  tagsShare,
  wordStats,
  type ElementShares,
  type TermRows,
  type WordStats,
} from './word-stats.js';

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

/** A statement written as text with its values (title-terms.queries.ts). */
interface TextQuery {
  text: string;
  params: unknown[];
}

/**
 * The statements of a word search, for the benchmark's EXPLAIN (bench/lists/explain.mjs): a
 * relevance search's title statement as the server runs it with `stats`, then its other matches
 * each way. @public
 */
export function wordSearchStatements(
  filter: BrowseFilter,
  tagIds: number[],
  queries: WordQueries,
  stats: TermRows | null,
): [string, SQL | TextQuery][] {
  const limit = reach(filter) + 1;
  if (filter.sort === 'liked') {
    return [
      ['page', browsePageStatement(filter, tagIds, everyWordBegun(queries))],
      ['count (capped)', browseCountStatement(filter, tagIds, everyWordBegun(queries))],
    ];
  }
  const offset = (filter.page - 1) * filter.limit;
  const title: [string, TextQuery][] =
    filter.sort === 'newest'
      ? []
      : [
          [
            "title matches and a visitor's cards",
            titleMatchesQuery(
              { words: queries.words, tagIds, type: filter.type, limit, cardsOf: { offset, count: filter.limit } },
              stats,
            ),
          ],
        ];
  const searches: [string, ReturnType<typeof anySearch>][] =
    filter.sort === 'newest'
      ? [['matches', anySearch(queries, null)]]
      : [['other matches', otherSearch(queries, null)]];
  return [
    ...title,
    ...searchStatements(filter, tagIds, searches, limit),
    ['substring fallback', substringStatement(filter, tagIds, limit)],
  ];
}

/** Matches in order, and whether they are all there are (false: more may follow the last). */
interface Found {
  ids: number[];
  exhausted: boolean;
  /** A visitor's cards of the asked page, when they came with the matches. */
  cards?: KeptCard[] | null;
}

/** A page and its total from matches already in order: exact as far as the pager's window when all were read. */
function paged(filter: BrowseFilter, { ids, exhausted, cards }: Found): BrowsePage {
  const window = countCap(filter);
  const start = (filter.page - 1) * filter.limit;
  return {
    ids: ids.slice(start, start + filter.limit),
    total: Math.min(ids.length, window),
    totalExact: exhausted && ids.length <= window,
    ...(cards ? { cards } : {}),
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

/**
 * The cost (in rows fetched, word-stats.ts: beginningsToRead) up to which the other matches are all
 * read, so that the count is exact: beyond it they are read only as far as the asked page needs
 * (docs/decisions/042-title-search-terms.md).
 */
const OTHERS_COUNTED_MAX = 200;

/**
 * Relevance: every word whole in the title, then begun in the title (title-terms.queries.ts), then
 * the other lists having the words (tags, description); newest first within each.
 */
async function byRelevance(db: Db, filter: BrowseFilter, tagIds: number[], queries: WordQueries): Promise<Found> {
  if (filter.creatorId !== undefined) return memberRelevance(db, filter, tagIds, queries);
  const stats = await wordStats(db);
  const limit = reach(filter) + 1;
  const pageStart = (filter.page - 1) * filter.limit;
  const pageEnd = pageStart + filter.limit;
  const inTitle = await titleMatches(
    db,
    {
      words: queries.words,
      tagIds,
      type: filter.type,
      limit,
      cardsOf: filter.visitor ? { offset: pageStart, count: filter.limit } : undefined,
    },
    stats.terms,
  );
  const titled = inTitle.ids.length;
  if (titled >= limit) return { ids: inTitle.ids, exhausted: false, cards: inTitle.cards };
  const among = amongLists(stats, tagIds);
  const anyShare = shareOf(stats.any, queries);
  const otherShare = anyShare === null ? null : Math.max(0, anyShare - (shareOf(stats.title, queries) ?? 0));
  const read =
    stats.beginnings && among !== null
      ? beginningsToRead(queries.beginnings, stats.beginnings, stats.publicLists, among)
      : null;
  // Cheap to read whole (or no statistics: a small database): all of them, for an exact count.
  const countAll = read === null || read.cost <= OTHERS_COUNTED_MAX;
  if (!countAll && pageEnd <= titled) return { ids: inTitle.ids, exhausted: false, cards: inTitle.cards };
  const othersLimit = (countAll ? limit : pageEnd + 1) - titled;
  const others = await newestRows<{ id: number }>(
    db,
    filter,
    tagIds,
    otherSearch(queries, otherShare, read?.terms),
    othersLimit,
    among,
  );
  return {
    ids: [...inTitle.ids, ...others.map((row) => row.id)],
    exhausted: others.length < othersLimit,
    // The cards read with the title matches are the page's while they fill it.
    cards: pageEnd <= titled ? inTitle.cards : null,
  };
}

/** A member's own lists (few, by their creator's index): the planner's way, every tier read to the window. */
async function memberRelevance(db: Db, filter: BrowseFilter, tagIds: number[], queries: WordQueries): Promise<Found> {
  const limit = reach(filter) + 1;
  const inTitle = await newestRows<{ id: number; exact: boolean }>(
    db,
    filter,
    tagIds,
    titleSearch(queries, null),
    limit,
    null,
  );
  const ranked = [...inTitle.filter((row) => row.exact), ...inTitle.filter((row) => !row.exact)].map((row) => row.id);
  if (inTitle.length >= limit) return { ids: ranked, exhausted: false };
  const others = await newestRows<{ id: number }>(
    db,
    filter,
    tagIds,
    otherSearch(queries, null),
    limit - inTitle.length,
    null,
  );
  return { ids: [...ranked, ...others.map((row) => row.id)], exhausted: others.length < limit - inTitle.length };
}

/** Newest first among every match, wherever its words are. */
async function byNewest(db: Db, filter: BrowseFilter, tagIds: number[], queries: WordQueries): Promise<Found> {
  const stats = await wordStats(db);
  const among = amongLists(stats, tagIds);
  const read =
    stats.beginnings && among !== null
      ? beginningsToRead(queries.beginnings, stats.beginnings, stats.publicLists, among)
      : null;
  const search = anySearch(queries, shareOf(stats.any, queries), read?.terms);
  const limit = reach(filter) + 1;
  const rows = await newestRows<{ id: number }>(db, filter, tagIds, search, limit, among);
  return { ids: rows.map((row) => row.id), exhausted: rows.length < limit };
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
  return paged(filter, { ids: rows.map((row) => row.id), exhausted: rows.length <= reach(filter) });
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
      plannedRows<{ id: number }>(db, browsePageStatement(filter, tagIds, everyWordBegun(queries))),
      plannedRows<{ matches: number }>(db, browseCountStatement(filter, tagIds, everyWordBegun(queries))),
    ]);
    const matches = count[0]?.matches ?? 0;
    if (matches === 0) return bySubstring(db, filter, tagIds);
    const cap = countCap(filter);
    return { ids: page.map((row) => row.id), total: Math.min(matches, cap), totalExact: matches <= cap };
  }
  const found =
    filter.sort === 'newest'
      ? await byNewest(db, filter, tagIds, queries)
      : await byRelevance(db, filter, tagIds, queries);
  return found.ids.length > 0 ? paged(filter, found) : bySubstring(db, filter, tagIds);
}
