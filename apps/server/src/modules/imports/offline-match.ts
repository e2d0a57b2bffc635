import { offlineTitleList } from '../catalog/index.js';
import type { ImportRow } from './import-types.js';
import { decide, matched, type MatchedItem, type RowMatch } from './row-match.js';
import { titleKey } from './title-key.js';

/**
 * The offline catalogue indexed once for a whole file (by id, IMDb id and folded name), so that
 * each row is a few lookups rather than a pass over the catalogue.
 */
export function offlineMatcher(): (row: ImportRow) => RowMatch {
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
  return (row) => {
    // The ids the offline catalogue does not know (most of the movie database's) leave the title to decide.
    const known =
      (row.tmdbId !== undefined && byId.get(`${row.kind ?? 'movie'}:${row.tmdbId}`)) ||
      (row.imdbId !== undefined && byImdbId.get(row.imdbId));
    if (known) return matched(known);
    return decide(row, byName.get(titleKey(row.title)) ?? []);
  };
}
