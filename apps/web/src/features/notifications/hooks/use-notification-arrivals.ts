import type { Notification } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useRef } from 'react';
import { unseenNotificationsQueryOptions } from '../api/get-unseen-notifications';

/**
 * Tells `onArrival` which notifications reached the member while this tab was open: those that
 * appear in the unseen list after its first load (the bell's stream, or its poll, refetches it).
 * Reads the bell's cache without polling on its own.
 */
export function useNotificationArrivals(
  userId: number,
  enabled: boolean,
  onArrival: (arrived: Notification[]) => void,
): void {
  const unseen = useQuery({ ...unseenNotificationsQueryOptions(userId), refetchInterval: false, enabled });
  // Ids only grow: anything above the newest one known so far is new.
  const newestKnown = useRef<number | null>(null);
  const arrive = useEffectEvent(onArrival);
  useEffect(() => {
    if (!unseen.data) return;
    const known = newestKnown.current;
    const arrived = known === null ? [] : unseen.data.filter((notification) => notification.id > known);
    newestKnown.current = Math.max(known ?? 0, ...unseen.data.map((notification) => notification.id));
    if (arrived.length > 0) arrive(arrived);
  }, [unseen.data]);
}
