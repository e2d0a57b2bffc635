import type { QueryClient } from '@tanstack/react-query';

/** Placeholder until the screen lands (issue 9). */
export function podcastsSearchLoader(_queryClient: QueryClient) {
  return () => null;
}

export function PodcastsSearchRoute() {
  return null;
}
