import type { ImportSource } from '@pepites/contracts';
import type { ImportFile } from './import-types.js';
import { isZip } from './zip-reader.js';

/**
 * Which service a file came from, told by what was read: a list names its own, a ZIP is
 * Letterboxd's account export, and the one listless text export is Trakt's history.
 */
export function importSourceOf(bytes: Uint8Array, file: ImportFile): ImportSource {
  return file.lists[0]?.source ?? (isZip(bytes) ? 'letterboxd' : 'trakt');
}

const EXTENSION = /\.(csv|json|zip|txt)$/i;
/** Control and disguising characters have no place in a list's title. */
// eslint-disable-next-line no-control-regex
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g;

/** The upload's file name, fit to name a list where the file does not (IMDb and Trakt lists). */
export function listNameOf(fileName: string): string | undefined {
  const name = fileName.replace(EXTENSION, '').replace(UNPRINTABLE, '').replace(/\s+/g, ' ').trim().slice(0, 80);
  return name || undefined;
}

/** What the imports table keeps of a file name (varchar 255). */
export const storedFileName = (fileName: string) => fileName.replace(UNPRINTABLE, '').trim().slice(0, 255) || 'import';
