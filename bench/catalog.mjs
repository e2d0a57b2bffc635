#!/usr/bin/env node
// `npm run bench:catalog`: the live catalogue's cache on a replayed browsing session (decision 019). The
// built live client talks to a stand-in for the movie database (bench/catalog/stub-tmdb.mjs); 40
// visitors, half in French and half in English, each browse as people do: home sliders, a few
// searches with paging, details pages and their streaming panel in two countries, Binge Buddy's
// genres, services and two discoveries. Prints the cache hit rate (target ≥ 90 %) and the most calls
// upstream received for one question in one language (target 1).
import { ensureBuilt, ensureInstalled, ROOT } from '../scripts/lib/stamps.mjs';
import { startStubTmdb } from './catalog/stub-tmdb.mjs';

await ensureInstalled();
await ensureBuilt();
const { createLiveCatalog } = await import(`${ROOT}/apps/server/dist/modules/catalog/live/index.js`);

const VISITORS = 40;
const POPULAR = [603, 550, 238, 11, 155, 27205, 157336, 680];
const SHOWS = [1396, 1399, 66732, 94605];
const QUERIES = ['star', 'matrix', 'love', 'night'];

/** One visitor's session: what the pages they open ask of the catalogue, in order. */
function session(movies, visitor) {
  const lang = visitor % 2 ? 'en' : 'fr';
  const region = lang === 'fr' ? 'FR' : 'US';
  const pick = (list, offset) => list[(visitor + offset) % list.length];
  return [
    () => movies.upcomingMovies(region, lang),
    () => movies.topRatedShows(lang),
    () => movies.searchMovies('a', 1, lang),
    () => movies.searchMovies(pick(QUERIES, 0), 1, lang),
    () => movies.searchMovies(pick(QUERIES, 0), 2, lang),
    () => movies.movie(pick(POPULAR, 0), lang),
    () => movies.titleProviders('movie', pick(POPULAR, 0), region),
    () => movies.regions(lang),
    () => movies.titleProviders('movie', pick(POPULAR, 0), 'CA'),
    () => movies.movie(pick(POPULAR, 3), lang),
    () => movies.titleProviders('movie', pick(POPULAR, 3), region),
    () => movies.searchShows(pick(QUERIES, 1), 1, lang),
    () => movies.show(pick(SHOWS, 0), lang),
    () => movies.titleProviders('tv', pick(SHOWS, 0), region),
    () => movies.genres('movie', lang),
    () => movies.watchProviders('movie', region, lang),
    () => movies.discover('movie', { genres: [18], providers: [8], region, page: 1 }, lang),
    () => movies.discover('movie', { genres: [18], providers: [8], region, page: 2 }, lang),
    () => movies.upcomingMovies(region, lang),
  ];
}

const stub = await startStubTmdb();
try {
  const { catalog, stats } = createLiveCatalog({ tmdbKey: 'bench-key', baseUrls: { tmdb: stub.baseUrl } });
  // Visitors arrive a few at a time: each wave's sessions run side by side.
  for (let wave = 0; wave < VISITORS; wave += 8) {
    await Promise.all(
      Array.from({ length: 8 }, async (_, index) => {
        for (const step of session(catalog.movies, wave + index)) await step();
      }),
    );
  }
  const { cacheHits, cacheMisses, upstreamCalls } = stats();
  const asked = cacheHits + cacheMisses;
  const hitRate = cacheHits / asked;
  const mostCallsForOneQuestion = Math.max(...stub.calls.values());
  const ok = (pass) => (pass ? '✔' : '✘');
  console.log(
    `Replayed ${VISITORS} sessions: ${asked} catalogue questions, ${stub.calls.size} distinct (question, language, region).`,
  );
  console.log(`Cache hit rate: ${(hitRate * 100).toFixed(1)} % ${ok(hitRate >= 0.9)} (target ≥ 90 %)`);
  console.log(
    `Calls upstream: ${upstreamCalls}; most for one question in one language: ${mostCallsForOneQuestion} ${ok(mostCallsForOneQuestion <= 1)} (target 1)`,
  );
} finally {
  await stub.close();
}
