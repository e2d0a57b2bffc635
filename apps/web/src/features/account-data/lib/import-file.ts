import { IMPORT_MAX_FILE_BYTES } from '@pepites/contracts';

/** The extensions the picker offers; the server reads the content and says when it is not an export. */
export const IMPORT_ACCEPT = '.zip,.csv,.json';

/** Whether the browser may send `file` at all: the server would refuse a larger one with a 413. */
export const isImportFileTooLarge = (file: File): boolean => file.size > IMPORT_MAX_FILE_BYTES;
