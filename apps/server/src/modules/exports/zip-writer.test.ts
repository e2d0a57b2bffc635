import { describe, expect, it } from 'vitest';
import { readZip } from '../imports/index.js';
import { writeZip } from './zip-writer.js';

// Byte offsets in a local file header, which the first entry's starts the archive with.
const METHOD_AT = 8;
const SIZE_AT = 22;
const HEADER_BYTES = 30;

describe('the ZIP writer', () => {
  it('keeps an entry stored as is when asked, and deflates the others', () => {
    const text = 'Title,Year\nAlien,1979\n'.repeat(20);
    const zip = writeZip([
      { name: 'a.csv', data: text, stored: true },
      { name: 'b.csv', data: text },
    ]);
    const body = HEADER_BYTES + 'a.csv'.length;
    expect(zip.readUInt16LE(METHOD_AT)).toBe(0);
    expect(zip.toString('utf8', body, body + text.length)).toBe(text);
    expect(zip.readUInt16LE(body + text.length + METHOD_AT)).toBe(8);
    expect(readZip(zip).map((entry) => Buffer.from(entry.read()).toString('utf8'))).toEqual([text, text]);
  });

  it('declares the size a test asks for, and the reader refuses the lie', () => {
    const zip = writeZip([{ name: 'a.csv', data: 'x'.repeat(1000), declaredSize: 10 }]);
    expect(zip.readUInt32LE(SIZE_AT)).toBe(10);
    const [entry] = readZip(zip);
    expect(() => entry!.read()).toThrow('import.archiveTooLarge');
  });
});
