import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * An msw server answering `handlers` for one test file: it listens before the first test, drops
 * what a test added with `server.use` after each test and closes after the last. A request that no
 * handler answers fails the test.
 */
export function setupTestServer(...handlers: Parameters<typeof setupServer>): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
