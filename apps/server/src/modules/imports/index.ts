/** Reading files exported from other services (Letterboxd, IMDb, Trakt) and matching their rows to the catalogue; routes come next. */
export { ImportError } from './import-error.js';
export { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES } from './import-limits.js';
export type { ImportedList, ImportFile, ImportRow } from './import-types.js';
export { readImportFile, type ReadImportOptions } from './read-import-file.js';
export { readZip } from './zip-reader.js';
export { matchRows } from './match.js';
export type { RowMatch } from './row-match.js';
