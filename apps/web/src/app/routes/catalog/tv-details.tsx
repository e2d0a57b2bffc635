import type { QueryClient } from '@tanstack/react-query';

/** Placeholder until the screen lands (issue 9). */
export function tvDetailsLoader(_queryClient: QueryClient) {
  return () => null;
}

export function TvDetailsRoute() {
  return null;
}
