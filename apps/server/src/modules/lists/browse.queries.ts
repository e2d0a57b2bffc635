import type { TagName } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { wordQueries } from '../../lib/search-words.js';
import { preparedRows } from '../../db/prepared.js';
import { COUNTER, readCounters } from '../../db/stat-counters.js';
import type { KeptCard } from './list-views.js';
import { tagIndex } from './tag-ids.js';
import {
  browseCountStatement,
  browsePageStatement,
  countCap,
  pageWithCardsStatement,
  run,
  type BrowseFilter,
  type BrowsePage,
} from './browse-matching.js';
import { browseWords } from './browse-words.queries.js';

export type { BrowseFilter, BrowsePage } from './browse-matching.js';

/**
 * Totals without a title, of one or two tags or none, with or without a type, are maintained
 * counters (exact and free); null: count the matches.
 */
function counterOf(filter: BrowseFilter, tagIds: number[]): string | null {
  if (filter.creatorId !== undefined || filter.title || tagIds.length > 2) return null;
  const [tagA, tagB = 0] = tagIds;
  if (tagA !== undefined) return COUNTER.publicListsTagged(tagA, tagB, filter.type);
  return filter.type ? COUNTER.publicListsOfType(filter.type) : COUNTER.publicLists;
}

/** Matches counted up to a filter's cap (or a counter's exact total) as the pager shows them. */
function totalOf(filter: BrowseFilter, matches: number, counted: boolean): { total: number; totalExact: boolean } {
  const cap = countCap(filter);
  return counted || matches <= cap ? { total: matches, totalExact: true } : { total: cap, totalExact: false };
}

/**
 * The total for the pager: a maintained counter when there is one (counterOf), else the matches
 * counted up to the filter's cap, then "at least".
 */
async function total(db: Db, filter: BrowseFilter, tagIds: number[]): Promise<{ total: number; totalExact: boolean }> {
  const counter = counterOf(filter, tagIds);
  if (counter !== null) return totalOf(filter, (await readCounters(db, [counter]))[counter] ?? 0, true);
  const [row] = await run<{ matches: number }>(db, filter, browseCountStatement(filter, tagIds));
  return totalOf(filter, row?.matches ?? 0, false);
}

/** A visitor's page, its cards and its total in one round trip (browse-matching.ts). */
async function visitorPage(db: Db, filter: BrowseFilter, tagIds: number[]): Promise<BrowsePage> {
  const counter = counterOf(filter, tagIds);
  const rows = await preparedRows<KeptCard & { matches: number; n: number | null }>(
    db,
    pageWithCardsStatement(filter, tagIds, counter),
  );
  const cards = rows.filter((row) => row.n !== null).map(({ matches: _, n: __, ...card }) => card);
  return { ids: cards.map((card) => card.id), ...totalOf(filter, rows[0]?.matches ?? 0, counter !== null), cards };
}

/** Tag ids of a filter, distinct and ascending: (a, b) is the key list_search keeps for a pair. */
async function browseTagIds(db: Db, names: TagName[]): Promise<number[]> {
  if (names.length === 0) return [];
  const { idOf } = await tagIndex(db);
  return [...new Set(names.map(idOf))].sort((a, b) => a - b);
}

/**
 * A page of public lists. A title is searched by its words (browse-words.queries.ts); a title
 * without any word (only punctuation) is no search, and `relevance` without words is `newest`.
 */
export async function browsePublicLists(db: Db, filter: BrowseFilter): Promise<BrowsePage> {
  const tagIds = await browseTagIds(db, filter.tags ?? []);
  const words = filter.title ? wordQueries(filter.title) : null;
  if (words) return browseWords(db, filter, tagIds, words);
  if (filter.title || filter.sort === 'relevance')
    return browsePublicLists(db, { ...filter, title: undefined, sort: filter.sort === 'liked' ? 'liked' : 'newest' });
  if (filter.visitor) return visitorPage(db, filter, tagIds);
  const [rows, counted] = await Promise.all([
    run<{ id: number }>(db, filter, browsePageStatement(filter, tagIds)),
    total(db, filter, tagIds),
  ]);
  return { ids: rows.map((row) => row.id), ...counted };
}
