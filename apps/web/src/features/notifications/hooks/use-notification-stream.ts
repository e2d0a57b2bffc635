import { NOTIFICATION_STREAM_PATH } from '@pepites/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { publishLiveEvent, setLiveStreamOpen } from '../../../lib/live-events';
import { notificationsKey } from '../api/keys';

/**
 * One Server-Sent Events stream per tab while a member is signed in (docs/api.md#live-notifications):
 * each `notification` event refetches their notifications, so the bell lights up within a moment of
 * a like. Returns whether the stream is open; while it is not (no EventSource, a proxy that cuts it,
 * the server restarting), the unseen list falls back to polling every NOTIFICATION_POLL_MS. The
 * browser reconnects by itself.
 */
export function useNotificationStream(userId: number | null): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (userId === null || typeof EventSource === 'undefined') return;
    const source = new EventSource(NOTIFICATION_STREAM_PATH);
    const queryKey = notificationsKey(userId);
    // A fetch still in flight started before the event: invalidating alone would reuse it when it is
    // a query's first load (TanStack only restarts fetches of queries that already have data).
    const refresh = () =>
      void queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
    // Other features (an import's progress) hear the same events through lib/live-events.
    const setBothOpen = (value: boolean) => {
      setOpen(value);
      setLiveStreamOpen(value);
    };
    source.addEventListener('ready', () => {
      setBothOpen(true);
      // Whatever arrived while the stream was down.
      refresh();
      publishLiveEvent('ready');
    });
    source.addEventListener('notification', () => {
      refresh();
      publishLiveEvent('notification');
    });
    source.addEventListener('import', () => publishLiveEvent('import'));
    source.addEventListener('logout', () => {
      source.close();
      setBothOpen(false);
    });
    source.onerror = () => setBothOpen(false);
    return () => {
      source.close();
      setBothOpen(false);
    };
  }, [userId, queryClient]);

  return open;
}
