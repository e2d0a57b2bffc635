import type { CatalogKind } from '@pepites/contracts';
import { offlineData, stableHash, type ProviderEntry } from './offline-data.js';

/** Drawn from the first services of the country's real list: the well-known ones. */
const CANDIDATES = 10;
const MAX_SERVICES = 3;

/**
 * Which services stream a title in a country, offline. Our data has each country's real list of
 * services but not which title streams where, so this is an illustration (the UI says so): a stable
 * choice per title and country of 0 to 3 of the country's first services. A title is on no service
 * in about one country in five, as often happens.
 */
export function illustrativeProviders(kind: CatalogKind, id: number, region: string): ProviderEntry[] {
  const services = (offlineData().providers[kind][region] ?? []).slice(0, CANDIDATES);
  if (services.length === 0) return [];
  const seed = stableHash(`${kind}:${id}:${region}`);
  if (seed % 5 === 0) return [];
  const count = 1 + ((seed >>> 3) % MAX_SERVICES);
  const chosen = new Set<number>();
  for (let draw = 0; chosen.size < Math.min(count, services.length); draw += 1) {
    chosen.add(stableHash(`${seed}:${draw}`) % services.length);
  }
  return [...chosen].sort((a, b) => a - b).map((index) => services[index] as ProviderEntry);
}
