/** Catalogue answers change rarely: a screen shown again within five minutes is not refetched. */
export const CATALOG_STALE_MS = 5 * 60_000;
