import type { TonightTitle } from '@pepites/contracts';
import { factsOf, type TonightCandidate } from './availability.queries.js';
import { keyOf, onMyServices, type StoredOffers } from './offers.js';

/** Lists named on a Tonight card. */
const LISTS_SHOWN = 3;

export interface TonightMatches {
  /** Every match, in the candidates' order (most recently added first). */
  matches: TonightTitle[];
  /** With a maximum runtime: matches kept although their runtime is unknown; else null. */
  runtimeUnknown: number | null;
}

/**
 * Tonight's filter (docs/product.md#what-can-i-watch-tonight): of the unseen candidates, those included in one of the
 * member's services (flat rate; renting and buying never count), within the maximum runtime. A title
 * of unknown runtime is kept and counted, as Binge Buddy does (decision 022). Titles whose offers are
 * not known yet are left out; the answer counts them as pending.
 */
export function tonightMatches(
  candidates: readonly TonightCandidate[],
  offers: ReadonlyMap<string, StoredOffers>,
  serviceIds: readonly number[],
  maxRuntime: number | undefined,
): TonightMatches {
  let runtimeUnknown = 0;
  const matches: TonightTitle[] = [];
  for (const candidate of candidates) {
    const found = offers.get(keyOf({ type: candidate.type, providerId: candidate.provider_id }));
    const providers = found ? onMyServices(found.flatrate, serviceIds) : [];
    if (providers.length === 0) continue;
    const facts = factsOf(candidate.snapshot);
    if (maxRuntime !== undefined && facts.runtime !== null && facts.runtime > maxRuntime) continue;
    if (maxRuntime !== undefined && facts.runtime === null) runtimeUnknown += 1;
    matches.push({
      item_id: candidate.item_id,
      type: candidate.type,
      provider_id: candidate.provider_id,
      title: candidate.title,
      poster_path: candidate.poster_path,
      ...facts,
      providers,
      lists: candidate.lists.slice(0, LISTS_SHOWN),
    });
  }
  return { matches, runtimeUnknown: maxRuntime === undefined ? null : runtimeUnknown };
}
