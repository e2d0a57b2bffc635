import { apiPath, type Lang, type Provider } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

/** The catalogue's countries and services change rarely. */
const CHOICES_STALE_MS = 30 * 60_000;

/**
 * The services a member may pick in a country: the catalogue's lists for movies and for shows
 * together, movies' order first, as the server checks a save against them (decision 043).
 */
export function serviceChoicesQueryOptions(lang: Lang, region: string) {
  return queryOptions({
    queryKey: availabilityKeys.serviceChoices(lang, region),
    queryFn: async ({ signal }): Promise<Provider[]> => {
      const [movies, shows] = await Promise.all(
        (['movie', 'tv'] as const).map((kind) =>
          apiRequest(apiPath.watchProviders, { params: { kind }, query: { region }, signal }),
        ),
      );
      const byId = new Map<number, Provider>();
      for (const provider of [...(movies?.results ?? []), ...(shows?.results ?? [])])
        if (!byId.has(provider.provider_id)) byId.set(provider.provider_id, provider);
      return [...byId.values()];
    },
    staleTime: CHOICES_STALE_MS,
    placeholderData: keepPreviousData,
  });
}

/** `GET /catalog/regions`: the countries with streaming data, the only ones a member may choose. */
export function serviceRegionsQueryOptions(lang: Lang) {
  return queryOptions({
    queryKey: availabilityKeys.regions(lang),
    queryFn: async ({ signal }) =>
      (await apiRequest(apiPath.regions, { signal })).results.map((region) => region.iso_3166_1),
    staleTime: Infinity,
  });
}
