import type { ImportNotFoundRow } from '@pepites/contracts';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn, focusRing } from '../../../components/ui/cn';
import { rowLabel } from '../lib/row-label';

/** The rows no catalogue title matched, folded away until asked for. */
export function ImportNotFound({ rows }: { rows: ImportNotFoundRow[] }) {
  const { t } = useTranslation('account-data');
  if (rows.length === 0) return null;
  return (
    <details className="group rounded-xl border border-border">
      <summary
        className={cn(
          'flex min-h-10 cursor-pointer list-none items-center gap-2 rounded-xl px-3 text-sm font-medium text-fg',
          '[&::-webkit-details-marker]:hidden',
          focusRing,
        )}
      >
        <ChevronRight
          aria-hidden="true"
          className="size-4 transition-transform duration-150 group-open:rotate-90 motion-reduce:transition-none rtl:rotate-180"
        />
        {t('import.notFound.show', { count: rows.length })}
      </summary>
      <ul className="flex flex-col gap-1 px-3 pb-3 text-sm text-fg">
        {rows.map((row, index) => (
          <li key={index} className="break-words">
            {rowLabel(row)}
            {row.lists.length > 0 && (
              <span className="text-fg-muted"> · {t('import.notFound.inLists', { lists: row.lists.join(', ') })}</span>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}
