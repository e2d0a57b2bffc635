/**
 * What the catalogue calls share. The language is in every catalogue key: titles, genres and
 * descriptions follow it.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
};

/** Catalogue answers change rarely: a screen shown again within five minutes is not refetched. */
export const CATALOG_STALE_MS = 5 * 60_000;

/** A query string of the defined, non-empty parameters (none: an empty string). */
export const catalogSearch = (params: Record<string, string | number | undefined>) => {
  const entries = Object.entries(params).filter((entry): entry is [string, string | number] => entry[1] !== undefined && entry[1] !== '');
  return entries.length ? `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}` : '';
};
