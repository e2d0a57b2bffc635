// A stand-in for the movie database's API (v3) whose streaming answers can be switched while it runs:
// the browser tests of alerts and `bench:availability` start the built server against it
// (TMDB_BASE_URL, docs/decisions/043-streaming-availability-and-alerts.md). Titles, genres, countries
// and each country's services come from the offline catalogue's data; images are left out (null), so
// the server draws them and never calls an outside host.
//
// Where a title streams, by default: in every country, on one of the country's first three services
// (the one at position id % 3), rented on Apple TV (2) where the country has it. Control endpoints:
//   PUT    /__stub/providers/{movie|tv}/{id}  {"FR": {"flatrate": [8], "rent": [], "buy": []}, …}
//          replaces that title's answer (countries left out: nothing there)
//   DELETE /__stub/providers                  every title back to its default answer
//   PUT    /__stub/busy                       {"count": 2, "retryAfter": 1}: the next answers are 429s
//   GET    /__stub/calls                      {"total": n, "calls": {"/3/movie/603/watch/providers?": 2, …}}
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

const DATA = new URL('../../apps/server/catalog-data/', import.meta.url);
const read = (name) => JSON.parse(readFileSync(new URL(name, DATA), 'utf8'));
const APPLE_TV = 2;

function catalogue() {
  const movies = read('movies.json');
  const shows = read('shows.json');
  return {
    movie: new Map(movies.map((movie) => [movie.id, movie])),
    tv: new Map(shows.map((show) => [show.id, show])),
    movies,
    shows,
    genres: read('genres.json'),
    providers: read('providers.json'),
    regions: read('regions.json'),
  };
}

const service = (entry, index) => ({
  provider_id: entry[0],
  provider_name: entry[1],
  logo_path: null,
  display_priority: index + 1,
});

/** A title as the database sums it up in lists and pages; `generic` answers ids the data does not know. */
function summary(kind, id, entry, french) {
  const name = entry ? (french && (entry.title_fr ?? entry.name_fr)) || entry.title || entry.name : `Title ${id}`;
  const date = entry ? (entry.release_date ?? entry.first_air_date ?? '') : '2020-01-01';
  const fields =
    kind === 'movie'
      ? { title: name, original_title: name, release_date: date }
      : { name, original_name: name, first_air_date: date };
  return {
    id,
    ...fields,
    original_language: entry?.original_language ?? 'en',
    genre_ids: entry?.genre_ids ?? [18],
    poster_path: null,
    backdrop_path: null,
  };
}

function details(kind, id, entry, french, genres) {
  const names = new Map(genres[kind].map((genre) => [genre.id, french ? genre.fr : genre.en]));
  const genreList = (entry?.genre_ids ?? [18]).map((genreId) => ({ id: genreId, name: names.get(genreId) ?? '' }));
  const runtime = entry ? (kind === 'movie' ? entry.runtime : entry.episode_run_time) : 100;
  const extra =
    kind === 'movie'
      ? { runtime }
      : { episode_run_time: runtime ? [runtime] : [], number_of_episodes: null, number_of_seasons: null, status: null };
  return {
    ...summary(kind, id, entry, french),
    ...extra,
    overview: '',
    genres: genreList,
    credits: { cast: [], crew: [] },
    similar: { results: [] },
  };
}

/**
 * Starts the stand-in on `port` (0: a free one). `latencyMs` delays every answer; `generic` answers
 * details for ids the offline data does not know (the benchmark's titles) instead of a 404.
 */
export async function startStubTmdb({ port = 0, latencyMs = 0, generic = false } = {}) {
  const data = catalogue();
  const calls = new Map();
  const overrides = new Map();
  const busy = { count: 0, retryAfter: 1 };

  const named = (kind, region, id) => {
    const list = data.providers[kind][region] ?? data.providers[kind === 'movie' ? 'tv' : 'movie'][region] ?? [];
    const index = list.findIndex((entry) => entry[0] === id);
    return index >= 0
      ? service(list[index], index)
      : { provider_id: id, provider_name: `Service ${id}`, logo_path: null, display_priority: 99 };
  };
  const defaultOffers = (kind, id) =>
    Object.fromEntries(
      Object.entries(data.providers[kind]).map(([region, list]) => {
        const rent = list.find((entry) => entry[0] === APPLE_TV);
        const offers = {
          link: `https://www.themoviedb.org/${kind}/${id}/watch?locale=${region}`,
          flatrate: list[id % 3] ? [service(list[id % 3], id % 3)] : [],
        };
        return [region, rent ? { ...offers, rent: [named(kind, region, APPLE_TV)] } : offers];
      }),
    );
  const offersOf = (kind, id) => {
    const set = overrides.get(`${kind}/${id}`);
    if (!set) return defaultOffers(kind, id);
    const byRegion = Object.entries(set).map(([region, offers]) => [
      region,
      Object.fromEntries(
        ['flatrate', 'rent', 'buy'].map((type) => [
          type,
          (offers[type] ?? []).map((provider) => named(kind, region, provider)),
        ]),
      ),
    ]);
    return Object.fromEntries(byRegion);
  };

  function answer(pathname, query) {
    const french = query.get('language') === 'fr-FR';
    let match;
    if ((match = /^\/3\/(movie|tv)\/(\d+)\/watch\/providers$/.exec(pathname))) {
      const [, kind, id] = match;
      return { id: Number(id), results: offersOf(kind, Number(id)) };
    }
    if ((match = /^\/3\/(movie|tv)\/(\d+)$/.exec(pathname))) {
      const kind = match[1];
      const id = Number(match[2]);
      const entry = data[kind].get(id);
      return entry || generic ? details(kind, id, entry, french, data.genres) : null;
    }
    if (
      (match = /^\/3\/(?:search|discover)\/(movie|tv)$|^\/3\/(movie)\/upcoming$|^\/3\/(tv)\/top_rated$/.exec(pathname))
    ) {
      const kind = match[1] ?? match[2] ?? match[3];
      const text = (query.get('query') ?? '').toLowerCase();
      const entries = (kind === 'movie' ? data.movies : data.shows).filter((entry) =>
        (entry.title ?? entry.name).toLowerCase().includes(text),
      );
      const page = Number(query.get('page') ?? 1);
      const results = entries.slice((page - 1) * 20, page * 20).map((entry) => summary(kind, entry.id, entry, french));
      return { page, results, total_pages: Math.max(1, Math.ceil(entries.length / 20)), total_results: entries.length };
    }
    if ((match = /^\/3\/genre\/(movie|tv)\/list$/.exec(pathname))) {
      const kind = /** @type {'movie' | 'tv'} */ (match[1]);
      return { genres: data.genres[kind].map((genre) => ({ id: genre.id, name: french ? genre.fr : genre.en })) };
    }
    if (pathname === '/3/watch/providers/regions') return { results: data.regions };
    if ((match = /^\/3\/watch\/providers\/(movie|tv)$/.exec(pathname))) {
      const kind = /** @type {'movie' | 'tv'} */ (match[1]);
      return { results: (data.providers[kind][query.get('watch_region') ?? 'US'] ?? []).map(service) };
    }
    if ((match = /^\/3\/find\/(tt\d+)$/.exec(pathname))) {
      const movie = data.movies.find((entry) => entry.imdb_id === match[1]);
      return { movie_results: movie ? [{ id: movie.id }] : [], tv_results: [] };
    }
    return null;
  }

  async function control(request, url) {
    let body = '';
    for await (const chunk of request) body += chunk;
    const parsed = body ? JSON.parse(body) : {};
    const match = /^\/__stub\/providers\/(movie|tv)\/(\d+)$/.exec(url.pathname);
    if (request.method === 'PUT' && match) overrides.set(`${match[1]}/${Number(match[2])}`, parsed);
    else if (request.method === 'DELETE' && url.pathname === '/__stub/providers') overrides.clear();
    else if (request.method === 'PUT' && url.pathname === '/__stub/busy') Object.assign(busy, parsed);
    else if (request.method === 'GET' && url.pathname === '/__stub/calls')
      return { total: [...calls.values()].reduce((sum, count) => sum + count, 0), calls: Object.fromEntries(calls) };
    else return null;
    return { ok: true };
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://stub');
    const send = (status, body, headers = {}) => {
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(body));
    };
    if (url.pathname.startsWith('/__stub/')) {
      control(request, url).then(
        (body) => send(body ? 200 : 404, body ?? { error: 'unknown control' }),
        () => send(400, { error: 'body is not JSON' }),
      );
      return;
    }
    url.searchParams.delete('api_key');
    url.searchParams.sort();
    const key = `${url.pathname}?${url.searchParams}`;
    calls.set(key, (calls.get(key) ?? 0) + 1);
    void sleep(latencyMs).then(() => {
      if (busy.count > 0) {
        busy.count -= 1;
        send(
          429,
          { status_code: 25, status_message: 'Your request count is over the allowed limit.' },
          { 'retry-after': String(busy.retryAfter) },
        );
        return;
      }
      const body = answer(url.pathname, url.searchParams);
      send(
        body ? 200 : 404,
        body ?? { success: false, status_code: 34, status_message: 'The resource you requested could not be found.' },
      );
    });
  });
  await new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return {
    baseUrl: `http://127.0.0.1:${bound}/3`,
    origin: `http://127.0.0.1:${bound}`,
    calls,
    /** Replaces where a title streams (as the control endpoint does). */
    setOffers: (kind, id, offers) => void overrides.set(`${kind}/${id}`, offers),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}
