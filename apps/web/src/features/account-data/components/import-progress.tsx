import type { ImportView } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';
import { useLang } from '../../../hooks/use-lang';
import { numberFormat } from '../../../lib/number-format';

/**
 * A running import: its status and a bar of rows done out of the file's rows, which moves as the
 * stream (or the poll) brings the import back.
 */
export function ImportProgress({ view }: { view: ImportView }) {
  const { t } = useTranslation('account-data');
  const lang = useLang();
  const max = Math.max(view.total, 1);
  const done = Math.min(view.done, max);
  const rows = t('import.progress.rows', { done: numberFormat(lang).format(view.done), count: view.total });
  return (
    <div className="flex flex-col gap-2">
      <p role="status" className="font-medium text-fg">
        {t(`import.status.${view.status}`)}
      </p>
      <div
        role="progressbar"
        aria-label={t('import.progress.label')}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={done}
        aria-valuetext={rows}
        className="h-3 w-full overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full rounded-full bg-accent transition-[width] duration-200 motion-reduce:transition-none"
          style={{ width: `${(done / max) * 100}%` }}
        />
      </div>
      <p className="text-sm text-fg-muted tabular-nums">{rows}</p>
      <p className="text-sm text-fg-muted">{t('import.progress.live')}</p>
    </div>
  );
}
