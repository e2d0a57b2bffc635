import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { subscribeLiveEvent, type LiveEvent } from '../../../lib/live-events';

/**
 * Refetches `queryKey` when the tab's stream sends one of `events` (both constants). A fetch
 * already in flight started before the event, so it is cancelled and started again.
 */
export function useRefetchOnLiveEvent(events: readonly LiveEvent[], queryKey: QueryKey): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const refresh = () =>
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
    const unsubscribe = events.map((event) => subscribeLiveEvent(event, refresh));
    return () => unsubscribe.forEach((off) => off());
  }, [events, queryKey, queryClient]);
}
