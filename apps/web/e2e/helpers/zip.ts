import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

/** A ZIP archive of `files` (deflated, UTF-8 names), as another service's export would be. */
export function zipFiles(files: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [fileName, content] of Object.entries(files)) {
    const data = Buffer.from(content);
    const body = deflateRawSync(data);
    const name = Buffer.from(fileName);
    const header = (size: number, at: number) => {
      const buffer = Buffer.alloc(size);
      buffer.writeUInt16LE(20, at); // version needed
      buffer.writeUInt16LE(0x800, at + 2); // UTF-8 names
      buffer.writeUInt16LE(8, at + 4); // deflate
      buffer.writeUInt32LE(crc32(data), at + 10);
      buffer.writeUInt32LE(body.length, at + 14);
      buffer.writeUInt32LE(data.length, at + 18);
      buffer.writeUInt16LE(name.length, at + 22);
      return buffer;
    };
    const local = header(30, 4);
    local.writeUInt32LE(0x04034b50, 0);
    const central = header(46, 6);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

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
