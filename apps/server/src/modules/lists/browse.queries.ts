import type { TagName } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { wordQueries } from '../../lib/search-words.js';
import { COUNTER, readCounters } from '../../db/stat-counters.js';
import { tagIndex } from './tag-ids.js';
import {
  browseCountStatement,
  browsePageStatement,
  countCap,
  run,
  type BrowseFilter,
  type BrowsePage,
} from './browse-matching.js';
import { browseWords } from './browse-words.queries.js';

export type { BrowseFilter, BrowsePage } from './browse-matching.js';

/**
 * The total for the pager. Unfiltered and per-type totals are maintained counters (exact and
 * free); other filters count their matches up to their cap and then say "at least".
 */
async function total(db: Db, filter: BrowseFilter, tagIds: number[]): Promise<{ total: number; totalExact: boolean }> {
  if (filter.creatorId === undefined && !filter.title && tagIds.length === 0) {
    const key = filter.type ? COUNTER.publicListsOfType(filter.type) : COUNTER.publicLists;
    return { total: (await readCounters(db, [key]))[key] ?? 0, totalExact: true };
  }
  const [row] = await run<{ matches: number }>(db, filter, browseCountStatement(filter, tagIds));
  const matches = row?.matches ?? 0;
  const cap = countCap(filter);
  return matches > cap ? { total: cap, totalExact: false } : { total: matches, totalExact: true };
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
  const [rows, counted] = await Promise.all([
    run<{ id: number }>(db, filter, browsePageStatement(filter, tagIds)),
    total(db, filter, tagIds),
  ]);
  return { ids: rows.map((row) => row.id), ...counted };
}
