import type { TonightTitle } from '@pepites/contracts';
import { Popcorn } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../../components/ui/pager';
import { FIRST_SCREEN_POSTERS } from '../../../../components/ui/poster';
import { notify } from '../../../../components/ui/toast';
import { useTonight } from '../../api/get-tonight';
import { useMarkSeen } from '../../api/mark-seen';
import { useTonightFilters } from '../../hooks/use-tonight-filters';
import { tonightQuery } from '../../lib/tonight-params';
import { AvailabilityCredit } from '../availability-credit';
import { TonightCard } from './tonight-card';
import { TonightFilters } from './tonight-filters';
import { TonightEmpty, TonightError, TonightSkeleton } from './tonight-states';

export interface TonightPageProps {
  userId: number;
  /** After a title is marked seen: the app refreshes what other screens show of seen marks. */
  onSeen?: () => void;
}

/**
 * /tonight (docs/product.md#what-can-i-watch-tonight): the unseen movies and shows of the member's
 * lists that one of their services includes now, filtered by type, genre and runtime; one click
 * marks a title seen or opens it.
 */
export function TonightPage({ userId, onSeen }: TonightPageProps) {
  const { t } = useTranslation('availability');
  const { filters, change, hrefForPage } = useTonightFilters();
  const tonight = useTonight(tonightQuery(filters));
  const markSeen = useMarkSeen(onSeen);
  const seen = (title: TonightTitle) =>
    markSeen.mutate(
      { itemId: title.item_id, userId },
      {
        onSuccess: () => notify.success(t('tonight.seenDone', { title: title.title })),
        onError: (error) => notify.error(`${t('tonight.seenError')} ${error.message}`),
      },
    );
  const data = tonight.data;
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6">
      <div className="flex flex-col gap-1">
        <h1 className="flex items-center gap-3 text-3xl font-semibold tracking-tight text-fg">
          <Popcorn aria-hidden="true" className="size-8 text-accent" />
          {t('tonight.title')}
        </h1>
        <p className="text-fg-muted">{t('tonight.subtitle')}</p>
      </div>
      <TonightFilters filters={filters} onChange={change} />
      {data && <AvailabilityCredit attribution={data.attribution} illustrative={data.illustrative} />}
      {tonight.isPending ? (
        <TonightSkeleton />
      ) : tonight.isError ? (
        <TonightError
          message={tonight.error.message}
          onRetry={() => void tonight.refetch()}
          retrying={tonight.isFetching}
        />
      ) : data && data.results.length === 0 ? (
        <TonightEmpty answer={data} filters={filters} onChange={change} />
      ) : (
        data && (
          <section
            aria-labelledby="tonight-results"
            className="flex flex-col gap-4"
            aria-busy={tonight.isPlaceholderData}
          >
            <h2 id="tonight-results" aria-live="polite" className="text-lg font-semibold text-fg tabular-nums">
              {t('tonight.count', { count: data.total })}
            </h2>
            {data.runtime_unknown ? (
              <p className="text-sm text-fg-muted">{t('tonight.runtimeUnknown', { count: data.runtime_unknown })}</p>
            ) : null}
            {data.pending > 0 && (
              <p className="text-sm text-fg-muted">{t('tonight.pending', { count: data.pending })}</p>
            )}
            <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 md:gap-6 lg:grid-cols-5 xl:grid-cols-6">
              {data.results.map((title, index) => (
                <TonightCard key={title.item_id} title={title} priority={index < FIRST_SCREEN_POSTERS} onSeen={seen} />
              ))}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} hrefFor={hrefForPage} />
          </section>
        )
      )}
    </div>
  );
}
