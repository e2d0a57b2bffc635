import { useTranslation } from 'react-i18next';
import { cn } from './cn';

interface SpinnerProps {
  className?: string;
  /** Spoken name; defaults to "Loading…". Pass `null` when a parent already announces the state. */
  label?: string | null;
}

export function Spinner({ className, label }: SpinnerProps) {
  const { t } = useTranslation('common');
  const name = label === null ? undefined : (label ?? t('loading'));
  return (
    <svg
      className={cn('size-5 animate-spin', className)}
      viewBox="0 0 24 24"
      fill="none"
      role={name ? 'img' : undefined}
      aria-label={name}
      aria-hidden={name ? undefined : true}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

/** Whole-page first load (a page shows a loading screen until its first data load ends). */
export function LoadingScreen() {
  const { t } = useTranslation('common');
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[60vh] flex-col items-center justify-center gap-3 text-fg-muted"
    >
      <Spinner className="size-10 text-accent" label={null} />
      <span>{t('loading')}</span>
    </div>
  );
}
