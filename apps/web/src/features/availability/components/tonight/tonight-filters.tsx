import { WATCH_TYPES, type WatchType } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/ui/cn';
import { Field } from '../../../../components/ui/field';
import { Select } from '../../../../components/ui/select';
import { Switch } from '../../../../components/ui/switch';
import { useLang } from '../../../../hooks/use-lang';
import { genresQueryOptions } from '../../api/get-genres';
import { TONIGHT_RUNTIMES, type TonightFilters as Filters } from '../../lib/tonight-params';

const ANY = 'any';

interface TonightFiltersProps {
  filters: Filters;
  onChange: (changes: Partial<Filters>) => void;
}

/** Type, genre, maximum runtime, and the lists one liked. */
export function TonightFilters({ filters, onChange }: TonightFiltersProps) {
  const { t } = useTranslation('availability');
  const lang = useLang();
  const genres = useQuery(genresQueryOptions(lang));
  const genreOptions = (genres.data ?? [])
    .filter((genre) => !filters.type || genre.types.includes(filters.type))
    .map((genre) => ({ value: String(genre.id), label: genre.name }));
  return (
    <div
      role="group"
      aria-label={t('tonight.filters')}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 lg:flex-row lg:flex-wrap lg:items-end"
    >
      <TypeChoice value={filters.type} onChange={(type) => onChange({ type, genre: null })} />
      <Field label={t('tonight.genre')} className="lg:w-52">
        <Select
          value={filters.genre ? String(filters.genre) : ANY}
          onValueChange={(value) => onChange({ genre: value === ANY ? null : Number(value) })}
          options={[{ value: ANY, label: t('tonight.anyGenre') }, ...genreOptions]}
        />
      </Field>
      <Field label={t('tonight.runtime')} className="lg:w-52">
        <Select
          value={filters.maxRuntime ? String(filters.maxRuntime) : ANY}
          onValueChange={(value) => onChange({ maxRuntime: value === ANY ? null : Number(value) })}
          options={[
            { value: ANY, label: t('tonight.anyRuntime') },
            ...TONIGHT_RUNTIMES.map((minutes) => ({
              value: String(minutes),
              label: t('tonight.upTo', { count: minutes }),
            })),
          ]}
        />
      </Field>
      <Switch label={t('tonight.liked')} checked={filters.liked} onCheckedChange={(liked) => onChange({ liked })} />
    </div>
  );
}

/** All, movies or shows: native radios (arrows move between them) drawn as one segmented control. */
function TypeChoice({ value, onChange }: { value: WatchType | null; onChange: (type: WatchType | null) => void }) {
  const { t } = useTranslation('availability');
  const choices = [null, ...WATCH_TYPES] as const;
  return (
    <fieldset className="flex flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('tonight.type')}</legend>
      <div className="inline-flex self-start rounded-lg border border-border bg-surface-2 p-0.5">
        {choices.map((choice) => (
          <label
            key={choice ?? ANY}
            className={cn(
              'flex min-h-10 cursor-pointer items-center rounded-md px-3 text-sm font-medium transition-colors duration-150',
              'has-[:checked]:bg-surface has-[:checked]:text-fg has-[:checked]:shadow-sm',
              'text-fg-muted hover:text-fg has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
            )}
          >
            <input
              type="radio"
              name="tonight-type"
              className="sr-only"
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {t(choice ? `tonight.types.${choice}` : 'tonight.types.all')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
