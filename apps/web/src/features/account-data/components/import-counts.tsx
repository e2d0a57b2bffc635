import type { ImportCounts as Counts } from '@pepites/contracts';
import { useTranslation } from 'react-i18next';

const SHOWN = ['lists', 'items', 'seen', 'ambiguous', 'notFound'] as const;

/** The import's summary, one line per count; titles cut by a full list only when there are some. */
export function ImportCounts({ counts }: { counts: Counts }) {
  const { t } = useTranslation('account-data');
  const keys = counts.cut > 0 ? [...SHOWN, 'cut' as const] : SHOWN;
  return (
    <div className="flex flex-col gap-1.5">
      <h4 className="text-sm font-semibold text-fg">{t('import.counts.title')}</h4>
      <ul data-testid="import-counts" className="flex flex-col gap-1 text-sm text-fg tabular-nums">
        {keys.map((key) => (
          <li key={key}>{t(`import.counts.${key}`, { count: counts[key] })}</li>
        ))}
      </ul>
    </div>
  );
}
