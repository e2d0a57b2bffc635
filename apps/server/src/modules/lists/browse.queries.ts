import { BROWSE_COUNT_CAP, type ListSort, type ListType, type TagName } from '@pepites/contracts';
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lists, listSearch, listTags } from '../../db/schema/index.js';
import { toSearchText } from '../../lib/search-text.js';
import { COUNTER, readCounters } from '../../lib/stat-counters.js';
import { tagIndex } from './tag-ids.js';

export interface BrowseFilter {
  creatorId?: number;
  title?: string;
  type?: ListType;
  tags?: TagName[];
  sort: ListSort;
  page: number;
  limit: number;
}

export interface BrowsePage {
  ids: number[];
  total: number;
  totalExact: boolean;
}

/** `%fragment%` for LIKE, with the user's own `%`, `_` and `\` taken literally. */
function containsPattern(fragment: string): string {
  return `%${toSearchText(fragment).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/**
 * Public lists matching the filter, a page of ids. Without a creator, the page is an index range of
 * `list_search`: the row of the first two tags (or of no tag), further tags checked per row, the
 * title through its trigram index.
 */
async function searchRows(db: Db, filter: BrowseFilter, tagIds: number[], countOnly: boolean) {
  const [tagA = 0, tagB = 0, ...others] = tagIds;
  const conditions: (SQL | undefined)[] = [
    eq(listSearch.tagA, tagA),
    eq(listSearch.tagB, tagB),
    filter.type ? eq(listSearch.type, filter.type) : undefined,
    ...others.map((tagId) => sql`exists (select 1 from ${listTags} where ${listTags.listId} = ${listSearch.listId} and ${listTags.tagId} = ${tagId})`),
    filter.title ? sql`exists (select 1 from ${lists} where ${lists.id} = ${listSearch.listId} and ${lists.titleSearch} like ${containsPattern(filter.title)})` : undefined,
  ];
  const query = db.select({ id: listSearch.listId }).from(listSearch).where(and(...conditions));
  if (countOnly) return query.limit(BROWSE_COUNT_CAP + 1);
  const order = filter.sort === 'liked' ? [desc(listSearch.likesCount), desc(listSearch.listId)] : [desc(listSearch.createdAt), desc(listSearch.listId)];
  return query.orderBy(...order).limit(filter.limit).offset((filter.page - 1) * filter.limit);
}

/** One member's public lists: few enough to read from `lists` by its creator index. */
async function creatorRows(db: Db, filter: BrowseFilter & { creatorId: number }, tagIds: number[], countOnly: boolean) {
  const conditions: (SQL | undefined)[] = [
    eq(lists.creatorId, filter.creatorId),
    eq(lists.privacy, 'public'),
    filter.type ? eq(lists.type, filter.type) : undefined,
    filter.title ? sql`${lists.titleSearch} like ${containsPattern(filter.title)}` : undefined,
    ...tagIds.map((tagId) => sql`exists (select 1 from ${listTags} where ${listTags.listId} = ${lists.id} and ${listTags.tagId} = ${tagId})`),
  ];
  const query = db.select({ id: lists.id }).from(lists).where(and(...conditions));
  if (countOnly) return query.limit(BROWSE_COUNT_CAP + 1);
  const order = filter.sort === 'liked' ? [desc(lists.likesCount), desc(lists.id)] : [desc(lists.createdAt), desc(lists.id)];
  return query.orderBy(...order).limit(filter.limit).offset((filter.page - 1) * filter.limit);
}

/**
 * The total for the pager. Unfiltered and per-type totals are maintained counters (exact and
 * free); other filters count their matches up to BROWSE_COUNT_CAP and then say "at least".
 */
async function total(db: Db, filter: BrowseFilter, tagIds: number[]): Promise<{ total: number; totalExact: boolean }> {
  if (!filter.creatorId && !filter.title && tagIds.length === 0) {
    const key = filter.type ? COUNTER.publicListsOfType(filter.type) : COUNTER.publicLists;
    return { total: (await readCounters(db, [key]))[key] ?? 0, totalExact: true };
  }
  const rows = filter.creatorId ? await creatorRows(db, { ...filter, creatorId: filter.creatorId }, tagIds, true) : await searchRows(db, filter, tagIds, true);
  return rows.length > BROWSE_COUNT_CAP ? { total: BROWSE_COUNT_CAP, totalExact: false } : { total: rows.length, totalExact: true };
}

export async function browsePublicLists(db: Db, filter: BrowseFilter): Promise<BrowsePage> {
  const names = filter.tags ?? [];
  const idOf = names.length > 0 ? (await tagIndex(db)).idOf : () => 0;
  // Sorted, so that (a, b) is the key list_search keeps for a pair.
  const tagIds = [...new Set(names.map(idOf))].sort((a, b) => a - b);
  const [rows, counted] = await Promise.all([
    filter.creatorId ? creatorRows(db, { ...filter, creatorId: filter.creatorId }, tagIds, false) : searchRows(db, filter, tagIds, false),
    total(db, filter, tagIds),
  ]);
  return { ids: rows.map((row) => row.id), ...counted };
}
