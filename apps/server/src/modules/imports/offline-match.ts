import { offlineTitleList } from '../catalog/index.js';
import type { ImportRow } from './import-types.js';
import { decide, matched, type MatchedItem, type RowMatch } from './row-match.js';
import { titleKey } from './title-key.js';

interface OfflineIndex {
  byId: Map<string, MatchedItem>;
  byImdbId: Map<string, MatchedItem>;
  byName: Map<string, MatchedItem[]>;
}

let index: OfflineIndex | undefined;

/**
 * The offline catalogue indexed by id, IMDb id and folded name: built once per process (the
 * catalogue never changes while it runs; folding every name costs tens of milliseconds), so that
 * each row is a few lookups rather than a pass over the catalogue.
 */
function offlineIndex(): OfflineIndex {
  if (index) return index;
  const byId = new Map<string, MatchedItem>();
  const byImdbId = new Map<string, MatchedItem>();
  const byName = new Map<string, MatchedItem[]>();
  for (const title of offlineTitleList()) {
    const item: MatchedItem = { type: title.type, providerId: String(title.id), title: title.title, year: title.year };
    byId.set(`${item.type}:${item.providerId}`, item);
    if (title.imdbId) byImdbId.set(title.imdbId, item);
    for (const key of new Set(title.names.map(titleKey))) {
      const named = byName.get(key);
      if (named) named.push(item);
      else byName.set(key, [item]);
    }
  }
  index = { byId, byImdbId, byName };
  return index;
}

/** Matches a row against the offline catalogue. */
export function offlineMatcher(): (row: ImportRow) => RowMatch {
  const { byId, byImdbId, byName } = offlineIndex();
  return (row) => {
    // The ids the offline catalogue does not know (most of the movie database's) leave the title to decide.
    const known =
      (row.tmdbId !== undefined && byId.get(`${row.kind ?? 'movie'}:${row.tmdbId}`)) ||
      (row.imdbId !== undefined && byImdbId.get(row.imdbId));
    if (known) return matched(known);
    return decide(row, byName.get(titleKey(row.title)) ?? []);
  };
}
