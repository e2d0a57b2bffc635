import type { ImportErrorCode } from '@pepites/contracts';
import { translateMessage } from '@pepites/contracts';
import { describe, expect, it } from 'vitest';
import { IMPORT_MAX_FILE_BYTES, IMPORT_MAX_ROWS, ImportError, readImportFile } from './index.js';
import { buildZip, fixture } from './test-zip.js';

function refusal(bytes: Uint8Array): ImportErrorCode {
  try {
    readImportFile(bytes);
  } catch (error) {
    if (error instanceof ImportError) return error.code;
    throw error;
  }
  throw new Error('the file was read');
}

const text = (value: string) => Buffer.from(value);
const imdbHeader = fixture('imdb-list-bom.csv').toString('utf8').split('\r\n')[0]!;

function imdbRows(count: number): Buffer {
  const row =
    '1,tt0060196,2024-01-10,2024-01-10,,Star Wars,https://www.imdb.com/title/tt0076759/,movie,,121,1977,,,,,,';
  return Buffer.from(`${imdbHeader}\n${`${row}\n`.repeat(count)}`);
}

describe('refused import files', () => {
  it('refuses a file over 20 MB before reading it', () => {
    const big = Buffer.alloc(IMPORT_MAX_FILE_BYTES + 1);
    expect(big.length).toBeGreaterThan(20 * 1024 * 1024);
    expect(refusal(big)).toBe('import.fileTooLarge');
    // One byte less is read, and its NUL bytes refused.
    expect(refusal(big.subarray(1))).toBe('import.nulBytes');
  });

  it('refuses more than 50,000 rows and reads exactly 50,000', () => {
    expect(readImportFile(imdbRows(IMPORT_MAX_ROWS)).lists[0]!.rows).toHaveLength(50_000);
    expect(refusal(imdbRows(IMPORT_MAX_ROWS + 1))).toBe('import.tooManyRows');
  });

  it('refuses what is neither a ZIP, a CSV nor a JSON', () => {
    expect(refusal(text(''))).toBe('import.unrecognised');
    expect(refusal(text('%PDF-1.7\nnot a list\n'))).toBe('import.unrecognised');
  });

  it('refuses a CSV of the wrong columns, and a broken one', () => {
    expect(refusal(text('Titre,Année\nStar Wars,1977\n'))).toBe('import.wrongColumns');
    expect(refusal(text('Letterboxd list export v7\nDate,Name\n'))).toBe('import.wrongColumns');
    expect(refusal(text(`${imdbHeader}\n1,tt0076759,"Star Wars\n`))).toBe('import.brokenCsv');
  });

  it('refuses JSON that is not a Trakt export', () => {
    expect(refusal(text('{"name":"Star Wars"}'))).toBe('import.wrongJson');
    expect(refusal(text('[{"type":"movie","movie":{"year":1977}}]'))).toBe('import.wrongJson');
    expect(refusal(text('[{"type":"movie",'))).toBe('import.wrongJson');
  });

  it('refuses NUL bytes, in a file or in a ZIP entry', () => {
    expect(refusal(text('Date,Name,Tags,URL,Description\u0000\n'))).toBe('import.nulBytes');
    expect(refusal(buildZip([{ name: 'watched.csv', data: 'Date,Name,Year,Letterboxd URI\n\u0000' }]))).toBe(
      'import.nulBytes',
    );
  });

  it('refuses a ZIP with none of the export files', () => {
    expect(refusal(buildZip([{ name: 'notes.txt', data: 'Star Wars' }]))).toBe('import.nothingToImport');
  });

  it('has a French and an English message for every code', () => {
    expect(translateMessage('import.archiveTooLarge', 'fr')).toMatch(/archive/);
    expect(translateMessage('import.archiveTooLarge', 'en')).toMatch(/archive/);
  });
});
