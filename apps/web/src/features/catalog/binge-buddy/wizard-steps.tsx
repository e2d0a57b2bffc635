import {
  BINGE_EARLIEST_YEAR,
  BINGE_LANGUAGES,
  MOVIE_RUNTIME_OPTIONS,
  TV_RUNTIME_OPTIONS,
  type CatalogKind,
} from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { Clapperboard, Sparkles, Tv } from 'lucide-react';
import { useMemo, type Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { CountryFlag } from '../../../components/ui/country-flag';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useLang } from '../../../hooks/use-lang';
import { catalogImageUrl } from '../../../lib/catalog-images';
import { genresQueryOptions } from '../api/get-genres';
import { regionsQueryOptions } from '../api/get-regions';
import { watchProvidersQueryOptions } from '../api/get-watch-providers';
import { ChoiceButton } from './choice-button';
import { MyServicesShortcut, shownProviders } from './my-services-shortcut';
import { defaultRuntimeOf, type BingeAction, type BingeState } from './wizard-reducer';

interface StepProps {
  state: BingeState;
  dispatch: Dispatch<BingeAction>;
}

const kindOf = (state: BingeState): CatalogKind => (state.form.type === 'tv' ? 'tv' : 'movie');

function TypeStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('binge');
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-accent-soft text-accent"
        >
          <Sparkles className="size-8" />
        </span>
        <p className="text-fg-muted">{t('intro')}</p>
      </div>
      <div role="radiogroup" aria-label={t('steps.1')} className="flex flex-wrap gap-3">
        <ChoiceButton
          role="radio"
          pressed={state.form.type === 'movie'}
          onClick={() => dispatch({ type: 'chooseType', kind: 'movie' })}
        >
          <Clapperboard aria-hidden="true" className="size-5" />
          {t('type.movie')}
        </ChoiceButton>
        <ChoiceButton
          role="radio"
          pressed={state.form.type === 'tv'}
          onClick={() => dispatch({ type: 'chooseType', kind: 'tv' })}
        >
          <Tv aria-hidden="true" className="size-5" />
          {t('type.tv')}
        </ChoiceButton>
      </div>
    </div>
  );
}

function ProvidersStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('binge');
  const lang = useLang();
  const regions = useQuery(regionsQueryOptions(lang));
  const providers = useQuery(watchProvidersQueryOptions(lang, kindOf(state), state.form.userLocation));
  const countries = useMemo(() => {
    // French names in French; English names otherwise.
    const names = new Intl.DisplayNames([lang], { type: 'region' });
    return (regions.data?.results ?? [])
      .map((region) => ({
        value: region.iso_3166_1,
        label: lang === 'fr' ? (names.of(region.iso_3166_1) ?? region.native_name) : region.english_name,
      }))
      .sort((a, b) => a.label.localeCompare(b.label, lang));
  }, [regions.data, lang]);
  return (
    <div className="flex flex-col gap-5">
      <div className="flex items-center gap-2">
        <CountryFlag code={state.form.userLocation} />
        <Select
          aria-label={t('country')}
          options={countries.length ? countries : [{ value: state.form.userLocation, label: state.form.userLocation }]}
          value={state.form.userLocation}
          onValueChange={(region) => dispatch({ type: 'chooseCountry', region })}
          className="w-64"
        />
      </div>
      <MyServicesShortcut state={state} dispatch={dispatch} />
      {providers.isPending ? (
        <Spinner label={t('loading')} />
      ) : providers.isError ? (
        <p role="alert" className="text-sm text-danger">
          {providers.error.message}
        </p>
      ) : (
        <ul aria-label={t('steps.2')} className="flex flex-wrap gap-2">
          {shownProviders(providers.data.results, state.form.watchProvider).map((provider) => (
            <li key={provider.provider_id}>
              <ChoiceButton
                pressed={state.form.watchProvider.includes(provider.provider_id)}
                onClick={() => dispatch({ type: 'toggleProvider', id: provider.provider_id })}
              >
                {provider.logo_path && (
                  <img
                    src={catalogImageUrl(provider.logo_path, 92) ?? undefined}
                    alt=""
                    className="size-7 rounded-md"
                  />
                )}
                {provider.provider_name}
              </ChoiceButton>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function LanguageStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('binge');
  const lang = useLang();
  return (
    <div role="radiogroup" aria-label={t('steps.3')} className="flex flex-wrap gap-2">
      {BINGE_LANGUAGES.map((language) => (
        <ChoiceButton
          key={language.code}
          role="radio"
          pressed={state.form.language === language.code}
          onClick={() =>
            dispatch({ type: 'chooseLanguage', code: state.form.language === language.code ? null : language.code })
          }
        >
          {language[lang]}
        </ChoiceButton>
      ))}
    </div>
  );
}

function GenresStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('binge');
  const lang = useLang();
  const genres = useQuery(genresQueryOptions(lang, kindOf(state)));
  if (genres.isPending) return <p className="text-fg-muted">{t('loading')}</p>;
  if (genres.isError)
    return (
      <p role="alert" className="text-sm text-danger">
        {genres.error.message}
      </p>
    );
  return (
    <ul aria-label={t('steps.4')} className="flex flex-wrap gap-2">
      {genres.data.genres.map((genre) => (
        <li key={genre.id}>
          <ChoiceButton
            pressed={state.form.genre.includes(genre.id)}
            onClick={() => dispatch({ type: 'toggleGenre', id: genre.id })}
          >
            {genre.name}
          </ChoiceButton>
        </li>
      ))}
    </ul>
  );
}

function PeriodStep({ state, dispatch, thisYear }: StepProps & { thisYear: number }) {
  const { t } = useTranslation('binge');
  const years = useMemo(
    () =>
      Array.from({ length: thisYear - BINGE_EARLIEST_YEAR + 1 }, (_, index) => String(thisYear - index)).map(
        (year) => ({ value: year, label: year }),
      ),
    [thisYear],
  );
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Select
        aria-label={t('period.from')}
        options={years}
        value={state.form.period.start.slice(0, 4)}
        onValueChange={(year) => dispatch({ type: 'setStartYear', year: Number(year) })}
        className="w-32"
      />
      <span aria-hidden="true">→</span>
      <Select
        aria-label={t('period.to')}
        options={years}
        value={state.form.period.end.slice(0, 4)}
        onValueChange={(year) => dispatch({ type: 'setEndYear', year: Number(year) })}
        className="w-32"
      />
    </div>
  );
}

function RuntimeStep({ state, dispatch }: StepProps) {
  const { t } = useTranslation('binge');
  const tv = state.form.type === 'tv';
  // "No preference" first: a radio group always shows its choice, and this one can be taken back.
  const options = [
    { key: 'any', ...defaultRuntimeOf(state.form.type) } as const,
    ...(tv ? TV_RUNTIME_OPTIONS : MOVIE_RUNTIME_OPTIONS),
  ];
  const current = tv ? state.form.runtimeTv : state.form.runtime;
  return (
    <div role="radiogroup" aria-label={t(tv ? 'steps.7' : 'steps.6')} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <ChoiceButton
          key={option.key}
          role="radio"
          pressed={current.start === option.start && current.end === option.end}
          onClick={() => dispatch({ type: 'chooseRuntime', range: { start: option.start, end: option.end } })}
        >
          {t(`runtime.${option.key}`)}
        </ChoiceButton>
      ))}
    </div>
  );
}

/** The question of the current step (steps 1 to 7, docs/product.md#binge-buddy). */
export function WizardStep(props: StepProps & { thisYear: number }) {
  switch (props.state.step) {
    case 1:
      return <TypeStep {...props} />;
    case 2:
      return <ProvidersStep {...props} />;
    case 3:
      return <LanguageStep {...props} />;
    case 4:
      return <GenresStep {...props} />;
    case 5:
      return <PeriodStep {...props} />;
    default:
      return <RuntimeStep {...props} />;
  }
}
