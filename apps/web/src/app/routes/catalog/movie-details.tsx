import type { QueryClient } from '@tanstack/react-query';

/** Placeholder until the screen lands (issue 9). */
export function movieDetailsLoader(_queryClient: QueryClient) {
  return () => null;
}

export function MovieDetailsRoute() {
  return null;
}
