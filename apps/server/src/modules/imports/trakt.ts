import { dayOf, noteFields, parsePosition, parseYear, plainText } from './cells.js';
import { ImportError } from './import-error.js';
import type { ImportedList, ImportFile, ImportRow } from './import-types.js';

/** Trakt's JSON: a list's items (rank, notes) or the watch history (watched_at, episodes under their show). */
interface TraktTitle {
  title?: unknown;
  year?: unknown;
  ids?: { tmdb?: unknown; imdb?: unknown };
}
interface TraktItem {
  type?: unknown;
  movie?: TraktTitle;
  show?: TraktTitle;
  rank?: unknown;
  notes?: unknown;
  watched_at?: unknown;
}

const wrongJson = () => new ImportError('import.wrongJson');

function titleOf(item: TraktItem): ImportRow {
  const kind = item.movie ? 'movie' : item.show ? 'show' : undefined;
  const title = item.movie ?? item.show;
  if (!kind || !title || typeof title.title !== 'string') throw wrongJson();
  const tmdbId = title.ids?.tmdb;
  const imdbId = title.ids?.imdb;
  return {
    title: plainText(title.title),
    year: typeof title.year === 'number' ? parseYear(title.year) : null,
    kind,
    ...(typeof tmdbId === 'number' && Number.isInteger(tmdbId) && tmdbId > 0 ? { tmdbId } : {}),
    ...(typeof imdbId === 'string' && /^tt\d{1,10}$/.test(imdbId) ? { imdbId } : {}),
  };
}

const isHistory = (items: TraktItem[]) => items.some((item) => 'watched_at' in item);

function itemsOf(json: unknown): TraktItem[] {
  if (!Array.isArray(json) || json.some((item) => item === null || typeof item !== 'object')) throw wrongJson();
  return json as TraktItem[];
}

/** A watch history has one entry per viewing (per episode for a show): one row per title, its latest day. */
function readHistory(items: TraktItem[]): ImportRow[] {
  const seen = new Map<string, ImportRow>();
  for (const item of items) {
    const row = titleOf(item);
    const key = `${row.kind}:${row.tmdbId ?? `${row.title}:${row.year}`}`;
    const watchedOn = dayOf(typeof item.watched_at === 'string' ? item.watched_at : '');
    const earlier = seen.get(key);
    if (earlier && (earlier.watchedOn ?? '') >= (watchedOn ?? '')) continue;
    seen.set(key, { ...row, ...(watchedOn ? { watchedOn } : {}) });
  }
  return [...seen.values()];
}

export function readTrakt(json: unknown, listName: string): ImportFile {
  const items = itemsOf(json);
  if (isHistory(items)) return { lists: [], watched: readHistory(items) };
  const list: ImportedList = {
    name: listName,
    source: 'trakt',
    rows: items.map((item) => {
      const position = typeof item.rank === 'number' ? parsePosition(item.rank) : undefined;
      return {
        ...titleOf(item),
        ...(position === undefined ? {} : { position }),
        ...noteFields(typeof item.notes === 'string' ? item.notes : ''),
      };
    }),
  };
  return { lists: [list], watched: [] };
}
