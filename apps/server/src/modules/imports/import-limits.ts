/** Limits on an uploaded import file. */
export { IMPORT_MAX_FILE_BYTES } from '@pepites/contracts';
export const IMPORT_MAX_ROWS = 50_000;
/** Everything a ZIP may unpack to, all entries together. */
export const IMPORT_MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
/** Real exports compress about 5:1; only a crafted entry of more than a megabyte goes past 200:1. */
export const IMPORT_MAX_RATIO = 200;
export const IMPORT_RATIO_CHECK_FROM_BYTES = 1024 * 1024;
export const IMPORT_MAX_ZIP_ENTRIES = 5_000;
