/** Reading files exported from other services (Letterboxd, IMDb, Trakt); matching and routes come next. */
export { ImportError } from './import-error.js';
export { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, IMPORT_MAX_UNPACKED_BYTES } from './import-limits.js';
export type { ImportedList, ImportFile, ImportRow } from './import-types.js';
export { readImportFile, type ReadImportOptions } from './read-import-file.js';
