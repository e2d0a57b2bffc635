import { useQuery } from '@tanstack/react-query';
import { unseenNotificationsQueryOptions } from '../api/get-unseen-notifications';

/**
 * A member's unseen notifications for a second view of them (the mobile menu): reads the bell's
 * cache without polling on its own (the bell's query does, when its stream is closed).
 */
export function useUnseenCount(userId: number): number {
  const unseen = useQuery({ ...unseenNotificationsQueryOptions(userId), refetchInterval: false });
  return unseen.data?.length ?? 0;
}
