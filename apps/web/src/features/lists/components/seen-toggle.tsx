import type { ContentItem } from '@pepites/contracts';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../../../components/ui/cn';
import { notify } from '../../../components/ui/toast';
import { Tooltip } from '../../../components/ui/tooltip';
import { useToggleSeen } from '../api/toggle-seen';
import { useViewer } from './viewer-provider';

/**
 * "You have seen it" (green eye) or "have you seen it?" (crossed eye), for signed-in
 * members only. It turns at once; the list's progress ring follows from the same cache.
 */
export function SeenToggle({ item }: { item: Pick<ContentItem, 'id' | 'seen'> }) {
  const viewer = useViewer();
  if (!viewer) return null;
  return <SeenButton item={item} viewerId={viewer.id} />;
}

function SeenButton({ item, viewerId }: { item: Pick<ContentItem, 'id' | 'seen'>; viewerId: number }) {
  const { t } = useTranslation('lists');
  const toggle = useToggleSeen(viewerId);
  const label = item.seen ? t('seen.yes') : t('seen.no');
  const Icon = item.seen ? Eye : EyeOff;
  return (
    <Tooltip content={label}>
      <button
        type="button"
        aria-label={label}
        data-seen={item.seen}
        onClick={() =>
          toggle.mutate(
            { contentId: item.id, seen: item.seen },
            { onError: (error) => notify.error(`${t('seen.error')} ${error.message}`) },
          )
        }
        className={cn(
          'flex size-10 items-center justify-center rounded-full border shadow-md backdrop-blur transition-colors duration-150',
          item.seen
            ? 'border-seen bg-seen text-white dark:text-bg'
            : 'border-white/40 bg-black/60 text-white hover:bg-black/75',
          focusRing,
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </button>
    </Tooltip>
  );
}
