/**
 * What the catalogue calls share. The language is in every catalogue key: titles, genres and
 * descriptions follow it.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
};

/** Catalogue answers change rarely: a screen shown again within five minutes is not refetched. */
export const CATALOG_STALE_MS = 5 * 60_000;
