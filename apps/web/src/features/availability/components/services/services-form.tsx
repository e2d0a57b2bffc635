import { SERVICES_MAX, type MyServices } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { CountryCombobox } from '../../../../components/ui/country-combobox';
import { ErrorState } from '../../../../components/ui/error-state';
import { Field } from '../../../../components/ui/field';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { notify } from '../../../../components/ui/toast';
import { useLang } from '../../../../hooks/use-lang';
import { serviceChoicesQueryOptions, serviceRegionsQueryOptions } from '../../api/get-service-choices';
import { useSaveMyServices } from '../../api/save-my-services';
import { searchServices, toggleService } from '../../lib/service-search';
import { ChosenServices, ServiceChoices } from './service-choices';

/**
 * The country and the services, saved together: another country starts with no service (its
 * catalogue is another), and the services keep the order they were picked in.
 */
export function ServicesForm({ initial }: { initial: MyServices }) {
  const { t } = useTranslation('availability');
  const lang = useLang();
  const [region, setRegion] = useState(initial.region);
  const [chosen, setChosen] = useState(() => initial.providers.map((provider) => provider.provider_id));
  const [query, setQuery] = useState('');
  const regions = useQuery(serviceRegionsQueryOptions(lang));
  const choices = useQuery(serviceChoicesQueryOptions(lang, region));
  const save = useSaveMyServices();
  const codes = useMemo(() => {
    const known = regions.data ?? [];
    return known.includes(region) ? known : [region, ...known];
  }, [regions.data, region]);
  const byId = useMemo(
    () => new Map([...initial.providers, ...(choices.data ?? [])].map((provider) => [provider.provider_id, provider])),
    [initial.providers, choices.data],
  );
  const shown = useMemo(() => searchServices(choices.data ?? [], query), [choices.data, query]);

  const chooseRegion = (code: string | null) => {
    if (!code || code === region) return;
    setRegion(code);
    setChosen([]);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(
      { region, provider_ids: chosen },
      {
        onSuccess: (answer) => notify.success(answer.message),
        onError: (error) => notify.error(`${t('services.saveError')} ${error.message}`),
      },
    );
  };

  return (
    <form noValidate onSubmit={submit} aria-labelledby="my-services-title" className="flex flex-col gap-5">
      <Field label={t('services.country')} hint={t('services.countryHint')} className="sm:max-w-sm">
        <CountryCombobox value={region} onChange={chooseRegion} codes={codes} clearable={false} />
      </Field>
      {!initial.saved && <p className="text-sm text-fg-muted">{t('services.notSaved')}</p>}
      <ChosenServices
        providers={chosen.flatMap((id) => byId.get(id) ?? [])}
        onRemove={(id) => setChosen((ids) => toggleService(ids, id))}
      />
      <Field label={t('services.search')} className="sm:max-w-sm">
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-0 start-3 my-auto size-4 text-fg-muted"
          />
          <Input type="search" value={query} onChange={(event) => setQuery(event.target.value)} className="ps-9" />
        </div>
      </Field>
      {choices.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : choices.isError ? (
        <ErrorState
          message={choices.error.message}
          onRetry={() => void choices.refetch()}
          retrying={choices.isFetching}
        />
      ) : (
        <ServiceChoices
          services={shown}
          chosen={chosen}
          full={chosen.length >= SERVICES_MAX}
          query={query}
          busy={choices.isPlaceholderData}
          onToggle={(id) => setChosen((ids) => toggleService(ids, id))}
        />
      )}
      <div className="flex flex-wrap items-center justify-end gap-3">
        <p className="text-sm text-fg-muted tabular-nums" aria-live="polite">
          {t('services.count', { count: chosen.length, max: SERVICES_MAX })}
        </p>
        <Button type="submit" loading={save.isPending}>
          {t('services.save')}
        </Button>
      </div>
    </form>
  );
}
