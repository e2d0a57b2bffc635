import { noteFields, parsePosition, parseYear, plainText } from './cells.js';
import { hasColumns, recordsByColumn } from './csv.js';
import { ImportError } from './import-error.js';
import type { ImportedList, ImportRow } from './import-types.js';

const REQUIRED = ['Const', 'Title', 'Title Type', 'Year'] as const;
const OPTIONAL = ['Position', 'Description'] as const;
const SHOW_TYPES = new Set(['tvSeries', 'tvMiniSeries']);
const MOVIE_TYPES = new Set(['movie', 'tvMovie', 'short', 'tvShort', 'video', 'tvSpecial']);
const IMDB_ID = /^tt\d{1,10}$/;

export const isImdbList = (header: string[] | undefined) => hasColumns(header, REQUIRED);

function kindOf(titleType: string): ImportRow['kind'] {
  if (SHOW_TYPES.has(titleType)) return 'show';
  return MOVIE_TYPES.has(titleType) ? 'movie' : undefined;
}

/**
 * An IMDb list or watchlist export. Both have the same columns and neither names the list, so the
 * name comes from the caller (the uploaded file's name, say).
 */
export function readImdbList(records: string[][], name: string): ImportedList {
  const [header, ...rest] = records;
  if (!header || !isImdbList(header)) throw new ImportError('import.wrongColumns');
  const optional = OPTIONAL.filter((column) => hasColumns(header, [column]));
  const rows = recordsByColumn(header, rest, [...REQUIRED, ...optional]).map((cells): ImportRow => {
    const kind = kindOf(cells['Title Type']);
    const position = parsePosition(cells.Position ?? '');
    return {
      title: plainText(cells.Title),
      year: parseYear(cells.Year),
      ...(IMDB_ID.test(cells.Const) ? { imdbId: cells.Const } : {}),
      ...(kind ? { kind } : {}),
      ...(position === undefined ? {} : { position }),
      ...noteFields(cells.Description),
    };
  });
  return { name, source: 'imdb', rows };
}
