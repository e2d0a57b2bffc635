import type { ListAvailabilityResponse } from '@pepites/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Select } from '../../../../components/ui/select';
import { Switch } from '../../../../components/ui/switch';
import { useLang } from '../../../../hooks/use-lang';
import { countryName } from '../../../../lib/countries';
import { countOnMyServices, LIST_SORTS, type ListSort, type ListViewParams } from '../../lib/list-view';
import { AvailabilityCredit } from '../availability-credit';
import { ChooseServicesLink } from '../choose-services-link';

interface ListAvailabilityToolbarProps {
  view: ListViewParams;
  onChange: (changes: Partial<ListViewParams>) => void;
  availability: UseQueryResult<ListAvailabilityResponse>;
}

/** The filter, the sort and "rent or buy" above a list's items, with what the member's services hold of it. */
export function ListAvailabilityToolbar({ view, onChange, availability }: ListAvailabilityToolbarProps) {
  const { t } = useTranslation('availability');
  const noServices = availability.data?.services_saved === false;
  return (
    <section
      aria-labelledby="list-availability-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-4"
    >
      <h2 id="list-availability-title" className="flex items-center gap-2 text-base font-semibold text-fg">
        <Tv aria-hidden="true" className="size-5 text-accent" />
        {t('list.title')}
      </h2>
      <div className="flex flex-col gap-x-6 gap-y-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Switch
          label={t('list.onlyNow')}
          checked={view.onlyNow}
          disabled={noServices}
          onCheckedChange={(onlyNow) => onChange({ onlyNow })}
        />
        <Switch label={t('list.rentBuy')} checked={view.rentBuy} onCheckedChange={(rentBuy) => onChange({ rentBuy })} />
        <Select
          aria-label={t('list.sort')}
          value={view.sort}
          onValueChange={(sort) => onChange({ sort: sort as ListSort })}
          options={LIST_SORTS.map((sort) => ({ value: sort, label: t(`list.sorts.${sort}`) }))}
          className="sm:w-56"
        />
      </div>
      <ToolbarStatus availability={availability} />
      {view.rentBuy && availability.data?.illustrative && (
        <p className="text-sm text-fg-muted">{t('list.rentBuyIllustrative')}</p>
      )}
      {availability.data && (
        <AvailabilityCredit attribution={availability.data.attribution} illustrative={availability.data.illustrative} />
      )}
    </section>
  );
}

function ToolbarStatus({ availability }: { availability: UseQueryResult<ListAvailabilityResponse> }) {
  const { t } = useTranslation('availability');
  const lang = useLang();
  if (availability.isPending) return <p className="text-sm text-fg-muted">{t('list.loading')}</p>;
  if (availability.isError)
    return (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-danger">
        <p>{t('list.error')}</p>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void availability.refetch()}
          loading={availability.isFetching}
        >
          {t('retry')}
        </Button>
      </div>
    );
  const { data } = availability;
  if (!data.services_saved)
    return (
      <p className="text-sm text-fg-muted">
        {t('list.noServices')} <ChooseServicesLink />
      </p>
    );
  return (
    <p role="status" className="text-sm text-fg tabular-nums">
      {t('list.count', {
        count: countOnMyServices(data.items),
        total: data.items.length,
        country: countryName(data.region, lang),
      })}
      {data.pending > 0 && <span className="text-fg-muted"> {t('list.pending', { count: data.pending })}</span>}
    </p>
  );
}
