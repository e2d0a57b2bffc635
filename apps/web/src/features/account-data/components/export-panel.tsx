import { EXPORT_TTL_HOURS, type ExportView } from '@pepites/contracts';
import { Archive, Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses, Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { Spinner } from '../../../components/ui/spinner';
import { useLang } from '../../../hooks/use-lang';
import { useLatestExport } from '../api/get-latest-export';
import { useStartExport } from '../api/start-export';
import { formatByteSize } from '../lib/byte-size';
import { formatDateTime } from '../lib/date-time';
import { serverMessage } from '../lib/server-message';

const CONTENTS = [
  'profile',
  'lists',
  'likes',
  'seen',
  'badges',
  'notifications',
  'community',
  'streaming',
  'avatar',
  'csv',
] as const;

/** "Download my data": what the archive holds, then its state: none yet, being prepared, ready, expired or failed. */
export function ExportPanel() {
  const { t } = useTranslation('account-data');
  const latest = useLatestExport();
  return (
    <section aria-labelledby="export-title" className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h3 id="export-title" className="text-lg font-semibold text-fg">
          {t('export.title')}
        </h3>
        <p className="text-sm text-fg-muted">{t('export.intro')}</p>
      </div>
      <ul className="flex list-disc flex-col gap-1 ps-5 text-sm text-fg-muted">
        {CONTENTS.map((item) => (
          <li key={item}>{t(`export.contents.${item}`)}</li>
        ))}
      </ul>
      <p className="text-sm text-fg-muted">{t('export.validity', { count: EXPORT_TTL_HOURS })}</p>
      {latest.isPending ? (
        <Skeleton className="h-16" />
      ) : latest.isError ? (
        <ErrorState
          message={t('export.loadError')}
          onRetry={() => void latest.refetch()}
          retrying={latest.isFetching}
        />
      ) : (
        <ExportState view={latest.data} />
      )}
    </section>
  );
}

function ExportState({ view }: { view: ExportView | null }) {
  const { t } = useTranslation('account-data');
  const lang = useLang();
  if (view?.status === 'queued') {
    return (
      <p role="status" className="flex items-start gap-2 text-sm text-fg">
        <Spinner className="mt-0.5 size-4 shrink-0 text-accent" label={null} />
        {t('export.queued')}
      </p>
    );
  }
  if (view?.status === 'ready' && view.downloadPath) {
    return (
      <div className="flex flex-col items-start gap-2">
        <p role="status" className="text-sm font-medium text-fg">
          {t('export.ready', { time: formatDateTime(lang, view.expiresAt) })}
        </p>
        <a href={view.downloadPath} download className={buttonClasses({ wrap: true })}>
          <Download aria-hidden="true" className="size-4" />
          {t('export.download', { size: formatByteSize(lang, view.byteSize ?? 0) })}
        </a>
      </div>
    );
  }
  const previous =
    view?.status === 'failed'
      ? t('export.failed')
      : view
        ? t('export.expired', { time: formatDateTime(lang, view.expiresAt) })
        : null;
  return <StartExport previous={previous} again={view !== null} />;
}

/** The button that queues an archive; the server's 409 or 429 sentence shows under it. */
function StartExport({ previous, again }: { previous: string | null; again: boolean }) {
  const { t } = useTranslation('account-data');
  const start = useStartExport();
  const [error, setError] = useState<string | null>(null);
  const onStart = () => {
    setError(null);
    start.mutate(undefined, { onError: (cause) => setError(serverMessage(cause) ?? t('export.startError')) });
  };
  return (
    <div className="flex flex-col items-start gap-2">
      {previous && <p className="text-sm text-fg-muted">{previous}</p>}
      <Button variant={again ? 'secondary' : 'primary'} wrap loading={start.isPending} onClick={onStart}>
        <Archive aria-hidden="true" className="size-4" />
        {again ? t('export.again') : t('export.start')}
      </Button>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
