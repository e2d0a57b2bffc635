import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../ui/cn';

/**
 * The wordmark: a gold nugget spark and the product name. `compact` keeps only the spark below the
 * `sm` breakpoint (the name stays for assistive tech), to leave a phone's header to the controls.
 */
export function Logo({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation('common');
  return (
    <span className="inline-flex items-center gap-2 text-lg font-bold tracking-tight text-fg">
      <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-lg bg-accent text-accent-fg">
        <Sparkles className="size-4.5" />
      </span>
      <span className={cn(compact && 'sr-only sm:not-sr-only')}>{t('appName')}</span>
    </span>
  );
}
