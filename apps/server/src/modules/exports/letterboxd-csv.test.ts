import { describe, expect, it } from 'vitest';
import { readZip } from '../imports/index.js';
import { csvCell, letterboxdCsv, safeFileNames } from './letterboxd-csv.js';
import { writeZip } from './zip-writer.js';

describe("the archive's CSV", () => {
  it.each([
    ['plain', 'Alien', 'Alien'],
    ['a comma', 'Tora! Tora, Tora', '"Tora! Tora, Tora"'],
    ['quotes', 'Le "Bon"', '"Le ""Bon"""'],
    ['a line break', 'a\nb', '"a\nb"'],
    ['edge spaces', ' x ', '" x "'],
    ['accents', 'Amélie à Noël', 'Amélie à Noël'],
    ['=', '=1+1', "'=1+1"],
    ['+', '+33 1', "'+33 1"],
    ['-', '-2+3', "'-2+3"],
    ['@', '@SUM(A1)', "'@SUM(A1)"],
    ['a tab first', '\t=1', "'\t=1"],
    ['a formula with a comma', '=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
  ])('writes a cell with %s', (_case, value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes numbers as they are (a year is never disarmed) and null as an empty cell', () => {
    expect(csvCell(1966)).toBe('1966');
    expect(csvCell(null)).toBe('');
  });

  it("writes Letterboxd's import header, then one CRLF line per row", () => {
    expect(
      letterboxdCsv([
        {
          title: 'Alien',
          year: 1979,
          tmdbId: '348',
          imdbId: null,
          watchedDate: '2025-01-02',
          review: 'Culte, "vraiment"',
        },
      ]),
    ).toBe('Title,Year,tmdbID,imdbID,WatchedDate,Review\r\nAlien,1979,348,,2025-01-02,"Culte, ""vraiment"""\r\n');
  });

  it('names files after lists: unique without regard to case, no path or reserved characters, accents kept', () => {
    expect(
      safeFileNames(['Mes films', 'mes films', 'Mes films', '../etc/passwd', 'a:b*c?"d"<e>|f', '...', ' Été 2025. ']),
    ).toEqual(['Mes films', 'mes films (2)', 'Mes films (3)', 'etc passwd', 'a b c d e f', 'list', 'Été 2025']);
    expect(safeFileNames(['x'.repeat(200)])[0]).toHaveLength(80);
  });

  it('zips files that the project’s reader opens, names in UTF-8 included', () => {
    const zip = writeZip([
      { name: 'lists/Été.csv', data: 'Title\r\nAmélie\r\n' },
      { name: 'bytes.bin', data: new Uint8Array([0, 1, 2, 255]) },
    ]);
    const entries = readZip(zip);
    expect(entries.map((entry) => entry.name)).toEqual(['lists/Été.csv', 'bytes.bin']);
    expect(Buffer.from(entries[0]!.read()).toString('utf8')).toBe('Title\r\nAmélie\r\n');
    expect([...entries[1]!.read()]).toEqual([0, 1, 2, 255]);
  });
});
