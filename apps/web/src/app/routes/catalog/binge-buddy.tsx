import type { QueryClient } from '@tanstack/react-query';

/** Placeholder until the screen lands (issue 9). */
export function bingeBuddyLoader(_queryClient: QueryClient) {
  return () => null;
}

export function BingeBuddyRoute() {
  return null;
}
