import { LIST_SORTS, LIST_TAGS_MAX, LIST_TYPES, type ListSort, type ListType, type TagName } from '@pepites/contracts';
import { isTagName } from './tags';

export type ListView = 'cards' | 'table';

/** What a lists page keeps in its address: back, reload and a shared link show the same page. */
export interface BrowseParams {
  title: string;
  type?: ListType;
  tags: TagName[];
  sort: ListSort;
  page: number;
  view: ListView;
}

const listTypes: readonly string[] = LIST_TYPES;

export function parsePage(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
}

export function parseView(value: string | null): ListView {
  return value === 'table' ? 'table' : 'cards';
}

/** Relevance while a title is searched, newest first otherwise (docs/decisions/040-word-prefix-search.md). */
export function defaultSort(title: string): ListSort {
  return title.trim() ? 'relevance' : 'newest';
}

/** The orders the sort select offers: relevance only while a title is searched. */
export function sortsFor(title: string): readonly ListSort[] {
  return title.trim() ? LIST_SORTS : LIST_SORTS.filter((sort) => sort !== 'relevance');
}

/** Reads the address leniently: an unknown type, tag or sort is dropped, a bad page is page 1. */
export function parseBrowseParams(search: URLSearchParams): BrowseParams {
  const type = search.get('type');
  const sort = search.get('sort');
  const tags = (search.get('tags') ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(isTagName);
  // Control characters cannot be typed and no title holds one (a NUL in the address would be
  // written into the rendered page and read back differently by the browser).
  const title = (search.get('q') ?? '').replace(/\p{Cc}/gu, '');
  return {
    title,
    type: type && listTypes.includes(type) ? (type as ListType) : undefined,
    tags: [...new Set(tags)].slice(0, LIST_TAGS_MAX),
    sort: sort && sortsFor(title).includes(sort as ListSort) ? (sort as ListSort) : defaultSort(title),
    page: parsePage(search.get('page')),
    view: parseView(search.get('view')),
  };
}

/** The address of some parameters; defaults are left out so a plain page has a plain address. */
export function toSearchParams(params: BrowseParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.title.trim()) search.set('q', params.title.trim());
  if (params.type) search.set('type', params.type);
  if (params.tags.length > 0) search.set('tags', params.tags.join(','));
  if (params.sort !== defaultSort(params.title)) search.set('sort', params.sort);
  if (params.page > 1) search.set('page', String(params.page));
  if (params.view !== 'cards') search.set('view', params.view);
  return search;
}

/**
 * The parameters after a change from the address `current`, on page 1 unless the change says
 * otherwise. A sort the member did not pick (the default of the current state) follows the new
 * state: typing a title orders by relevance, clearing it goes back to newest first.
 */
export function changeBrowseParams(current: URLSearchParams, change: Partial<BrowseParams>): BrowseParams {
  const before = parseBrowseParams(current);
  const next = { ...before, page: 1, ...change };
  if (change.sort === undefined && before.sort === defaultSort(before.title)) next.sort = defaultSort(next.title);
  if (!sortsFor(next.title).includes(next.sort)) next.sort = defaultSort(next.title);
  return next;
}

/** `?a=b` or the empty string. */
export function searchString(search: URLSearchParams): string {
  const text = search.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(params: BrowseParams): boolean {
  return params.title.trim() !== '' || params.type !== undefined || params.tags.length > 0;
}
