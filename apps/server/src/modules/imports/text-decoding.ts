import { ImportError } from './import-error.js';

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

// Node 20's TextDecoder('windows-1252') decodes 0x80–0x9F as Latin-1 control characters, so
// "…" (0x85) came out as U+0085: those 32 bytes are mapped here, by the WHATWG table.
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function decodeWindows1252(bytes: Uint8Array): string {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
    .toString('latin1')
    .replace(/[\u0080-\u009f]/g, (char) => WINDOWS_1252_HIGH[char.charCodeAt(0) - 0x80]!);
}

/** Decodes an uploaded text file: UTF-8 (a BOM is dropped), else Windows-1252. NUL bytes are refused. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes.includes(0)) throw new ImportError('import.nulBytes');
  try {
    return utf8.decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
