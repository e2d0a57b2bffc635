import { defaultRegionOf } from '@pepites/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Wand2 } from 'lucide-react';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ErrorState } from '../../../components/ui/error-state';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import { useLang } from '../../../hooks/use-lang';
import { useScrollToResults } from '../../../hooks/use-scroll-to-results';
import { discoverQueryOptions } from '../api/discover-titles';
import { BingeResults } from './binge-results';
import { WizardStep } from './wizard-steps';
import {
  canGoNext,
  createBingeReducer,
  discoverFiltersOf,
  finishStepOf,
  initialState,
  LAST_STEP,
  type BingeAction,
  type BingeState,
} from './wizard-reducer';

const STEP_QUESTIONS = [
  'steps.0',
  'steps.1',
  'steps.2',
  'steps.3',
  'steps.4',
  'steps.5',
  'steps.6',
  'steps.7',
] as const;

/** Binge Buddy (/bingeBuddy, docs/product.md#binge-buddy): seven questions, then a poster grid of recommendations. */
export function BingeBuddy() {
  const { t } = useTranslation('binge');
  const lang = useLang();
  const queryClient = useQueryClient();
  const [thisYear] = useState(() => new Date().getFullYear());
  const [reducer] = useState(() => createBingeReducer(thisYear, defaultRegionOf(lang)));
  const [state, dispatch] = useReducer(reducer, undefined, () => initialState(defaultRegionOf(lang), thisYear));
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  useDocumentTitle('Binge Buddy');

  // The buttons sit under the step or the results: once the new step, or the new page of results,
  // is on screen, its heading scrolls into view and takes the focus (screen readers follow too).
  const { targetRef: heading, request: scrollToHeading } = useScrollToResults<HTMLHeadingElement>(
    loading ? undefined : `${state.finished}:${state.step}:${state.page}`,
  );
  const go = (action: BingeAction) => {
    scrollToHeading();
    dispatch(action);
  };

  const fetchResults = async (from: BingeState) => {
    if (!from.form.type) return;
    scrollToHeading();
    setLoading(true);
    setError(null);
    try {
      const page = await queryClient.fetchQuery(discoverQueryOptions(lang, from.form.type, discoverFiltersOf(from)));
      dispatch({
        type: 'resultsLoaded',
        results: page.results,
        totalPages: page.total_pages,
        totalResults: page.total_results,
        runtimeUnknown: page.runtime_unknown,
      });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : t('error'));
    } finally {
      setLoading(false);
    }
  };

  const changePage = (page: number) => {
    const next = { ...state, page: Math.max(1, Math.min(page, state.totalPages)) };
    dispatch({ type: 'setPage', page });
    void fetchResults(next);
  };

  const atFinish = state.step === finishStepOf(state.form.type);
  // Steps the type skips (6 for shows, 7 for movies) are not counted.
  const shownStep = state.step === 7 ? 6 : state.step;

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6">
      <h1 className="flex items-center gap-3 text-3xl font-extrabold tracking-tight text-fg">
        <Wand2 aria-hidden="true" className="size-8 text-accent" />
        Binge Buddy
      </h1>
      {state.finished ? (
        <BingeResults
          state={state}
          loading={loading}
          error={error}
          headingRef={heading}
          onPrevious={() => go({ type: 'reopen' })}
          onReset={() => go({ type: 'reset' })}
          onPage={changePage}
        />
      ) : (
        <section
          aria-labelledby="binge-step"
          className="flex flex-col gap-6 rounded-2xl border border-border bg-surface p-4 sm:p-8"
        >
          <p className="text-sm text-fg-muted">{t('progress', { step: shownStep, total: LAST_STEP - 1 })}</p>
          <h2 id="binge-step" ref={heading} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
            {t(STEP_QUESTIONS[state.step] ?? 'steps.1')}
          </h2>
          {state.step !== 1 && <p className="text-sm text-fg-muted">{t('dontMind')}</p>}
          <WizardStep state={state} dispatch={dispatch} thisYear={thisYear} />
          {error && <ErrorState message={error} onRetry={() => void fetchResults(state)} retrying={loading} />}
          <div className="flex justify-between gap-3 border-t border-border pt-4">
            <Button variant="secondary" onClick={() => go({ type: 'previous' })} disabled={state.step <= 1 || loading}>
              {t('previous')}
            </Button>
            <Button
              onClick={() => (atFinish ? void fetchResults(state) : go({ type: 'next' }))}
              disabled={!canGoNext(state) || loading}
            >
              {atFinish ? t(loading ? 'finding' : 'finish') : t('next')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
