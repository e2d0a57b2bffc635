import { describe, expect, it } from 'vitest';
import { type ImportRow, type ReadImportOptions, readImportFile } from './index.js';
import { fixture } from './test-zip.js';

describe('IMDb', () => {
  it('reads a UTF-8 list with a BOM: ids, kinds, positions and the two films named The Punisher', () => {
    const bytes = fixture('imdb-list-bom.csv');
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const options: ReadImportOptions = { listName: 'Mes pépites' };
    expect(readImportFile(bytes, options)).toEqual({
      watched: [],
      lists: [
        {
          name: 'Mes pépites',
          source: 'imdb',
          rows: [
            { title: 'The Good, the Bad and the Ugly', year: 1966, imdbId: 'tt0060196', kind: 'movie', position: 1 },
            { title: 'WALL·E', year: 2008, imdbId: 'tt0910970', kind: 'movie', position: 2, note: "'@SUM(A1:A2)" },
            {
              title: 'Breaking Bad',
              year: 2008,
              imdbId: 'tt0903747',
              kind: 'show',
              position: 3,
              note: 'Vince Gilligan',
            },
            { title: 'The Punisher', year: 1989, imdbId: 'tt0098141', kind: 'movie', position: 4 },
            { title: 'The Punisher', year: 2004, imdbId: 'tt0330793', kind: 'movie', position: 5 },
          ],
        },
      ],
    });
  });

  it('falls back to Windows-1252 when the bytes are not UTF-8', () => {
    const bytes = fixture('imdb-watchlist-windows-1252.csv');
    expect(bytes.includes(0x85)).toBe(true); // "…" in Windows-1252, invalid alone in UTF-8
    const [list] = readImportFile(bytes).lists;
    expect(list!.name).toBe('IMDb');
    const rows: ImportRow[] = [
      { title: 'Les Évadés', year: 1994, imdbId: 'tt0111161', kind: 'movie', position: 1, note: 'Évadés, enfin' },
      { title: 'Once Upon a Time… in Hollywood', year: 2019, imdbId: 'tt7131622', kind: 'movie', position: 2 },
      { title: 'Le Bon, la Brute et le Truand', year: 1966, imdbId: 'tt0060196', kind: 'movie', position: 3 },
    ];
    expect(list!.rows).toEqual(rows);
  });
});
