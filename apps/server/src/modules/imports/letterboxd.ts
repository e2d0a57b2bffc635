import { dayOf, noteFields, parsePosition, parseYear, plainText } from './cells.js';
import { hasColumns, isBlankRecord, parseCsv, recordsByColumn } from './csv.js';
import { ImportError } from './import-error.js';
import { IMPORT_MAX_ROWS } from './import-limits.js';
import type { ImportedList, ImportFile, ImportRow } from './import-types.js';
import { decodeText } from './text-decoding.js';
import type { ZipEntry } from './zip-reader.js';

const LIST_MARKER = /^Letterboxd list export/i;
const LIST_HEADER = ['Date', 'Name', 'Tags', 'URL', 'Description'] as const;
const ENTRY_COLUMNS = ['Position', 'Name', 'Year', 'URL', 'Description'] as const;
const FILM_COLUMNS = ['Date', 'Name', 'Year', 'Letterboxd URI'] as const;
// A list's CSV has up to five records before its entries: marker, header, list row, blank, header.
export const HEADER_RECORDS = 5;

const csvRecords = (text: string) => parseCsv(text, IMPORT_MAX_ROWS + HEADER_RECORDS);

export function isLetterboxdList(records: string[][]): boolean {
  const first = records[0]?.[0] ?? '';
  return LIST_MARKER.test(first) || hasColumns(records[0], LIST_HEADER);
}

export function readLetterboxdList(records: string[][]): ImportedList {
  const rest = records.filter((record) => !isBlankRecord(record));
  if (LIST_MARKER.test(rest[0]?.[0] ?? '')) rest.shift();
  const [listHeader, listRow, entryHeader, ...entries] = rest;
  if (!listHeader || !listRow || !entryHeader) throw new ImportError('import.wrongColumns');
  const [list] = recordsByColumn(listHeader, [listRow], LIST_HEADER);
  const description = plainText(list!.Description);
  return {
    name: plainText(list!.Name) || 'Letterboxd',
    ...(description ? { description } : {}),
    source: 'letterboxd',
    rows: recordsByColumn(entryHeader, entries, ENTRY_COLUMNS).map((entry) => ({
      title: plainText(entry.Name),
      year: parseYear(entry.Year),
      kind: 'movie',
      ...positionField(entry.Position),
      ...noteFields(entry.Description),
    })),
  };
}

function positionField(text: string): Pick<ImportRow, 'position'> {
  const position = parsePosition(text);
  return position === undefined ? {} : { position };
}

function readFilms(text: string, withDate: boolean): ImportRow[] {
  const [header, ...records] = csvRecords(text);
  if (!header) throw new ImportError('import.wrongColumns');
  return recordsByColumn(header, records, FILM_COLUMNS).map((film) => {
    const watchedOn = withDate ? dayOf(film.Date) : undefined;
    return {
      title: plainText(film.Name),
      year: parseYear(film.Year),
      kind: 'movie',
      ...(watchedOn ? { watchedOn } : {}),
    };
  });
}

/**
 * Letterboxd's import format (Title, Year, tmdbID, imdbID, WatchedDate, Review: what its importer
 * reads, and what a Pépites archive writes, docs/decisions/036-data-export.md). Only Title and Year
 * are required; the rows keep their order as positions, and a tmdbID makes the row a movie.
 */
const IMPORTER_COLUMNS = ['Title', 'Year'] as const;

const isImporterCsv = (records: string[][]) => hasColumns(records[0], IMPORTER_COLUMNS);

function readImporterRows([header = [], ...records]: string[][], withDate: boolean): ImportRow[] {
  const names = header.map((name) => name.trim());
  return records
    .filter((record) => !isBlankRecord(record))
    .map((record, index) => {
      const cell = (name: string) => record[names.indexOf(name)] ?? '';
      const tmdbId = /^[1-9][0-9]{0,9}$/.test(cell('tmdbID').trim()) ? Number(cell('tmdbID').trim()) : undefined;
      const imdbId = /^tt[0-9]{5,10}$/.test(cell('imdbID').trim()) ? cell('imdbID').trim() : undefined;
      const watchedOn = withDate ? dayOf(cell('WatchedDate')) : undefined;
      return {
        title: plainText(cell('Title')),
        year: parseYear(cell('Year')),
        ...(tmdbId ? { tmdbId, kind: 'movie' as const } : {}),
        ...(imdbId ? { imdbId } : {}),
        ...(watchedOn ? { watchedOn } : {}),
        position: index + 1,
        ...noteFields(cell('Review')),
      };
    });
}

/** A list's CSV in the import format names no list: its file's name does (`lists/Westerns.csv`). */
const listNameOf = (entryName: string) => plainText(entryName.replace(/^lists\//i, '').replace(/\.csv$/i, ''));

function readListEntry(entry: ZipEntry): ImportedList {
  const records = csvRecords(decodeText(entry.read()));
  if (!isImporterCsv(records)) return readLetterboxdList(records);
  return { name: listNameOf(entry.name) || 'Letterboxd', source: 'letterboxd', rows: readImporterRows(records, false) };
}

function readWatched(text: string): ImportRow[] {
  const records = csvRecords(text);
  return isImporterCsv(records) ? readImporterRows(records, true) : readFilms(text, true);
}

/** The account export: watched.csv, watchlist.csv and lists/*.csv; ratings, diary and the rest are not ours to keep. */
export function readLetterboxdExport(entries: ZipEntry[]): ImportFile {
  const text = (name: string) => {
    const entry = entries.find((candidate) => candidate.name === name);
    return entry ? decodeText(entry.read()) : undefined;
  };
  const listEntries = entries.filter((entry) => /^lists\/[^/]+\.csv$/i.test(entry.name));
  const watchedText = text('watched.csv');
  const watchlistText = text('watchlist.csv');
  if (watchedText === undefined && watchlistText === undefined && listEntries.length === 0) {
    throw new ImportError('import.nothingToImport');
  }
  const lists = listEntries.map(readListEntry);
  if (watchlistText !== undefined) {
    lists.unshift({
      name: 'Watchlist (Letterboxd)',
      source: 'letterboxd',
      watchlist: true,
      rows: readFilms(watchlistText, false),
    });
  }
  return { lists, watched: watchedText === undefined ? [] : readWatched(watchedText) };
}
