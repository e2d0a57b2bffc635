import type { Lang, TonightQuery, WatchType } from '@pepites/contracts';

/**
 * The query keys of a member's services, what streams on them, Tonight and alerts
 * (docs/decisions/043-streaming-availability-and-alerts.md); mutations invalidate through them.
 * Answers that name titles or default the country by language carry the language.
 */
export const availabilityKeys = {
  all: ['availability'] as const,
  services: (lang: Lang) => ['availability', 'services', lang] as const,
  serviceChoices: (lang: Lang, region: string) => ['availability', 'service-choices', lang, region] as const,
  regions: (lang: Lang) => ['availability', 'regions', lang] as const,
  genres: (lang: Lang) => ['availability', 'genres', lang] as const,
  lists: ['availability', 'list'] as const,
  list: (listId: number, rentBuy: boolean) => ['availability', 'list', listId, rentBuy] as const,
  tonights: ['availability', 'tonight'] as const,
  tonight: (lang: Lang, query: TonightQuery) => ['availability', 'tonight', lang, query] as const,
  alerts: ['availability', 'alerts'] as const,
  myAlerts: (lang: Lang, page: number) => ['availability', 'alerts', 'mine', lang, page] as const,
  titleAlert: (type: WatchType, titleId: number) => ['availability', 'alerts', 'title', type, titleId] as const,
  listAlert: (listId: number) => ['availability', 'alerts', 'list', listId] as const,
};

/**
 * While the live catalogue has not answered for every title yet (`pending`), ask again after a
 * moment (docs/api.md), a bounded number of times: a failing catalogue must not be polled forever.
 */
const PENDING_RETRY_MS = 2_000;
const PENDING_RETRIES = 15;

export function refetchWhilePending(query: { state: { data?: { pending: number }; dataUpdateCount: number } }) {
  const { data, dataUpdateCount } = query.state;
  return data && data.pending > 0 && dataUpdateCount <= PENDING_RETRIES ? PENDING_RETRY_MS : false;
}
