// A stand-in for the movie database's API (v3) for the catalogue benchmark: answers every endpoint
// the live client calls with small, well-formed pages, and counts the calls it receives, by path and
// parameters (the key aside), so the benchmark can tell what reached "upstream".
import { createServer } from 'node:http';

const movie = (id) => ({
  adult: false,
  backdrop_path: `/backdrop-${id}.jpg`,
  genre_ids: [18, 53],
  id,
  original_language: 'en',
  original_title: `Movie ${id}`,
  overview: `Our own stub text for movie ${id}.`,
  popularity: 10,
  poster_path: `/poster-${id}.jpg`,
  release_date: '2020-01-01',
  title: `Movie ${id}`,
  video: false,
  vote_average: 7,
  vote_count: 100,
});
const show = (id) => ({
  adult: false,
  backdrop_path: `/backdrop-${id}.jpg`,
  genre_ids: [18],
  id,
  origin_country: ['US'],
  original_language: 'en',
  original_name: `Show ${id}`,
  overview: `Our own stub text for show ${id}.`,
  popularity: 10,
  poster_path: `/poster-${id}.jpg`,
  first_air_date: '2019-01-01',
  name: `Show ${id}`,
  vote_average: 8,
  vote_count: 100,
});
const page = (make, pageNumber, seed) => ({
  page: pageNumber,
  results: Array.from({ length: 20 }, (_, index) => make(seed * 1000 + pageNumber * 20 + index)),
  total_pages: 40,
  total_results: 800,
});
const provider = (id) => ({
  provider_id: id,
  provider_name: `Service ${id}`,
  logo_path: `/logo-${id}.jpg`,
  display_priority: id,
  display_priorities: {},
});

function answer(pathname, query) {
  const seed = [...(query.get('query') ?? pathname)].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const pageNumber = Number(query.get('page') ?? 1);
  let match;
  if (pathname === '/3/search/movie' || pathname === '/3/movie/upcoming' || pathname === '/3/discover/movie')
    return page(movie, pageNumber, seed);
  if (pathname === '/3/search/tv' || pathname === '/3/tv/top_rated' || pathname === '/3/discover/tv')
    return page(show, pageNumber, seed);
  if ((match = /^\/3\/(movie|tv)\/(\d+)\/watch\/providers$/.exec(pathname))) {
    return {
      id: Number(match[2]),
      results: {
        FR: { link: 'https://www.themoviedb.org/', flatrate: [provider(8)] },
        US: { link: 'https://www.themoviedb.org/', flatrate: [provider(9)] },
      },
    };
  }
  if ((match = /^\/3\/(movie|tv)\/(\d+)$/.exec(pathname))) {
    const id = Number(match[2]);
    const base =
      match[1] === 'movie'
        ? { ...movie(id), runtime: 100, production_companies: [], production_countries: [] }
        : { ...show(id), episode_run_time: [45], number_of_episodes: 10, number_of_seasons: 1, status: 'Ended' };
    const similar = match[1] === 'movie' ? page(movie, 1, id) : page(show, 1, id);
    return {
      ...base,
      genres: [{ id: 18, name: 'Drama' }],
      credits: { id, cast: [], crew: [] },
      similar,
      'watch/providers': { results: {} },
    };
  }
  if (/^\/3\/genre\/(movie|tv)\/list$/.test(pathname))
    return {
      genres: [
        { id: 18, name: 'Drama' },
        { id: 35, name: 'Comedy' },
      ],
    };
  if (pathname === '/3/watch/providers/regions')
    return { results: [{ iso_3166_1: 'FR', english_name: 'France', native_name: 'France' }] };
  if (/^\/3\/watch\/providers\/(movie|tv)$/.test(pathname)) return { results: [provider(8), provider(119)] };
  return null;
}

/** Starts the stub on a free port; `calls` maps "path?sorted params" (no key) to how often it was asked. */
export async function startStubTmdb() {
  const calls = new Map();
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    url.searchParams.delete('api_key');
    url.searchParams.sort();
    const key = `${url.pathname}?${url.searchParams}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    const body = answer(url.pathname, url.searchParams);
    response.writeHead(body ? 200 : 404, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(
        body ?? { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' },
      ),
    );
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}/3`,
    calls,
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
