import { deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_UNPACKED_BYTES, ImportError, readImportFile } from './index.js';
import { buildZip } from './test-zip.js';

const watched = 'Date,Name,Year,Letterboxd URI\n2023-12-24,Star Wars,1977,https://boxd.it/2bcA\n';

function refusal(bytes: Uint8Array): string {
  try {
    readImportFile(bytes);
  } catch (error) {
    if (error instanceof ImportError) return error.code;
    throw error;
  }
  return 'read';
}

describe('ZIP archives', () => {
  it('reads stored and deflated entries alike', () => {
    const stored = readImportFile(buildZip([{ name: 'watched.csv', data: watched, stored: true }]));
    const deflated = readImportFile(buildZip([{ name: 'watched.csv', data: watched }]));
    expect(stored.watched).toEqual([{ title: 'Star Wars', year: 1977, kind: 'movie', watchedOn: '2023-12-24' }]);
    expect(deflated).toEqual(stored);
  });

  it.each(['../watched.csv', 'lists/../../etc/passwd', '/etc/passwd', 'C:\\Windows\\x.csv', '..\\x.csv'])(
    'refuses the path %s',
    (name) => {
      expect(
        refusal(
          buildZip([
            { name: 'watched.csv', data: watched },
            { name, data: 'x' },
          ]),
        ),
      ).toBe('import.unsafeArchivePath');
    },
  );

  it('refuses an archive declaring more than 100 MB unpacked, before inflating anything', () => {
    const zeros = Buffer.alloc(IMPORT_MAX_UNPACKED_BYTES + 1);
    expect(zeros.length).toBeGreaterThan(100 * 1024 * 1024);
    expect(refusal(buildZip([{ name: 'watched.csv', data: zeros }]))).toBe('import.archiveTooLarge');
  });

  it('stops inflating an entry that unpacks to more than it declared', () => {
    const zeros = Buffer.alloc(50 * 1024 * 1024);
    const bomb = buildZip([{ name: 'watched.csv', data: zeros, declaredSize: 1000 }]);
    expect(bomb.length).toBeLessThan(zeros.length / 500);
    expect(refusal(bomb)).toBe('import.archiveTooLarge');
  });

  it('refuses an absurd compression ratio even under 100 MB', () => {
    const zeros = Buffer.alloc(2 * 1024 * 1024);
    expect(zeros.length / deflateRawSync(zeros).length).toBeGreaterThan(200);
    expect(refusal(buildZip([{ name: 'watched.csv', data: zeros }]))).toBe('import.archiveTooLarge');
  });

  it('refuses a truncated archive and a corrupt entry', () => {
    const zip = buildZip([{ name: 'watched.csv', data: watched }]);
    expect(refusal(zip.subarray(0, zip.length - 10))).toBe('import.brokenArchive');
    const corrupt = Buffer.from(zip);
    corrupt.fill(0xff, 30 + 'watched.csv'.length, 40 + 'watched.csv'.length);
    expect(refusal(corrupt)).toBe('import.brokenArchive');
  });
});
