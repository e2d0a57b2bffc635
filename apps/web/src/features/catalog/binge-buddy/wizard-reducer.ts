import {
  BINGE_EARLIEST_YEAR,
  MOVIE_RUNTIME_DEFAULT,
  TV_RUNTIME_DEFAULT,
  type CatalogKind,
  type DiscoverResult,
  type RuntimeRange,
} from '@pepites/contracts';

/**
 * Binge Buddy's whole state (its form and step) and every transition between steps, in one pure
 * reducer: the screens only dispatch and read (docs/product.md#binge-buddy).
 */
export interface BingeForm {
  type: CatalogKind | '';
  /** The streaming country (FR for French, US otherwise, until chosen). */
  userLocation: string;
  watchProvider: number[];
  language: string | null;
  genre: number[];
  /** `YYYY-01-01` to `YYYY-12-31`. */
  period: { start: string; end: string };
  runtime: RuntimeRange;
  runtimeTv: RuntimeRange;
}

export interface BingeState {
  /** 0 is idle (the results view), 1 to 7 the questions. */
  step: number;
  finished: boolean;
  page: number;
  form: BingeForm;
  results: DiscoverResult[];
  totalPages: number;
  totalResults: number;
  /** How many results were kept with no runtime known (null: no runtime asked, or not known). */
  runtimeUnknown: number | null;
}

export type BingeAction =
  | { type: 'chooseType'; kind: CatalogKind }
  | { type: 'chooseCountry'; region: string }
  | { type: 'toggleProvider'; id: number }
  /** "On my services": the member's country and services at once. */
  | { type: 'chooseServices'; region: string; ids: readonly number[] }
  | { type: 'chooseLanguage'; code: string | null }
  | { type: 'toggleGenre'; id: number }
  | { type: 'setStartYear'; year: number }
  | { type: 'setEndYear'; year: number }
  | { type: 'chooseRuntime'; range: RuntimeRange }
  | { type: 'next' }
  | { type: 'previous' }
  | {
      type: 'resultsLoaded';
      results: DiscoverResult[];
      totalPages: number;
      totalResults: number;
      runtimeUnknown: number | null;
    }
  | { type: 'reopen' }
  | { type: 'reset' }
  | { type: 'setPage'; page: number };

export const LAST_STEP = 7;

const clampYear = (year: number, thisYear: number) =>
  Math.min(thisYear, Math.max(BINGE_EARLIEST_YEAR, Math.trunc(year)));
const yearOf = (date: string) => Number(date.slice(0, 4));
const sameRange = (a: RuntimeRange, b: RuntimeRange) => a.start === b.start && a.end === b.end;
/** The range that stands for "no preference" (the form's default). */
export const defaultRuntimeOf = (kind: BingeForm['type']): RuntimeRange =>
  kind === 'tv' ? TV_RUNTIME_DEFAULT : MOVIE_RUNTIME_DEFAULT;
const toggle = (ids: number[], id: number) =>
  ids.includes(id) ? ids.filter((existing) => existing !== id) : [...ids, id];

export function initialForm(region: string, thisYear: number): BingeForm {
  return {
    type: '',
    userLocation: region,
    watchProvider: [],
    language: null,
    genre: [],
    period: { start: `${BINGE_EARLIEST_YEAR}-01-01`, end: `${thisYear}-12-31` },
    runtime: { ...MOVIE_RUNTIME_DEFAULT },
    runtimeTv: { ...TV_RUNTIME_DEFAULT },
  };
}

export function initialState(region: string, thisYear: number): BingeState {
  return {
    step: 1,
    finished: false,
    page: 1,
    form: initialForm(region, thisYear),
    results: [],
    totalPages: 0,
    totalResults: 0,
    runtimeUnknown: null,
  };
}

/** The step where Next becomes Finish: the movie's runtime (6) or the show's episode runtime (7). */
export const finishStepOf = (kind: BingeForm['type']) => (kind === 'tv' ? 7 : 6);

/**
 * Next is disabled without a type (1) or a period start (5). Step 2 always has a country, and no
 * service chosen means any service, as its hint says (docs/decisions/022-catalogue-facts-and-binge-buddy.md).
 */
export function canGoNext(state: BingeState): boolean {
  if (state.step === 1) return state.form.type !== '';
  if (state.step === 5) return state.form.period.start !== '';
  return state.step >= 1 && state.step <= LAST_STEP;
}

export function createBingeReducer(thisYear: number, defaultRegion: string) {
  return function bingeReducer(state: BingeState, action: BingeAction): BingeState {
    const form = state.form;
    const withForm = (changes: Partial<BingeForm>): BingeState => ({ ...state, form: { ...form, ...changes } });
    switch (action.type) {
      case 'chooseType':
        // Genres and services differ between movies and shows: a new type starts them afresh.
        return action.kind === form.type ? state : withForm({ type: action.kind, genre: [], watchProvider: [] });
      case 'chooseCountry':
        return action.region === form.userLocation
          ? state
          : withForm({ userLocation: action.region, watchProvider: [] });
      case 'toggleProvider':
        return withForm({ watchProvider: toggle(form.watchProvider, action.id) });
      case 'chooseServices':
        return withForm({ userLocation: action.region, watchProvider: [...action.ids] });
      case 'chooseLanguage':
        return withForm({ language: action.code });
      case 'toggleGenre':
        return withForm({ genre: toggle(form.genre, action.id) });
      case 'setStartYear': {
        const start = clampYear(action.year, thisYear);
        const end = Math.max(start, yearOf(form.period.end));
        return withForm({ period: { start: `${start}-01-01`, end: `${end}-12-31` } });
      }
      case 'setEndYear': {
        const end = clampYear(action.year, thisYear);
        const start = Math.min(end, yearOf(form.period.start));
        return withForm({ period: { start: `${start}-01-01`, end: `${end}-12-31` } });
      }
      case 'chooseRuntime': {
        // The chosen range again means "no preference": the default range, which filters nothing.
        const tv = form.type === 'tv';
        const current = tv ? form.runtimeTv : form.runtime;
        const range = sameRange(current, action.range) ? { ...defaultRuntimeOf(form.type) } : action.range;
        return withForm(tv ? { runtimeTv: range } : { runtime: range });
      }
      case 'next':
        if (!canGoNext(state) || state.step >= finishStepOf(form.type)) return state;
        if (state.step === 5) return { ...state, step: finishStepOf(form.type) };
        return { ...state, step: state.step + 1 };
      case 'previous':
        if (state.step <= 1) return state;
        if (state.step === 7) return { ...state, step: form.type === 'tv' ? 5 : 6 };
        return { ...state, step: state.step - 1 };
      case 'resultsLoaded':
        return {
          ...state,
          results: action.results,
          totalPages: action.totalPages,
          totalResults: action.totalResults,
          runtimeUnknown: action.runtimeUnknown,
          finished: true,
          step: 0,
        };
      case 'reopen':
        return { ...state, step: finishStepOf(form.type), finished: false };
      case 'reset':
        return initialState(defaultRegion, thisYear);
      case 'setPage':
        return { ...state, page: Math.max(1, Math.min(action.page, Math.max(1, state.totalPages))) };
    }
  };
}

/** The discover call's filters, built from the state only. */
export function discoverFiltersOf(state: BingeState) {
  const { form } = state;
  const runtime = form.type === 'tv' ? form.runtimeTv : form.runtime;
  // The default range means "I don't mind": no runtime filter at all.
  const chosen = !sameRange(runtime, defaultRuntimeOf(form.type));
  return {
    genres: form.genre,
    providers: form.watchProvider,
    region: form.userLocation,
    language: form.language ?? undefined,
    from: form.period.start || undefined,
    to: form.period.end || undefined,
    runtimeMin: chosen ? runtime.start : undefined,
    runtimeMax: chosen ? runtime.end : undefined,
    page: state.page,
  };
}
