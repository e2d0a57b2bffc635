import type { Attribution } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../../../components/ui/cn';

export interface AvailabilityCreditProps {
  attribution: Attribution;
  /** Offline: which title streams where is made up, and the page says so. */
  illustrative?: boolean;
  className?: string;
}

/**
 * The credit every surface showing where titles stream carries (the data is JustWatch's, whose
 * terms ask for it: docs/decisions/043-streaming-availability-and-alerts.md), and "demo data" offline.
 */
export function AvailabilityCredit({ attribution, illustrative = false, className }: AvailabilityCreditProps) {
  const { t } = useTranslation('availability');
  return (
    <p className={cn('text-xs text-fg-muted', className)}>
      {illustrative && <span className="me-1 font-medium text-fg">{t('credit.illustrative')}</span>}
      {t('credit.source')}{' '}
      <a
        href={attribution.url}
        target="_blank"
        rel="noopener noreferrer"
        className={cn('rounded font-medium text-accent underline-offset-4 hover:underline', focusRing)}
      >
        {attribution.name}
        <span className="sr-only"> {t('newTab')}</span>
      </a>
    </p>
  );
}
