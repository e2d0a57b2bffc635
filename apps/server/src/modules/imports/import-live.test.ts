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
});
