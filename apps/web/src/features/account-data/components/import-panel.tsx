import type { ImportView } from '@pepites/contracts';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { isImportRunning, useLatestImport } from '../api/get-latest-import';
import { ImportFilePicker } from './import-file-picker';
import { ImportHelp } from './import-help';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';

/**
 * "Import from another service": the help and the file picker, then the latest import's progress
 * and result, read again on every visit (docs/decisions/035-imports.md).
 */
export function ImportPanel() {
  const { t } = useTranslation('account-data');
  const latest = useLatestImport();
  // Set when the member asks for another file; a new import (a new id) ends it.
  const [pickingAfter, setPickingAfter] = useState<string | null>(null);
  const view = latest.data ?? null;
  const picking = view === null || pickingAfter === view.id;

  return (
    <section aria-labelledby="import-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="import-title" className="text-lg font-semibold text-fg">
          {t('import.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('import.intro')}</p>
      </div>
      {latest.isPending ? (
        <Skeleton className="h-32" />
      ) : latest.isError ? (
        <ErrorState
          message={t('import.loadError')}
          onRetry={() => void latest.refetch()}
          retrying={latest.isFetching}
        />
      ) : picking ? (
        <>
          <ImportHelp />
          <ImportFilePicker />
        </>
      ) : (
        <LatestImport view={view} onAnother={() => setPickingAfter(view.id)} />
      )}
    </section>
  );
}

function LatestImport({ view, onAnother }: { view: ImportView; onAnother: () => void }) {
  const { t } = useTranslation('account-data');
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm break-words text-fg-muted">
        {t('import.file', { name: view.fileName, source: t(`import.sources.${view.source}`) })}
      </p>
      {isImportRunning(view) ? (
        <ImportProgress view={view} />
      ) : view.status === 'done' ? (
        <ImportResult view={view} />
      ) : (
        <div role="alert" className="flex flex-col gap-1 rounded-xl border border-danger p-3">
          <p className="font-medium text-fg">{t('import.status.failed')}</p>
          <p className="text-sm break-words text-fg">{view.error ?? t('import.failed')}</p>
        </div>
      )}
      {!isImportRunning(view) && (
        <Button variant="secondary" className="self-start" wrap onClick={onAnother}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {view.status === 'failed' ? t('import.tryAnother') : t('import.another')}
        </Button>
      )}
    </div>
  );
}
