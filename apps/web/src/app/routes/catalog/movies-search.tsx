import type { QueryClient } from '@tanstack/react-query';

/** Placeholder until the screen lands (issue 9). */
export function moviesSearchLoader(_queryClient: QueryClient) {
  return () => null;
}

export function MoviesSearchRoute() {
  return null;
}
