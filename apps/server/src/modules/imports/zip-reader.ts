import { inflateRawSync } from 'node:zlib';
import { ImportError } from './import-error.js';
import {
  IMPORT_MAX_RATIO,
  IMPORT_MAX_UNPACKED_BYTES,
  IMPORT_MAX_ZIP_ENTRIES,
  IMPORT_RATIO_CHECK_FROM_BYTES,
} from './import-limits.js';

/**
 * A minimal ZIP reader: the central directory, stored and deflated entries, no ZIP64, no
 * encryption. Every size and offset is checked against the buffer before use, and an entry
 * inflates into at most the size it declared, so a lying header stops the inflating early.
 */
export interface ZipEntry {
  name: string;
  read: () => Uint8Array;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const END_RECORD_BYTES = 22;
const MAX_COMMENT_BYTES = 0xffff;
const STORED = 0;
const DEFLATED = 8;
const ENCRYPTED_FLAG = 0x1;

const broken = () => new ImportError('import.brokenArchive');
const tooLarge = () => new ImportError('import.archiveTooLarge');

export function isZip(bytes: Uint8Array): boolean {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && (bytes[2] === 3 || bytes[2] === 5);
}

function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - END_RECORD_BYTES - MAX_COMMENT_BYTES);
  for (let offset = view.byteLength - END_RECORD_BYTES; offset >= lowest; offset -= 1) {
    if (view.getUint32(offset, true) === END_SIGNATURE) return offset;
  }
  throw broken();
}

/** Refuses names that could land outside a folder if anyone ever unpacked them: ../, /x, C:\x, \x. */
function checkEntryName(name: string): void {
  const segments = name.split(/[/\\]/);
  if (name.startsWith('/') || name.startsWith('\\') || /^[a-zA-Z]:/.test(name) || segments.includes('..')) {
    throw new ImportError('import.unsafeArchivePath');
  }
  if (name.includes('\0')) throw new ImportError('import.nulBytes');
}

function inflateEntry(compressed: Uint8Array, method: number, size: number): Uint8Array {
  if (method === STORED) {
    if (compressed.length !== size) throw broken();
    return compressed;
  }
  let output: Buffer;
  try {
    output = inflateRawSync(compressed, { maxOutputLength: Math.max(1, size) });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ERR_BUFFER_TOO_LARGE') throw tooLarge();
    throw broken();
  }
  if (output.length !== size) throw broken();
  return output;
}

export function readZip(bytes: Uint8Array): ZipEntry[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length < END_RECORD_BYTES) throw broken();
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryStart = view.getUint32(end + 16, true);
  if (count > IMPORT_MAX_ZIP_ENTRIES) throw tooLarge();
  if (directoryStart + directorySize > end) throw broken();

  const entries: ZipEntry[] = [];
  let declaredTotal = 0;
  let offset = directoryStart;
  for (let i = 0; i < count; i += 1) {
    if (offset + 46 > end || view.getUint32(offset, true) !== CENTRAL_SIGNATURE) throw broken();
    const flags = view.getUint16(offset + 8, true);
    const method = view.getUint16(offset + 10, true);
    const compressedSize = view.getUint32(offset + 20, true);
    const size = view.getUint32(offset + 24, true);
    const nameLength = view.getUint16(offset + 28, true);
    const extraLength = view.getUint16(offset + 30, true);
    const commentLength = view.getUint16(offset + 32, true);
    const localOffset = view.getUint32(offset + 42, true);
    const nameEnd = offset + 46 + nameLength;
    if (nameEnd > end) throw broken();
    const name = new TextDecoder().decode(bytes.subarray(offset + 46, nameEnd));
    offset = nameEnd + extraLength + commentLength;

    checkEntryName(name);
    if (flags & ENCRYPTED_FLAG || (method !== STORED && method !== DEFLATED)) throw broken();
    declaredTotal += size;
    if (declaredTotal > IMPORT_MAX_UNPACKED_BYTES) throw tooLarge();
    if (size >= IMPORT_RATIO_CHECK_FROM_BYTES && size > compressedSize * IMPORT_MAX_RATIO) throw tooLarge();
    if (name.endsWith('/')) continue;

    entries.push({
      name,
      read: () => {
        if (localOffset + 30 > end || view.getUint32(localOffset, true) !== LOCAL_SIGNATURE) throw broken();
        const dataStart =
          localOffset + 30 + view.getUint16(localOffset + 26, true) + view.getUint16(localOffset + 28, true);
        if (dataStart + compressedSize > end) throw broken();
        return inflateEntry(bytes.subarray(dataStart, dataStart + compressedSize), method, size);
      },
    });
  }
  return entries;
}
