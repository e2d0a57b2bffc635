import { useTranslation } from 'react-i18next';
import { cn } from './cn';

/** "12 / 50" under a text control; turns red at the limit. */
export function CharacterCount({ id, count, max }: { id: string; count: number; max: number }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className={cn('self-end text-xs tabular-nums', count >= max ? 'text-danger' : 'text-fg-muted')}>
      <span aria-hidden="true">
        {count} / {max}
      </span>
      <span className="sr-only">{t('ui.characterCount', { count, max })}</span>
    </p>
  );
}

export function textLength(value: unknown): number | undefined {
  return typeof value === 'string' ? value.length : undefined;
}
