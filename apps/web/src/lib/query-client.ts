import { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-client';

/** One per browser tab, or one per page rendered on the server (`onServer`: never retried, the page cannot wait). */
export function createQueryClient({ onServer = false }: { onServer?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A failed query shows its error with a retry button instead of silently asking again on the
        // next mount: a page rendered on the server with a 404 is hydrated with that same 404.
        retryOnMount: false,
        // A 4xx will not change by asking again.
        retry: (count, error) =>
          !onServer && !(error instanceof ApiRequestError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}
