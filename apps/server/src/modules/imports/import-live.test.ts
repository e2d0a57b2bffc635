import type { ImportView } from '@pepites/contracts';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser } from '../../test/auth-helpers.js';
import { importAndWait, listsOf } from '../../test/import-helpers.js';
import { TMDB, useUpstreamServer } from '../../test/live-catalog.js';
import { createLiveCatalog, offlineCatalog } from '../catalog/index.js';

/** A Trakt list of one film, known by the movie database's id: one look-up to match it. */
const oneFilm = Buffer.from(
  JSON.stringify([
    {
      rank: 1,
      type: 'movie',
      notes: 'Le meilleur.',
      movie: { title: 'The Good, the Bad and the Ugly', year: 1966, ids: { tmdb: 429 } },
    },
  ]),
);

describe('an import against the live movie database', () => {
  const { server, calls, record } = useUpstreamServer();
  let t: TestApp;
  beforeAll(async () => {
    const catalog = {
      ...offlineCatalog(),
      ...createLiveCatalog({ tmdbKey: 'v3-secret-key', upstream: { backoffMs: [5, 10], timeoutMs: 5000 } }).catalog,
    };
    t = await createTestApp({}, { catalog, jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 } });
  });
  afterAll(async () => t.close());

  it('is retried by the queue while the service fails, then done', async () => {
    const goodBadUgly = {
      id: 429,
      title: 'The Good, the Bad and the Ugly',
      release_date: '1966-12-23',
      poster_path: '/p.jpg',
    };
    // The client's three tries of the first look-up fail: the job's first attempt fails with them.
    let failures = 3;
    server.use(
      http.get(`${TMDB}/movie/429`, ({ request }) => {
        record(request);
        if (failures > 0) {
          failures -= 1;
          return HttpResponse.json({ status_message: 'down' }, { status: 503 });
        }
        return HttpResponse.json(goodBadUgly);
      }),
    );
    const user = await createUser(t.app);
    const view: ImportView = await importAndWait(t.app, t.database, await cookieFor(t.app, user), oneFilm, 'top.json');
    expect(failures).toBe(0);
    expect(calls.length).toBeGreaterThan(3);
    expect(view).toMatchObject({ status: 'done', error: null, counts: { lists: 1, items: 1, notFound: 0 } });
    expect((await listsOf(t.app, user.id)).get('top')!.items).toEqual([['movie:429', 'Le meilleur.']]);
  });

  it("matches an IMDb list's rows by their IMDb ids through the database's find, a show among them", async () => {
    const header =
      'Position,Const,Created,Modified,Description,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated';
    const imdbList = Buffer.from(
      [
        header,
        // Titles the search would not find: only the ids can match them.
        '1,tt0060196,2024-01-10,2024-01-10,,Le Bon la Brute,,movie,,,1966,,,,,,',
        '2,tt0903747,2024-01-10,2024-01-10,,Breaking,,tvSeries,,,2008,,,,,,',
        '3,tt9999999,2024-01-10,2024-01-10,,Nowhere At All,,movie,,,2001,,,,,,',
      ].join('\n'),
    );
    server.use(
      http.get(`${TMDB}/find/:imdbId`, ({ request, params }) => {
        record(request);
        expect(new URL(request.url).searchParams.get('external_source')).toBe('imdb_id');
        if (params.imdbId === 'tt0060196') return HttpResponse.json({ movie_results: [{ id: 429 }], tv_results: [] });
        if (params.imdbId === 'tt0903747') return HttpResponse.json({ movie_results: [], tv_results: [{ id: 1396 }] });
        return HttpResponse.json({ movie_results: [], tv_results: [] });
      }),
      http.get(`${TMDB}/movie/429`, () =>
        HttpResponse.json({ id: 429, title: 'The Good, the Bad and the Ugly', release_date: '1966-12-23' }),
      ),
      http.get(`${TMDB}/tv/1396`, () =>
        HttpResponse.json({ id: 1396, name: 'Breaking Bad', first_air_date: '2008-01-20' }),
      ),
      http.get(`${TMDB}/search/:kind`, () =>
        HttpResponse.json({ page: 1, results: [], total_pages: 0, total_results: 0 }),
      ),
    );
    const user = await createUser(t.app);
    const view = await importAndWait(t.app, t.database, await cookieFor(t.app, user), imdbList, 'classics.csv');
    expect(view).toMatchObject({ status: 'done', counts: { items: 2, notFound: 1 } });
    expect(view.review.notFound.map((row) => row.title)).toEqual(['Nowhere At All']);
    expect((await listsOf(t.app, user.id)).get('classics')!.items.map(([key]) => key)).toEqual([
      'movie:429',
      'show:1396',
    ]);
  });
});
