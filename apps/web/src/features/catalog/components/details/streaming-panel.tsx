import { defaultRegionOf, type CatalogKind, type Lang, type Provider } from '@pepites/contracts';
import { useQuery } from '@tanstack/react-query';
import { Tv } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/ui/cn';
import { CountryCombobox } from '../../../../components/ui/country-combobox';
import { ErrorState } from '../../../../components/ui/error-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { useLang } from '../../../../hooks/use-lang';
import { catalogImageUrl } from '../../../../lib/catalog-images';
import { regionsQueryOptions } from '../../api/get-regions';
import { titleProvidersQueryOptions } from '../../api/get-title-providers';
import { useCatalogSlots } from '../catalog-slots';
import { NewTabTextLink } from './details-parts';

/** The countries the movie database has streaming data for (named in the page's language by the picker). */
function useRegionCodes(lang: Lang, current: string): readonly string[] {
  const regions = useQuery(regionsQueryOptions(lang));
  return useMemo(() => {
    const codes = (regions.data?.results ?? []).map((region) => region.iso_3166_1);
    return codes.includes(current) ? codes : [current, ...codes];
  }, [regions.data, current]);
}

/** The member's services first, in their order, then the others as the catalogue ranks them. */
export function myServicesFirst(providers: readonly Provider[], mine: readonly number[]) {
  const rank = (provider: Provider) => {
    const index = mine.indexOf(provider.provider_id);
    return index < 0 ? mine.length : index;
  };
  return providers
    .map((provider, index) => ({ provider, index, rank: rank(provider) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ provider }) => ({ provider, mine: mine.includes(provider.provider_id) }));
}

/**
 * Where a title streams: a country (the member's, else FR in French and US otherwise), then its
 * services, the member's own first (docs/product.md#what-can-i-watch-tonight).
 */
export function StreamingPanel({ kind, id }: { kind: CatalogKind; id: number }) {
  const { t } = useTranslation('details');
  const lang = useLang();
  const headingId = useId();
  const { myServices } = useCatalogSlots();
  const [chosenRegion, setRegion] = useState<string | null>(null);
  const region = chosenRegion ?? myServices?.region ?? defaultRegionOf(lang);
  const countries = useRegionCodes(lang, region);
  const providers = useQuery(titleProvidersQueryOptions(kind, id, region));
  const mine = region === myServices?.region ? myServices.providerIds : [];

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-fg">
          <Tv aria-hidden="true" className="size-5 text-accent" />
          {t('streaming.title')}
        </h2>
        <CountryCombobox
          aria-label={t('streaming.country')}
          codes={countries}
          value={region}
          onChange={(code) => code && setRegion(code)}
          clearable={false}
          className="w-full sm:w-64"
        />
      </div>
      {providers.isPending ? (
        <Skeleton className="h-14 w-full" />
      ) : providers.isError ? (
        <ErrorState
          message={providers.error.message}
          onRetry={() => void providers.refetch()}
          retrying={providers.isFetching}
        />
      ) : providers.data.flatrate.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('streaming.none')}</p>
      ) : (
        // While another country loads, its previous services stay (no jump) but fade, marked busy.
        <ul
          aria-label={t('streaming.services')}
          aria-busy={providers.isPlaceholderData}
          className={cn('flex flex-wrap gap-3 transition-opacity', providers.isPlaceholderData && 'opacity-60')}
        >
          {myServicesFirst(providers.data.flatrate, mine).map(({ provider, mine: isMine }) => (
            <li
              key={provider.provider_id}
              className={cn(
                'flex items-center gap-2 rounded-xl border py-1.5 ps-1.5 pe-3',
                isMine ? 'border-accent bg-accent-soft' : 'border-border bg-surface-2',
              )}
            >
              {provider.logo_path && (
                <img
                  src={catalogImageUrl(provider.logo_path, 92) ?? undefined}
                  alt=""
                  loading="lazy"
                  className="size-9 rounded-lg"
                />
              )}
              <span className="text-sm font-medium text-fg">{provider.provider_name}</span>
              {isMine && <span className="text-xs font-semibold text-fg">{t('streaming.yours')}</span>}
            </li>
          ))}
        </ul>
      )}
      {mine.length > 0 &&
        providers.data &&
        providers.data.flatrate.length > 0 &&
        !providers.data.flatrate.some((provider) => mine.includes(provider.provider_id)) && (
          <p className="text-sm text-fg-muted">{t('streaming.notOnYours')}</p>
        )}
      <div className="flex flex-col gap-1 text-xs text-fg-muted">
        {providers.data?.illustrative && <p>{t('streaming.illustrative')}</p>}
        <p>
          {t('streaming.credit')}
          {providers.data?.link && (
            <>
              {' · '}
              <NewTabTextLink href={providers.data.link}>{t('streaming.more')}</NewTabTextLink>
            </>
          )}
        </p>
      </div>
    </section>
  );
}
