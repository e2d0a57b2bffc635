import { parseCsv } from './csv.js';
import { ImportError } from './import-error.js';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS } from './import-limits.js';
import type { ImportFile } from './import-types.js';
import { isImdbList, readImdbList } from './imdb.js';
import { HEADER_RECORDS, isLetterboxdList, readLetterboxdExport, readLetterboxdList } from './letterboxd.js';
import { decodeText } from './text-decoding.js';
import { readTrakt } from './trakt.js';
import { isZip, readZip } from './zip-reader.js';

export interface ReadImportOptions {
  /** Names a list when the file does not (IMDb and Trakt exports): the upload's file name, say. */
  listName?: string;
}

/**
 * Reads a file exported from Letterboxd, IMDb or Trakt into lists and watched titles. The kind
 * of file is told by its content (ZIP signature, JSON, CSV header), never by its name.
 */
export function readImportFile(bytes: Uint8Array, options: ReadImportOptions = {}): ImportFile {
  if (bytes.length > IMPORT_MAX_FILE_BYTES) throw new ImportError('import.fileTooLarge');
  const file = isZip(bytes) ? readLetterboxdExport(readZip(bytes)) : readText(decodeText(bytes), options);
  const rows = file.watched.length + file.lists.reduce((total, list) => total + list.rows.length, 0);
  if (rows > IMPORT_MAX_ROWS) throw new ImportError('import.tooManyRows');
  return file;
}

function readText(text: string, { listName }: ReadImportOptions): ImportFile {
  const start = text.trimStart()[0];
  if (start === undefined) throw new ImportError('import.unrecognised');
  if (start === '[' || start === '{') return readTrakt(parseJson(text), listName ?? 'Trakt');
  const records = parseCsv(text, IMPORT_MAX_ROWS + HEADER_RECORDS);
  if (isLetterboxdList(records)) return { lists: [readLetterboxdList(records)], watched: [] };
  if (isImdbList(records[0])) return { lists: [readImdbList(records, listName ?? 'IMDb')], watched: [] };
  // One line without a comma is no CSV at all; several columns of someone else's are the wrong ones.
  throw new ImportError((records[0]?.length ?? 0) > 1 ? 'import.wrongColumns' : 'import.unrecognised');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ImportError('import.wrongJson');
  }
}
