import { AlertTriangle, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { cn } from './cn';

export interface ErrorStateProps {
  title?: ReactNode;
  /** Usually the API's message, already in the user's language. */
  message?: ReactNode;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}

export function ErrorState({ title, message, onRetry, retrying = false, className }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <div
      role="alert"
      className={cn(
        'flex flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-8 text-center',
        className,
      )}
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-danger" />
      <p className="text-base font-semibold text-fg">{title ?? t('ui.errorTitle')}</p>
      {message && <p className="max-w-md text-sm text-fg-muted">{message}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry} loading={retrying}>
          {!retrying && <RotateCcw aria-hidden="true" className="size-4" />}
          {t('ui.retry')}
        </Button>
      )}
    </div>
  );
}
