import type { Notification } from '@pepites/contracts';
import { AlertTriangle, Award, Heart, Info, Tv } from 'lucide-react';
import { cn } from '../../../components/ui/cn';

/** Each kind of notification with its icon; a like gets the heart of likes, an arrival on one's services a screen. */
export function NotificationIcon({ notification }: { notification: Notification }) {
  const [Icon, tone] =
    notification.type === 'badge'
      ? [Award, 'bg-accent-soft text-accent']
      : notification.code === 'like_received'
        ? [Heart, 'bg-surface-2 text-heart']
        : notification.code === 'title_arrived'
          ? [Tv, 'bg-accent-soft text-accent']
          : notification.type === 'information'
            ? [Info, 'bg-surface-2 text-fg-muted']
            : [AlertTriangle, 'bg-surface-2 text-danger'];
  return (
    <span aria-hidden="true" className={cn('flex size-10 shrink-0 items-center justify-center rounded-full', tone)}>
      <Icon className="size-5" />
    </span>
  );
}
