import { Info, Popcorn } from 'lucide-react';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PosterGrid, PosterGridSkeleton } from '../components/poster-grid';
import { PrevNext } from '../components/search/prev-next';
import { MovieOrShowCard } from '../components/movie-or-show-card';
import type { BingeState } from './wizard-reducer';

interface BingeResultsProps {
  state: BingeState;
  loading: boolean;
  error: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onPrevious: () => void;
  onReset: () => void;
  onPage: (page: number) => void;
}

/** The recommendations: posters to their pages, Previous and Reset, and the pages. */
export function BingeResults({ state, loading, error, headingRef, onPrevious, onReset, onPage }: BingeResultsProps) {
  const { t } = useTranslation('binge');
  return (
    <section aria-labelledby="binge-results" className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="binge-results" ref={headingRef} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
          {t('results.title', { count: state.totalResults })}
        </h2>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onPrevious}>
            {t('previous')}
          </Button>
          <Button variant="secondary" onClick={onReset}>
            {t('reset')}
          </Button>
        </div>
      </div>
      {!error && !loading && state.runtimeUnknown ? (
        <p className="flex items-center gap-2 text-sm text-fg-muted">
          <Info aria-hidden="true" className="size-4 shrink-0" />
          {t('results.runtimeUnknown', { count: state.runtimeUnknown })}
        </p>
      ) : null}
      {error ? (
        <ErrorState message={error} onRetry={() => onPage(state.page)} retrying={loading} />
      ) : loading ? (
        <PosterGridSkeleton />
      ) : state.results.length === 0 ? (
        <EmptyState icon={<Popcorn />} title={t('results.empty')} description={t('results.emptyHint')} />
      ) : (
        <PosterGrid label={t('results.label')}>
          {state.results.map((result) => (
            <li key={result.id}>
              <MovieOrShowCard title={result} kind={state.form.type === 'tv' ? 'tv' : 'movie'} withAddButton={false} />
            </li>
          ))}
        </PosterGrid>
      )}
      {state.totalPages > 1 && (
        <PrevNext
          onPrevious={() => onPage(state.page - 1)}
          onNext={() => onPage(state.page + 1)}
          previousDisabled={state.page <= 1 || loading}
          nextDisabled={state.page >= state.totalPages || loading}
          status={t('results.page', { page: state.page, total: state.totalPages })}
        />
      )}
    </section>
  );
}
