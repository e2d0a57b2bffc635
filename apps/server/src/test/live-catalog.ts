import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { AppError } from '../lib/errors.js';
import { createLiveCatalog } from '../modules/catalog/live/index.js';

/** The outside services' addresses, as the live clients call them. */
export const TMDB = 'https://api.themoviedb.org/3';
export const YOUTUBE = 'https://www.googleapis.com/youtube/v3';

/**
 * An msw server at the services' real addresses for one test file (unhandled requests fail the
 * test), and the requests it was sent since the last test (`record` in a handler adds one).
 */
export function useUpstreamServer() {
  const calls: Request[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    calls.length = 0;
  });
  afterAll(() => server.close());
  return { server, calls, record: (request: Request) => void calls.push(request) };
}

/** The live catalogue with short retries and timeouts, so failures show quickly. */
export const live = (tmdbKey = 'v3-secret-key', youtubeKey = 'yt-secret-key') =>
  createLiveCatalog({ tmdbKey, youtubeKey, upstream: { backoffMs: [5, 10], timeoutMs: 200, maxRetryAfterMs: 2000 } });

/** The AppError a promise fails with (the test fails if it resolves). */
export async function upstreamError(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

/** The Daily as the podcast directory (iTunes search and lookup) answers it. */
export const theDailyPodcast = {
  wrapperType: 'track',
  kind: 'podcast',
  collectionId: 1200361736,
  trackId: 1200361736,
  artistName: 'The New York Times',
  collectionName: 'The Daily',
  collectionViewUrl: 'https://podcasts.apple.com/us/podcast/the-daily/id1200361736?uo=4',
  artworkUrl600: 'https://is1-ssl.mzstatic.com/t/600x600bb.jpg',
  primaryGenreName: 'Daily News',
};
