import { describe, expect, it } from 'vitest';
import { type ImportFile, readImportFile } from './index.js';
import { fixture } from './test-zip.js';

describe('Trakt', () => {
  it('reads a list: ids, kinds, ranks and notes, a formula-like note disarmed', () => {
    expect(readImportFile(fixture('trakt-list.json'), { listName: 'Sur Trakt' })).toEqual({
      watched: [],
      lists: [
        {
          name: 'Sur Trakt',
          source: 'trakt',
          rows: [
            {
              title: 'The Good, the Bad and the Ugly',
              year: 1966,
              kind: 'movie',
              tmdbId: 429,
              imdbId: 'tt0060196',
              position: 1,
              note: "'-2+3+cmd|' /C calc'!A0",
            },
            {
              title: 'Star Wars',
              year: 1977,
              kind: 'movie',
              tmdbId: 11,
              imdbId: 'tt0076759',
              position: 2,
              note: 'Le premier de la saga.',
            },
            { title: 'Breaking Bad', year: 2008, kind: 'show', tmdbId: 1396, imdbId: 'tt0903747', position: 3 },
            { title: 'Le Nanar Introuvable', year: 2031, kind: 'movie', position: 4 },
          ],
        },
      ],
    });
  });

  it('reads the watch history as one watched row per title, on the day of its latest viewing', () => {
    const history: ImportFile = {
      lists: [],
      watched: [
        { title: 'Breaking Bad', year: 2008, kind: 'show', tmdbId: 1396, imdbId: 'tt0903747', watchedOn: '2024-04-02' },
        {
          title: "Schindler's List",
          year: 1993,
          kind: 'movie',
          tmdbId: 424,
          imdbId: 'tt0108052',
          watchedOn: '2024-03-31',
        },
      ],
    };
    expect(readImportFile(fixture('trakt-history.json'))).toEqual(history);
  });
});
