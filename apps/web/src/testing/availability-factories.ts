import {
  AVAILABILITY_ATTRIBUTION,
  type ItemAvailability,
  type ListAvailabilityResponse,
  type Provider,
  type TonightResponse,
  type TonightTitle,
} from '@pepites/contracts';

/** Services of France as the catalogue names them. */
export const NETFLIX: Provider = { provider_id: 8, provider_name: 'Netflix', logo_path: null };
export const CANAL: Provider = { provider_id: 381, provider_name: 'Canal+', logo_path: null };
export const APPLE_TV: Provider = { provider_id: 2, provider_name: 'Apple TV', logo_path: null };

export const attribution = { ...AVAILABILITY_ATTRIBUTION };

/** A movie of a list, not on the member's services; override what the test is about. */
export function makeItemAvailability(overrides: Partial<ItemAvailability> = {}): ItemAvailability {
  return {
    item_id: 1,
    type: 'movie',
    provider_id: '603',
    runtime: 120,
    known: true,
    on_my_services: [],
    rent: null,
    buy: null,
    ...overrides,
  };
}

/** A list's availability for a member with services in France. */
export function makeListAvailability(overrides: Partial<ListAvailabilityResponse> = {}): ListAvailabilityResponse {
  return {
    list_id: 12,
    items: [],
    region: 'FR',
    services_saved: true,
    pending: 0,
    illustrative: false,
    attribution,
    ...overrides,
  };
}

/** The Matrix on Netflix, from the list "Soirées". */
export function makeTonightTitle(overrides: Partial<TonightTitle> = {}): TonightTitle {
  return {
    item_id: 7,
    type: 'movie',
    provider_id: '603',
    title: 'The Matrix',
    poster_path: null,
    year: 1999,
    runtime: 136,
    genre_ids: [28, 878],
    providers: [NETFLIX],
    lists: [{ id: 12, title: 'Soirées' }],
    ...overrides,
  };
}

/** Tonight's first page, holding `results`. */
export function makeTonight(overrides: Partial<TonightResponse> = {}): TonightResponse {
  const results = overrides.results ?? [makeTonightTitle()];
  return {
    results,
    total: results.length,
    page: 1,
    totalPages: 1,
    candidates: 4,
    runtime_unknown: null,
    region: 'FR',
    services_saved: true,
    pending: 0,
    illustrative: false,
    attribution,
    ...overrides,
  };
}
