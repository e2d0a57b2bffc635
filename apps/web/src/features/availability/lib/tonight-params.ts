import { TONIGHT_RUNTIME_MAX, WATCH_TYPES, type TonightQuery, type WatchType } from '@pepites/contracts';

/** The maximum runtimes Tonight offers, in minutes. */
export const TONIGHT_RUNTIMES = [30, 60, 90, 120, 150] as const;
/** Titles on one page of Tonight. */
export const TONIGHT_PAGE_SIZE = 24;

/** Tonight's filters as its address keeps them (back, reload and shared links keep them too). */
export interface TonightFilters {
  type: WatchType | null;
  genre: number | null;
  maxRuntime: number | null;
  /** With the lists the member liked. */
  liked: boolean;
  page: number;
}

const wholeIn = (value: string | null, max: number): number | null => {
  if (!value || !/^[0-9]{1,10}$/.test(value)) return null;
  const number = Number(value);
  return number >= 1 && number <= max ? number : null;
};

/** Reads the filters from the address; anything malformed is no filter. */
export function readTonightFilters(params: URLSearchParams): TonightFilters {
  const type = params.get('type');
  return {
    type: WATCH_TYPES.find((known) => known === type) ?? null,
    genre: wholeIn(params.get('genre'), 2_147_483_647),
    maxRuntime: wholeIn(params.get('max'), TONIGHT_RUNTIME_MAX),
    liked: params.get('liked') === '1',
    page: wholeIn(params.get('page'), 10_000) ?? 1,
  };
}

/** The address's query for these filters (the first page and unset filters left out). */
export function tonightSearch(filters: TonightFilters): string {
  const params = new URLSearchParams();
  if (filters.type) params.set('type', filters.type);
  if (filters.genre) params.set('genre', String(filters.genre));
  if (filters.maxRuntime) params.set('max', String(filters.maxRuntime));
  if (filters.liked) params.set('liked', '1');
  if (filters.page > 1) params.set('page', String(filters.page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/** The API's query for these filters. */
export function tonightQuery(filters: TonightFilters): TonightQuery {
  return {
    page: filters.page,
    limit: TONIGHT_PAGE_SIZE,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.genre ? { genre: String(filters.genre) } : {}),
    ...(filters.maxRuntime ? { max_runtime: String(filters.maxRuntime) } : {}),
    liked: filters.liked ? 'true' : 'false',
  };
}

/** Whether any filter narrows the page (the empty state then suggests loosening them). */
export function isFiltered(filters: TonightFilters): boolean {
  return filters.type !== null || filters.genre !== null || filters.maxRuntime !== null;
}
