import { describe, expect, it } from 'vitest';
import {
  canGoNext,
  createBingeReducer,
  discoverFiltersOf,
  initialState,
  type BingeAction,
  type BingeState,
} from './wizard-reducer';

const THIS_YEAR = 2026;
const reduce = createBingeReducer(THIS_YEAR, 'FR');
const run = (state: BingeState, ...actions: BingeAction[]) => actions.reduce(reduce, state);
const start = () => initialState('FR', THIS_YEAR);
describe('Binge Buddy wizard', () => {
  it('starts at step 1, page 1, in the language country, period 1950-01-01 to the end of this year', () => {
    const state = start();
    expect(state).toMatchObject({ step: 1, page: 1, finished: false, results: [], runtimeUnknown: null });
    expect(state.form).toMatchObject({
      type: '',
      userLocation: 'FR',
      period: { start: '1950-01-01', end: '2026-12-31' },
      runtime: { start: 0, end: 480 },
      runtimeTv: { start: 0, end: 180 },
    });
  });

  it('keeps Next disabled at step 1 without a type', () => {
    expect(canGoNext(start())).toBe(false);
    expect(run(start(), { type: 'next' }).step).toBe(1);
    const typed = run(start(), { type: 'chooseType', kind: 'movie' });
    expect(canGoNext(typed)).toBe(true);
    expect(run(typed, { type: 'next' }).step).toBe(2);
  });

  it('goes past step 2 with no service chosen, as its hint promises, and then filters on no service', () => {
    const atTwo = run(start(), { type: 'chooseType', kind: 'movie' }, { type: 'next' });
    expect(atTwo.step).toBe(2);
    expect(canGoNext(atTwo)).toBe(true);
    const atThree = run(atTwo, { type: 'next' });
    expect(atThree.step).toBe(3);
    expect(discoverFiltersOf(atThree).providers).toEqual([]);
    expect(run(atTwo, { type: 'toggleProvider', id: 8 }, { type: 'next' }).step).toBe(3);
  });

  it('goes from step 5 to 6 for a movie and to 7 for a show; Previous from 7 goes back to 5 for a show', () => {
    const walk = (kind: 'movie' | 'tv') =>
      run(
        start(),
        { type: 'chooseType', kind },
        { type: 'next' },
        { type: 'toggleProvider', id: 8 },
        { type: 'next' },
        { type: 'next' },
        { type: 'next' },
      );
    expect(walk('movie').step).toBe(5);
    expect(run(walk('movie'), { type: 'next' }).step).toBe(6);
    const show = run(walk('tv'), { type: 'next' });
    expect(show.step).toBe(7);
    expect(run(show, { type: 'previous' }).step).toBe(5);
    expect(run(walk('movie'), { type: 'next' }, { type: 'previous' }).step).toBe(5);
  });

  it('does not go past the Finish step, and Previous stops at step 1', () => {
    const atSix = run(
      start(),
      { type: 'chooseType', kind: 'movie' },
      { type: 'next' },
      { type: 'toggleProvider', id: 8 },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
      { type: 'next' },
    );
    expect(atSix.step).toBe(6);
    expect(run(atSix, { type: 'next' }).step).toBe(6);
    expect(run(start(), { type: 'previous' }).step).toBe(1);
  });

  it('a movie at step 7 goes back to 6', () => {
    expect(run({ ...start(), step: 7, form: { ...start().form, type: 'movie' } }, { type: 'previous' }).step).toBe(6);
  });

  it('keeps Next disabled at step 5 when the period has no start', () => {
    const state = {
      ...start(),
      step: 5,
      form: { ...start().form, type: 'movie' as const, period: { start: '', end: '2026-12-31' } },
    };
    expect(canGoNext(state)).toBe(false);
  });

  it('stores the results, marks the wizard finished and goes idle; Previous reopens the runtime step', () => {
    const atSeven = { ...start(), step: 7, form: { ...start().form, type: 'tv' as const } };
    const done = run(atSeven, {
      type: 'resultsLoaded',
      results: [{ id: 1, title: 'A', original_title: 'A', poster_path: null }],
      totalPages: 3,
      totalResults: 41,
      runtimeUnknown: 12,
    });
    expect(done).toMatchObject({ step: 0, finished: true, totalPages: 3, totalResults: 41, runtimeUnknown: 12 });
    expect(run(done, { type: 'reopen' })).toMatchObject({ step: 7, finished: false });
    const movieDone = { ...done, form: { ...done.form, type: 'movie' as const } };
    expect(run(movieDone, { type: 'reopen' }).step).toBe(6);
  });

  it('Reset goes back to step 1 with an empty form, no results and page 1', () => {
    const busy = run(
      start(),
      { type: 'chooseType', kind: 'tv' },
      { type: 'toggleGenre', id: 18 },
      { type: 'resultsLoaded', results: [], totalPages: 5, totalResults: 90, runtimeUnknown: 4 },
      { type: 'setPage', page: 3 },
    );
    expect(busy.page).toBe(3);
    expect(run(busy, { type: 'reset' })).toEqual(start());
  });

  it('keeps the page within 1 and the total pages', () => {
    const done = run(start(), {
      type: 'resultsLoaded',
      results: [],
      totalPages: 4,
      totalResults: 70,
      runtimeUnknown: null,
    });
    expect(run(done, { type: 'setPage', page: 9 }).page).toBe(4);
    expect(run(done, { type: 'setPage', page: 0 }).page).toBe(1);
  });

  it('toggles genres and providers; type, language and runtime are single choices', () => {
    const state = run(
      start(),
      { type: 'chooseType', kind: 'movie' },
      { type: 'toggleGenre', id: 18 },
      { type: 'toggleGenre', id: 35 },
      { type: 'toggleGenre', id: 18 },
    );
    expect(state.form.genre).toEqual([35]);
    expect(run(state, { type: 'toggleProvider', id: 8 }, { type: 'toggleProvider', id: 8 }).form.watchProvider).toEqual(
      [],
    );
    expect(
      run(state, { type: 'chooseLanguage', code: 'ja' }, { type: 'chooseLanguage', code: 'ko' }).form.language,
    ).toBe('ko');
    expect(
      run(
        state,
        { type: 'chooseRuntime', range: { start: 0, end: 90 } },
        { type: 'chooseRuntime', range: { start: 120, end: 780 } },
      ).form.runtime,
    ).toEqual({ start: 120, end: 780 });
  });

  it('clears genres and providers when the type changes, providers when the country changes', () => {
    const state = run(
      start(),
      { type: 'chooseType', kind: 'movie' },
      { type: 'toggleGenre', id: 28 },
      { type: 'toggleProvider', id: 8 },
    );
    expect(run(state, { type: 'chooseType', kind: 'movie' }).form.genre).toEqual([28]);
    expect(run(state, { type: 'chooseType', kind: 'tv' }).form).toMatchObject({ genre: [], watchProvider: [] });
    expect(run(state, { type: 'chooseCountry', region: 'US' }).form).toMatchObject({
      userLocation: 'US',
      watchProvider: [],
      genre: [28],
    });
  });

  it("takes a member's country and services at once, replacing those chosen", () => {
    const state = run(start(), { type: 'toggleProvider', id: 8 });
    expect(run(state, { type: 'chooseServices', region: 'US', ids: [15, 337] }).form).toMatchObject({
      userLocation: 'US',
      watchProvider: [15, 337],
    });
  });

  it('clamps years to 1950..this year and keeps the start before the end', () => {
    expect(run(start(), { type: 'setStartYear', year: 1900 }).form.period.start).toBe('1950-01-01');
    expect(run(start(), { type: 'setEndYear', year: 2099 }).form.period.end).toBe('2026-12-31');
    const late = run(start(), { type: 'setEndYear', year: 1990 }, { type: 'setStartYear', year: 2000 });
    expect(late.form.period).toEqual({ start: '2000-01-01', end: '2000-12-31' });
    expect(run(late, { type: 'setEndYear', year: 1980 }).form.period).toEqual({
      start: '1980-01-01',
      end: '1980-12-31',
    });
  });

  it('builds the discover filters from the state only, without a runtime when none was chosen', () => {
    const state = run(
      start(),
      { type: 'chooseType', kind: 'tv' },
      { type: 'toggleGenre', id: 18 },
      { type: 'toggleProvider', id: 8 },
      { type: 'chooseLanguage', code: 'ko' },
    );
    expect(discoverFiltersOf(state)).toEqual({
      genres: [18],
      providers: [8],
      region: 'FR',
      language: 'ko',
      from: '1950-01-01',
      to: '2026-12-31',
      runtimeMin: undefined,
      runtimeMax: undefined,
      page: 1,
    });
    expect(discoverFiltersOf(run(state, { type: 'chooseRuntime', range: { start: 0, end: 30 } }))).toMatchObject({
      runtimeMin: 0,
      runtimeMax: 30,
    });
  });

  it('takes a runtime back: the chosen range again, or the default one, means no runtime filter', () => {
    for (const [kind, range, fallback] of [
      ['movie', { start: 0, end: 120 }, { start: 0, end: 480 }],
      ['tv', { start: 0, end: 30 }, { start: 0, end: 180 }],
    ] as const) {
      const chosen = run(start(), { type: 'chooseType', kind }, { type: 'chooseRuntime', range });
      expect(discoverFiltersOf(chosen)).toMatchObject({ runtimeMin: range.start, runtimeMax: range.end });
      const again = run(chosen, { type: 'chooseRuntime', range });
      expect(kind === 'tv' ? again.form.runtimeTv : again.form.runtime).toEqual(fallback);
      expect(discoverFiltersOf(again)).toMatchObject({ runtimeMin: undefined, runtimeMax: undefined });
      const noPreference = run(chosen, { type: 'chooseRuntime', range: fallback });
      expect(discoverFiltersOf(noPreference)).toMatchObject({ runtimeMin: undefined, runtimeMax: undefined });
    }
  });
});
