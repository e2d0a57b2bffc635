import { inflateRawSync } from 'node:zlib';
// The server's writer itself (it needs nothing but node:zlib), so ZIP headers are written in one place.
import { writeZip } from '../../../server/src/modules/exports/zip-writer';

/** A ZIP archive of `files` (deflated, UTF-8 names), as another service's export would be. */
export const zipFiles = (files: Record<string, string | Buffer>): Buffer =>
  writeZip(Object.entries(files).map(([name, data]) => ({ name, data })));

/** Each entry of a ZIP archive by name, read through its central directory (stored or deflated). */
export function unzip(archive: Buffer): Map<string, Buffer> {
  const end = archive.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a ZIP archive');
  const entries = new Map<string, Buffer>();
  let at = archive.readUInt32LE(end + 16);
  for (let index = 0; index < archive.readUInt16LE(end + 10); index += 1) {
    const method = archive.readUInt16LE(at + 10);
    const compressedSize = archive.readUInt32LE(at + 20);
    const nameLength = archive.readUInt16LE(at + 28);
    const extraLength = archive.readUInt16LE(at + 30);
    const commentLength = archive.readUInt16LE(at + 32);
    const localAt = archive.readUInt32LE(at + 42);
    const name = archive.toString('utf8', at + 46, at + 46 + nameLength);
    const dataAt = localAt + 30 + archive.readUInt16LE(localAt + 26) + archive.readUInt16LE(localAt + 28);
    const body = archive.subarray(dataAt, dataAt + compressedSize);
    entries.set(name, method === 8 ? inflateRawSync(body) : Buffer.from(body));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}
