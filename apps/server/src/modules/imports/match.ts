import type { Catalog } from '../catalog/index.js';
import type { ImportRow } from './import-types.js';
import { matchLive } from './live-match.js';
import { offlineMatcher } from './offline-match.js';
import type { RowMatch } from './row-match.js';

/** Requests to the live movie database at once: enough to overlap their waits, few enough for its rate limit. */
const LIVE_CONCURRENCY = 4;

/**
 * Each row's catalogue title, in the rows' order: matched, ambiguous (up to 5 to choose from) or
 * not found. A live service that fails rejects the whole call (its UpstreamError), so a job can retry it.
 */
export async function matchRows(catalog: Catalog, rows: readonly ImportRow[]): Promise<RowMatch[]> {
  if (catalog.movies.source === 'offline') return rows.map(offlineMatcher());
  return matchLiveRows(catalog, rows);
}

async function matchLiveRows(catalog: Catalog, rows: readonly ImportRow[]): Promise<RowMatch[]> {
  // The same title often comes twice (watched and in a list): asked once.
  const asked = new Map<string, Promise<RowMatch>>();
  const matchOnce = (row: ImportRow) => {
    const key = JSON.stringify([row.title, row.year, row.kind, row.tmdbId, row.imdbId]);
    let match = asked.get(key);
    if (!match) {
      match = matchLive(catalog, row);
      asked.set(key, match);
    }
    return match;
  };
  const results: RowMatch[] = new Array<RowMatch>(rows.length);
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < rows.length) {
      const index = next;
      next += 1;
      try {
        results[index] = await matchOnce(rows[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(LIVE_CONCURRENCY, rows.length) }, worker));
  return results;
}
