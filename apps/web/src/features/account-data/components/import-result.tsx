import type { ImportView } from '@pepites/contracts';
import { ListVideo } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../components/ui/cn';
import { paths } from '../../../config/paths';
import { ImportCounts } from './import-counts';
import { ImportNotFound } from './import-not-found';
import { ImportReview } from './import-review';

/** A finished import: its counts, links to the lists it filled, what was not found, what to choose. */
export function ImportResult({ view }: { view: ImportView }) {
  const { t } = useTranslation('account-data');
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="font-medium text-fg">
        {t('import.status.done')}
      </p>
      <ImportCounts counts={view.counts} />
      {view.lists.length > 0 && (
        <nav aria-label={t('import.lists')} className="flex flex-col gap-1.5">
          <h4 className="text-sm font-semibold text-fg">{t('import.lists')}</h4>
          <ul className="flex flex-wrap gap-2">
            {view.lists.map((list) => (
              <li key={list.id} className="max-w-full">
                <Link
                  to={paths.listDetails.href(list.id)}
                  title={list.title}
                  className={cn(
                    'inline-flex min-h-10 max-w-full items-center gap-2 rounded-lg border border-border px-3 text-sm text-fg hover:bg-surface-2',
                    focusRing,
                  )}
                >
                  <ListVideo aria-hidden="true" className="size-4 shrink-0 text-fg-muted" />
                  <span className="truncate">{list.title}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <ImportNotFound rows={view.review.notFound} />
      <ImportReview view={view} />
    </div>
  );
}
