import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TMDB, useUpstreamServer } from '../../test/live-catalog.js';
import { createLiveCatalog, offlineCatalog, offlineTitleList, type Catalog } from '../catalog/index.js';
import { type ImportRow, matchRows, readImportFile, type RowMatch } from './index.js';
import { fixture } from './test-zip.js';

const movie = (providerId: string, title: string, year: number) => ({ type: 'movie', providerId, title, year });
const show = (providerId: string, title: string, year: number) => ({ type: 'show', providerId, title, year });
const matched = (item: ReturnType<typeof movie>) => ({ status: 'matched', item });
const notFound = { status: 'notFound' };

const punisher2004 = movie('7220', 'The Punisher', 2004);
const punisher1989 = movie('8867', 'The Punisher', 1989);
const fantasticFour2005 = movie('9738', 'Fantastic Four', 2005);
const fantasticFour2015 = movie('166424', 'Fantastic Four', 2015);
const goodBadUgly = movie('429', 'The Good, the Bad and the Ugly', 1966);
const breakingBad = show('1396', 'Breaking Bad', 2008);

const rowsOf = (name: string) => readImportFile(fixture(name)).lists[0]!.rows;

describe('matching import rows to the offline catalogue', () => {
  const catalog = offlineCatalog();

  it('matches a Letterboxd list by title and year: accents and punctuation aside, the two The Punisher apart, an unknown title not found', async () => {
    expect(await matchRows(catalog, rowsOf('letterboxd-list.csv'))).toEqual([
      matched(goodBadUgly),
      matched(movie('424', "Schindler's List", 1993)),
      matched(movie('10681', 'WALL·E', 2008)),
      matched(movie('2048', 'I, Robot', 2004)),
      matched(punisher2004),
      matched(punisher1989),
      notFound,
    ]);
  });

  it('matches IMDb rows by their IMDb id, a show among them', async () => {
    expect(await matchRows(catalog, rowsOf('imdb-list-bom.csv'))).toEqual([
      matched(goodBadUgly),
      matched(movie('10681', 'WALL·E', 2008)),
      matched(breakingBad),
      matched(punisher1989),
      matched(punisher2004),
    ]);
  });

  it('matches French and Windows-1252 titles without their ids by the French names the catalogue knows', async () => {
    const rows: ImportRow[] = rowsOf('imdb-watchlist-windows-1252.csv').map(({ imdbId: _id, ...row }) => row);
    expect(rows.map((row) => [row.title, row.imdbId])).toEqual([
      ['Les Évadés', undefined],
      ['Once Upon a Time… in Hollywood', undefined],
      ['Le Bon, la Brute et le Truand', undefined],
    ]);
    expect(await matchRows(catalog, rows)).toEqual([
      matched(movie('278', 'The Shawshank Redemption', 1994)),
      matched(movie('466272', 'Once Upon a Time… in Hollywood', 2019)),
      matched(goodBadUgly),
    ]);
  });

  it("matches Trakt rows by the movie database's id, the unknown one by its title", async () => {
    expect(await matchRows(catalog, rowsOf('trakt-list.json'))).toEqual([
      matched(goodBadUgly),
      matched(movie('11', 'Star Wars', 1977)),
      matched(breakingBad),
      notFound,
    ]);
  });

  it('allows a year either side, leaves a title of several films ambiguous without its year, and refuses a year too far', async () => {
    const rows: ImportRow[] = [
      { title: 'fantastic four', year: 2006, kind: 'movie' },
      { title: 'LES 4 FANTASTIQUES', year: 2014 },
      { title: 'Fantastic  Four!', year: null, kind: 'movie' },
      { title: 'The Punisher', year: null },
      { title: 'The Punisher', year: 1995 },
      { title: 'Star Wars: The Clone Wars', year: 2008, kind: 'show' },
      { title: 'Star Wars – The Clone Wars', year: 2009 },
      { title: '…', year: null },
    ];
    expect(await matchRows(catalog, rows)).toEqual([
      matched(fantasticFour2005),
      matched(fantasticFour2015),
      { status: 'ambiguous', candidates: [fantasticFour2005, fantasticFour2015] },
      { status: 'ambiguous', candidates: [punisher2004, punisher1989] },
      notFound,
      matched(show('4194', 'Star Wars: The Clone Wars', 2008)),
      {
        status: 'ambiguous',
        candidates: [
          movie('12180', 'Star Wars: The Clone Wars', 2008),
          show('4194', 'Star Wars: The Clone Wars', 2008),
        ],
      },
      notFound,
    ]);
  });

  it('matches 5,000 rows made from the whole catalogue, each to its own title or among the candidates', async () => {
    const titles = offlineTitleList();
    const source = Array.from({ length: 5000 }, (_, index) => titles[index % titles.length]!);
    const rows: ImportRow[] = source.map((title, index) => ({
      // Every other row shouts its last name (French or original where there is one), to fold.
      title: index % 2 ? title.names.at(-1)!.toUpperCase() : title.title,
      year: title.year,
      kind: title.type,
    }));
    const results = await matchRows(catalog, rows);
    expect(results).toHaveLength(5000);
    const own = (result: RowMatch, index: number) => {
      const id = `${source[index]!.type}:${source[index]!.id}`;
      const items =
        result.status === 'matched' ? [result.item] : result.status === 'ambiguous' ? result.candidates : [];
      return items.some((item) => `${item.type}:${item.providerId}` === id);
    };
    expect(results.filter((result, index) => !own(result, index))).toEqual([]);
    expect(results.filter((result) => result.status === 'matched').length).toBeGreaterThan(4900);
  });
});

describe('matching import rows to the live movie database', () => {
  const { server, calls, record } = useUpstreamServer();
  const details: Record<string, object> = {
    'movie/429': { id: 429, title: 'The Good, the Bad and the Ugly', release_date: '1966-12-23', overview: 'Ours.' },
    'movie/11': { id: 11, title: 'Star Wars', release_date: '1977-05-25', overview: 'Ours.' },
    'tv/1396': { id: 1396, name: 'Breaking Bad', first_air_date: '2008-01-20', overview: 'Ours.' },
  };
  // A timeout longer than test/live-catalog.ts's: requests held open on purpose must not be retried on a busy machine.
  const liveCatalog = (): Catalog => ({
    ...offlineCatalog(),
    ...createLiveCatalog({ tmdbKey: 'v3-secret-key', upstream: { backoffMs: [5, 10], timeoutMs: 5000 } }).catalog,
  });

  it("matches by the movie database's id without searching, and searches the title of a row without one", async () => {
    server.use(
      http.get(`${TMDB}/search/movie`, ({ request }) => (record(request), HttpResponse.json({ page: 1, results: [] }))),
      http.get(`${TMDB}/:kind/:id`, ({ request, params }) => {
        record(request);
        const found = details[`${String(params.kind)}/${String(params.id)}`];
        return found ? HttpResponse.json(found) : HttpResponse.json({ status_code: 34 }, { status: 404 });
      }),
    );
    expect(await matchRows(liveCatalog(), rowsOf('trakt-list.json'))).toEqual([
      matched(goodBadUgly),
      matched(movie('11', 'Star Wars', 1977)),
      matched(breakingBad),
      notFound,
    ]);
    const asked = calls.map((call) => new URL(call.url).pathname.replace('/3/', ''));
    expect(asked.sort()).toEqual(['movie/11', 'movie/429', 'search/movie', 'search/movie', 'tv/1396']);
  });

  it('searches a title without id in English, then in French, and keeps a year either side', async () => {
    const shawshank = { id: 278, original_title: 'The Shawshank Redemption', release_date: '1994-09-23' };
    server.use(
      http.get(`${TMDB}/search/movie`, ({ request }) => {
        record(request);
        const french = new URL(request.url).searchParams.get('language') === 'fr-FR';
        const title = french ? 'Les Évadés' : 'The Shawshank Redemption';
        return HttpResponse.json({ page: 1, results: [{ ...shawshank, title }] });
      }),
    );
    const rows: ImportRow[] = [{ title: 'LES EVADES', year: 1995, kind: 'movie' }];
    expect(await matchRows(liveCatalog(), rows)).toEqual([matched(movie('278', 'Les Évadés', 1994))]);
    expect(calls.map((call) => new URL(call.url).searchParams.get('language'))).toEqual(['en-US', 'fr-FR']);
  });

  it('asks at most four requests at once and each repeated row once', async () => {
    let open = 0;
    let most = 0;
    server.use(
      http.get(`${TMDB}/movie/:id`, async ({ request, params }) => {
        record(request);
        open += 1;
        most = Math.max(most, open);
        // Longer than the live client's spacing of requests (40 a second, catalog/live/index.ts): they overlap.
        await delay(60);
        open -= 1;
        return HttpResponse.json({
          id: Number(params.id),
          title: `Film ${String(params.id)}`,
          release_date: '2001-01-01',
        });
      }),
    );
    const rows: ImportRow[] = Array.from({ length: 24 }, (_, index) => ({
      title: `Film ${(index % 12) + 1}`,
      year: 2001,
      kind: 'movie',
      tmdbId: (index % 12) + 1,
    }));
    const results = await matchRows(liveCatalog(), rows);
    expect(results.map((result) => result.status)).toEqual(Array(24).fill('matched'));
    expect(results[13]).toEqual(matched(movie('2', 'Film 2', 2001)));
    expect(calls).toHaveLength(12);
    expect(most).toBeGreaterThan(1);
    expect(most).toBeLessThanOrEqual(4);
  });
});
