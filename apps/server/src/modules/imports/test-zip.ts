import { readFileSync } from 'node:fs';
import { crc32, deflateRawSync } from 'node:zlib';

/** Builds ZIP archives for the tests, so the fixtures stay readable CSV and a crafted archive is in plain sight. */
export interface TestZipEntry {
  name: string;
  data: Uint8Array | string;
  /** Stored instead of deflated. */
  stored?: boolean;
  /** The uncompressed size written in the headers, to build an archive that lies. */
  declaredSize?: number;
}

export const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url));

export function buildZip(entries: TestZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data) : Buffer.from(entry.data);
    const body = entry.stored ? data : deflateRawSync(data);
    const name = Buffer.from(entry.name);
    const size = entry.declaredSize ?? data.length;
    const common = (header: Buffer, at: number) => {
      header.writeUInt16LE(20, at); // version needed
      header.writeUInt16LE(0x800, at + 2); // UTF-8 names
      header.writeUInt16LE(entry.stored ? 0 : 8, at + 4);
      header.writeUInt32LE(crc32(data), at + 10);
      header.writeUInt32LE(body.length, at + 14);
      header.writeUInt32LE(size, at + 18);
      header.writeUInt16LE(name.length, at + 22);
    };
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    common(local, 4);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    common(central, 6);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** Letterboxd's account export as the service zips it, from the CSV fixtures. */
export const letterboxdExportZip = () =>
  buildZip([
    { name: 'profile.csv', data: 'Date Joined,Username\n2020-01-01,pepite\n' },
    { name: 'watched.csv', data: fixture('letterboxd-watched.csv') },
    { name: 'watchlist.csv', data: fixture('letterboxd-watchlist.csv') },
    { name: 'ratings.csv', data: fixture('letterboxd-ratings.csv') },
    { name: 'lists/', data: '', stored: true },
    { name: 'lists/westerns-polars-robots.csv', data: fixture('letterboxd-list.csv') },
  ]);
