import type { Provider } from '@pepites/contracts';
import { foldForSearch } from '../../../lib/countries';

/** The services whose name holds the typed text, blind to case and accents ("canal" finds "Canal+"). */
export function searchServices(services: readonly Provider[], query: string): Provider[] {
  const wanted = foldForSearch(query);
  if (!wanted) return [...services];
  return services.filter((service) => foldForSearch(service.provider_name).includes(wanted));
}

/** Adds or removes a service id, keeping the member's order (their first choices first). */
export function toggleService(ids: readonly number[], id: number): number[] {
  return ids.includes(id) ? ids.filter((kept) => kept !== id) : [...ids, id];
}
