import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { live, TMDB, upstreamError, useUpstreamServer } from '../../../test/live-catalog.js';

/**
 * Contract tests of the movie database's live client against the service's own documented shapes,
 * served by msw at its real address. Descriptions here are our own.
 */
const fightClub = {
  adult: false,
  backdrop_path: '/hZkgoQYus5vegHoetLkCJzb17zJ.jpg',
  genre_ids: [18, 53, 35],
  id: 550,
  original_language: 'en',
  original_title: 'Fight Club',
  overview: 'Our own words: an insomniac and a soap maker start an underground club.',
  popularity: 73.433,
  poster_path: '/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
  release_date: '1999-10-15',
  title: 'Fight Club',
  video: false,
  vote_average: 8.433,
  vote_count: 26279,
};
const breakingBad = {
  ...fightClub,
  id: 1396,
  name: 'Breaking Bad',
  original_name: 'Breaking Bad',
  first_air_date: '2008-01-20',
  origin_country: ['US'],
  genre_ids: [18, 80],
};
const page = (results: unknown[]) => ({ page: 1, results, total_pages: 501, total_results: 10020 });

const { server, calls, record } = useUpstreamServer();

describe('the movie database, live', () => {
  it('searches with a v3 key in the query, maps the page and clamps it to 500 pages', async () => {
    server.use(
      http.get(`${TMDB}/search/movie`, ({ request }) => (record(request), HttpResponse.json(page([fightClub])))),
    );
    const { catalog } = live();
    const result = await catalog.movies!.searchMovies('fight', 1, 'fr');
    expect(result).toEqual({
      page: 1,
      total_pages: 500,
      total_results: 10020,
      results: [
        {
          id: 550,
          title: 'Fight Club',
          original_title: 'Fight Club',
          release_date: '1999-10-15',
          original_language: 'en',
          genre_ids: [18, 53, 35],
          // Paths of ours, never the movie database's: the server fetches its images (decision 023).
          poster_path: '/api/catalog/images/poster/movie/550/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
          backdrop_path: '/api/catalog/images/backdrop/movie/550/hZkgoQYus5vegHoetLkCJzb17zJ.jpg',
        },
      ],
    });
    const url = new URL(calls[0]!.url);
    expect(url.searchParams.get('api_key')).toBe('v3-secret-key');
    expect(url.searchParams.get('language')).toBe('fr-FR');
    expect(url.searchParams.get('query')).toBe('fight');
  });

  it('sends a v4 token as a bearer header, never in the address', async () => {
    server.use(
      http.get(`${TMDB}/tv/top_rated`, ({ request }) => (record(request), HttpResponse.json(page([breakingBad])))),
    );
    const token = 'eyJhbGciOiJIUzI1NiJ9.token';
    const result = await live(token).catalog.movies!.topRatedShows('en');
    expect(result.results[0]).toMatchObject({ id: 1396, name: 'Breaking Bad', first_air_date: '2008-01-20' });
    expect(calls[0]!.headers.get('authorization')).toBe(`Bearer ${token}`);
    expect(new URL(calls[0]!.url).searchParams.has('api_key')).toBe(false);
  });

  it('asks details, cast and similar titles in one call, falls back to the English overview, and knows 404', async () => {
    server.use(
      http.get(`${TMDB}/movie/550`, ({ request }) => {
        record(request);
        const english = new URL(request.url).searchParams.get('language') === 'en-US';
        return HttpResponse.json({
          ...fightClub,
          overview: english ? fightClub.overview : '',
          runtime: 139,
          genres: [{ id: 18, name: 'Drame' }],
          production_companies: [{ id: 508, logo_path: null, name: 'Regency Enterprises', origin_country: 'US' }],
          production_countries: [{ iso_3166_1: 'US', name: 'United States of America' }],
          imdb_id: 'tt0137523',
          credits: {
            id: 550,
            cast: [
              {
                id: 819,
                name: 'Edward Norton',
                character: 'The Narrator',
                known_for_department: 'Acting',
                profile_path: '/x.jpg',
                order: 0,
              },
            ],
            crew: [
              { id: 7467, name: 'David Fincher', job: 'Director', department: 'Directing' },
              { id: 7474, name: 'Ross Grayson Bell', job: 'Producer', department: 'Production' },
              { id: 7467, name: 'David Fincher', job: 'Director', department: 'Directing' },
            ],
          },
          similar: page(Array.from({ length: 20 }, (_, index) => ({ ...fightClub, id: 1000 + index }))),
        });
      }),
      http.get(`${TMDB}/movie/1`, () =>
        HttpResponse.json(
          { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' },
          { status: 404 },
        ),
      ),
    );
    const movies = live().catalog.movies!;
    const movie = await movies.movie(550, 'fr');
    expect(movie).toMatchObject({
      runtime: 139,
      overview: fightClub.overview,
      source: 'live',
      genres: [{ id: 18, name: 'Drame' }],
      directors: ['David Fincher'],
      imdb_id: 'tt0137523',
    });
    expect(movie!.production_companies).toEqual([{ id: 508, name: 'Regency Enterprises' }]);
    expect(movie!.cast[0]).toEqual({
      id: 819,
      name: 'Edward Norton',
      character: 'The Narrator',
      known_for_department: 'Acting',
      profile_path: '/api/catalog/images/profile/x.jpg',
    });
    expect(movie!.similar).toHaveLength(12);
    expect(new URL(calls[0]!.url).searchParams.get('append_to_response')).toBe('credits,similar');
    expect(await movies.movie(1, 'en')).toBeNull();
  });

  it('keeps only similar shows with a backdrop, and our French labels for untranslated genres', async () => {
    server.use(
      http.get(`${TMDB}/tv/1396`, () =>
        HttpResponse.json({
          ...breakingBad,
          episode_run_time: [45, 47],
          number_of_episodes: 62,
          number_of_seasons: 5,
          status: 'Ended',
          genres: [{ id: 10759, name: 'Action & Adventure' }],
          networks: [{ id: 174, logo_path: '/amc.png', name: 'AMC', origin_country: 'US' }],
          created_by: [
            { id: 66633, credit_id: '52542286760ee31328001a7b', name: 'Vince Gilligan', gender: 2, profile_path: null },
          ],
          credits: { cast: [] },
          similar: page([
            { ...breakingBad, id: 2 },
            { ...breakingBad, id: 3, backdrop_path: null },
          ]),
        }),
      ),
    );
    const show = await live().catalog.movies!.show(1396, 'fr');
    expect(show).toMatchObject({
      episode_run_time: [45, 47],
      number_of_seasons: 5,
      status: 'Ended',
      genres: [{ id: 10759, name: 'Action & Aventure' }],
      networks: ['AMC'],
      creators: ['Vince Gilligan'],
    });
    expect(show!.similar.map((similar) => similar.id)).toEqual([2]);
  });

  it('maps where a title streams in one country (flat rate) with its link', async () => {
    server.use(
      http.get(`${TMDB}/movie/550/watch/providers`, () =>
        HttpResponse.json({
          id: 550,
          results: {
            FR: {
              link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=FR',
              flatrate: [
                { logo_path: '/emthp.jpg', provider_id: 119, provider_name: 'Amazon Prime Video', display_priority: 1 },
              ],
            },
          },
        }),
      ),
    );
    const movies = live().catalog.movies!;
    expect(await movies.titleProviders('movie', 550, 'FR')).toEqual({
      region: 'FR',
      link: 'https://www.themoviedb.org/movie/550-fight-club/watch?locale=FR',
      flatrate: [
        { provider_id: 119, provider_name: 'Amazon Prime Video', logo_path: '/api/catalog/images/logo/119/emthp.jpg' },
      ],
      illustrative: false,
    });
    expect((await movies.titleProviders('movie', 550, 'US'))?.flatrate).toEqual([]);
  });

  it("sends Binge Buddy's filters as the discover call expects them", async () => {
    server.use(
      http.get(`${TMDB}/discover/tv`, ({ request }) => (record(request), HttpResponse.json(page([breakingBad])))),
    );
    const result = await live().catalog.movies!.discover(
      'tv',
      {
        genres: [18, 80],
        providers: [8, 119],
        region: 'FR',
        language: 'en',
        from: '2000-01-01',
        to: '2010-12-31',
        runtime_min: 0,
        runtime_max: 60,
        page: 2,
      },
      'fr',
    );
    expect(result.results[0]).toEqual({
      id: 1396,
      title: 'Breaking Bad',
      original_title: 'Breaking Bad',
      poster_path: '/api/catalog/images/poster/tv/1396/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg',
    });
    // Its results carry no runtime: which ones the movie database kept without one is not known.
    expect(result.runtime_unknown).toBeNull();
    const params = new URL(calls[0]!.url).searchParams;
    expect(Object.fromEntries([...params].filter(([name]) => name !== 'api_key'))).toEqual({
      language: 'fr-FR',
      sort_by: 'popularity.desc',
      page: '2',
      with_genres: '18|80',
      with_watch_providers: '8|119',
      watch_region: 'FR',
      with_original_language: 'en',
      'first_air_date.gte': '2000-01-01',
      'first_air_date.lte': '2010-12-31',
      'with_runtime.gte': '0',
      'with_runtime.lte': '60',
      include_null_first_air_dates: 'false',
      include_adult: 'false',
    });
  });
});

describe('asking upstream: cache, sharing, retries and failures', () => {
  it('asks once for two concurrent questions and a repeat, again for another language', async () => {
    server.use(
      http.get(
        `${TMDB}/genre/movie/list`,
        async ({ request }) => (
          record(request),
          await delay(20),
          HttpResponse.json({ genres: [{ id: 28, name: 'Action' }] })
        ),
      ),
    );
    const movies = live().catalog.movies!;
    await Promise.all([movies.genres('movie', 'fr'), movies.genres('movie', 'fr')]);
    await movies.genres('movie', 'fr');
    expect(calls).toHaveLength(1);
    await movies.genres('movie', 'en');
    expect(calls).toHaveLength(2);
  });

  it('waits as Retry-After says after a 429, then succeeds', async () => {
    let attempts = 0;
    server.use(
      http.get(`${TMDB}/movie/upcoming`, () => {
        attempts += 1;
        return attempts === 1
          ? HttpResponse.json(
              {
                success: false,
                status_code: 25,
                status_message: 'Your request count (41) is over the allowed limit of (40).',
              },
              { status: 429, headers: { 'retry-after': '0' } },
            )
          : HttpResponse.json(page([fightClub]));
      }),
    );
    const result = await live().catalog.movies!.upcomingMovies('FR', 'fr');
    expect(attempts).toBe(2);
    expect(result.results).toHaveLength(1);
  });

  it('gives up after three failing attempts with a 502, and after a Retry-After too long to wait', async () => {
    let attempts = 0;
    server.use(
      http.get(
        `${TMDB}/search/tv`,
        () => ((attempts += 1), HttpResponse.json({ success: false, status_code: 11 }, { status: 500 })),
      ),
    );
    const error = await upstreamError(live().catalog.movies!.searchShows('x', 1, 'en'));
    expect(error).toMatchObject({ statusCode: 502, code: 'upstream_unavailable' });
    expect(attempts).toBe(3);
    attempts = 0;
    server.use(
      http.get(
        `${TMDB}/search/tv`,
        () => ((attempts += 1), new HttpResponse(null, { status: 429, headers: { 'retry-after': '3600' } })),
      ),
    );
    await upstreamError(live().catalog.movies!.searchShows('y', 1, 'en'));
    expect(attempts).toBe(1);
  });

  it('does not retry an invalid key, and the key is in no error', async () => {
    let attempts = 0;
    server.use(
      http.get(
        `${TMDB}/search/movie`,
        () => (
          (attempts += 1),
          HttpResponse.json(
            { success: false, status_code: 7, status_message: 'Invalid API key: You must be granted a valid key.' },
            { status: 401 },
          )
        ),
      ),
    );
    const error = await upstreamError(live('secret-1234').catalog.movies!.searchMovies('x', 1, 'en'));
    expect(attempts).toBe(1);
    expect(JSON.stringify({ message: error.message, stack: error.stack })).not.toContain('secret-1234');
  });

  it('turns a service that never answers into a 502 after the timeout', async () => {
    server.use(
      http.get(`${TMDB}/watch/providers/regions`, async () => (await delay('infinite'), HttpResponse.json({}))),
    );
    await upstreamError(live().catalog.movies!.regions('en'));
  });
});
