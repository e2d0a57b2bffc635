import { ITEM_NOTE_MAX } from '@pepites/contracts';
import { describe, expect, it } from 'vitest';
import { type ImportedList, readImportFile } from './index.js';
import { fixture, letterboxdExportZip } from './test-zip.js';

const westerns: ImportedList = {
  name: 'Westerns, polars & "robots"',
  description: 'Des films qui comptent.\nSur deux lignes.',
  source: 'letterboxd',
  rows: [
    { title: 'The Good, the Bad and the Ugly', year: 1966, kind: 'movie', position: 1, noteCut: true },
    { title: "Schindler's List", year: 1993, kind: 'movie', position: 2 },
    { title: 'WALL·E', year: 2008, kind: 'movie', position: 3, note: `'=HYPERLINK("http://example.com","clic")` },
    { title: 'I, Robot', year: 2004, kind: 'movie', position: 4 },
    { title: 'The Punisher', year: 2004, kind: 'movie', position: 5, note: 'La version avec Thomas Jane.' },
    { title: 'The Punisher', year: 1989, kind: 'movie', position: 6, note: 'La version avec Dolph Lundgren.' },
    { title: 'Le Nanar Introuvable', year: 2031, kind: 'movie', position: 7 },
  ],
};

describe('Letterboxd', () => {
  it('reads one list exported as CSV, titles with commas and quotes included', () => {
    const file = readImportFile(fixture('letterboxd-list.csv'));
    const [list] = file.lists;
    const { note, ...firstRow } = list!.rows[0]!;
    expect(file.watched).toEqual([]);
    expect({ ...list, rows: [firstRow, ...list!.rows.slice(1)] }).toEqual(westerns);
    expect(note).toHaveLength(ITEM_NOTE_MAX);
    expect(note).toMatch(/^Le western de Leone qui a tout changé/);
  });

  it('reads the account export: the watchlist first, then each list, and the watched films with their day', () => {
    const file = readImportFile(letterboxdExportZip());
    expect(file.lists.map((list) => list.name)).toEqual(['Watchlist (Letterboxd)', 'Westerns, polars & "robots"']);
    expect(file.lists[0]).toEqual({
      name: 'Watchlist (Letterboxd)',
      source: 'letterboxd',
      watchlist: true,
      rows: [
        { title: 'The Shawshank Redemption', year: 1994, kind: 'movie' },
        { title: 'Fantastic Four', year: 2005, kind: 'movie' },
        { title: 'Fantastic Four', year: 2015, kind: 'movie' },
      ],
    });
    expect(file.lists[1]!.rows).toHaveLength(westerns.rows.length);
    expect(file.watched).toEqual([
      { title: 'Star Wars', year: 1977, kind: 'movie', watchedOn: '2023-12-24' },
      { title: 'Once Upon a Time… in Hollywood', year: 2019, kind: 'movie', watchedOn: '2024-01-03' },
      { title: "Schindler's List", year: 1993, kind: 'movie', watchedOn: '2024-01-05' },
    ]);
  });
});
