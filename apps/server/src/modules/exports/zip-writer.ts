import { crc32, deflateRawSync } from 'node:zlib';

/**
 * A minimal ZIP writer for the member's archive (docs/decisions/036-data-export.md): deflated
 * entries, UTF-8 names, no ZIP64 (an archive stays far below 4 GB). Node's zlib does the work; no
 * ZIP library is installed for the server, and the archive needs nothing more. The import tests and
 * the e2e spec build their archives with it too, so the project writes ZIP headers in one place.
 */
export interface ZipFile {
  name: string;
  data: Uint8Array | string;
  /** Kept as is rather than deflated (a folder entry, or bytes that would not shrink). */
  stored?: boolean;
  /**
   * For tests only, never set by the export: the unpacked size the headers declare in place of the
   * true one, to build an archive that lies, which the import's reader (imports/zip-reader.ts) refuses.
   */
  declaredSize?: number;
}

const UTF8_NAMES = 0x800;
const STORED = 0;
const DEFLATED = 8;
const VERSION = 20;

/** The MS-DOS date and time the format stores (2-second steps), in UTC. */
function dosDateTime(date: Date): { time: number; day: number } {
  const time = (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | Math.floor(date.getUTCSeconds() / 2);
  const day = ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate();
  return { time, day };
}

export function writeZip(files: readonly ZipFile[], modifiedAt = new Date()): Buffer {
  const { time, day } = dosDateTime(modifiedAt);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = typeof file.data === 'string' ? Buffer.from(file.data, 'utf8') : Buffer.from(file.data);
    const body = file.stored ? data : deflateRawSync(data);
    const name = Buffer.from(file.name, 'utf8');
    // The fields the local header and the central directory share, from "version needed" on.
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(VERSION, at);
      header.writeUInt16LE(UTF8_NAMES, at + 2);
      header.writeUInt16LE(file.stored ? STORED : DEFLATED, at + 4);
      header.writeUInt16LE(time, at + 6);
      header.writeUInt16LE(day, at + 8);
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(body.length, at + 14);
      header.writeUInt32LE(file.declaredSize ?? data.length, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(VERSION, 4);
    common(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}
