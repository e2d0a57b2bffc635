import type { Provider } from '@pepites/contracts';
import { describe, expect, it } from 'vitest';
import type { TonightCandidate } from './availability.queries.js';
import { onMyServices, type StoredOffers } from './offers.js';
import { APPLE_TV, CANAL, NETFLIX, PRIME } from '../../test/streaming-services.js';
import { tonightMatches } from './tonight.js';

const candidate = (provider_id: string, snapshot: object, type: 'movie' | 'show' = 'movie'): TonightCandidate => ({
  item_id: Number(provider_id),
  type,
  provider_id,
  title: `Title ${provider_id}`,
  poster_path: null,
  snapshot,
  lists: [1, 2, 3, 4].map((id) => ({ id, title: `List ${id}` })),
  found: 4,
});
const offers = (flatrate: Provider[], rent: Provider[] = [], buy: Provider[] = []): StoredOffers => ({
  flatrate,
  rent,
  buy,
});

describe('the availability filter', () => {
  it('keeps the member’s services among a title’s flat-rate offers, in the member’s order', () => {
    expect(onMyServices([NETFLIX, PRIME, CANAL], [381, 8])).toEqual([CANAL, NETFLIX]);
    expect(onMyServices([NETFLIX], [119])).toEqual([]);
    expect(onMyServices([], [8])).toEqual([]);
    expect(onMyServices([NETFLIX, PRIME], [])).toEqual([]);
  });

  it('keeps Tonight’s candidates included in a service of the member, never rented or bought ones', () => {
    const known = new Map([
      ['movie:1', offers([NETFLIX])],
      ['movie:2', offers([], [APPLE_TV], [APPLE_TV])],
      ['show:3', offers([PRIME, CANAL])],
    ]);
    const candidates = [
      candidate('1', { runtime: 100, genre_ids: [18] }),
      candidate('2', { runtime: 90 }),
      candidate('3', { runtime: 45, genre_ids: [35] }, 'show'),
      // Not answered yet: left out (the answer counts it as pending).
      candidate('4', { runtime: 80 }),
    ];
    const { matches, runtimeUnknown } = tonightMatches(candidates, known, [8, 381, 2], undefined);
    expect(matches.map((match) => [match.type, match.provider_id, match.providers])).toEqual([
      ['movie', '1', [NETFLIX]],
      ['show', '3', [CANAL]],
    ]);
    expect(matches[0]).toMatchObject({ runtime: 100, genre_ids: [18], year: null });
    expect(matches[0]!.lists).toHaveLength(3);
    expect(runtimeUnknown).toBeNull();
  });

  it('keeps titles within the maximum runtime, and those of unknown runtime, counted', () => {
    const known = new Map(['1', '2', '3', '4'].map((id) => [`movie:${id}`, offers([NETFLIX])]));
    const candidates = [
      candidate('1', { runtime: 95 }),
      candidate('2', { runtime: 90 }),
      candidate('3', {}),
      candidate('4', { runtime: 'long' }),
    ];
    const { matches, runtimeUnknown } = tonightMatches(candidates, known, [8], 90);
    expect(matches.map((match) => [match.provider_id, match.runtime])).toEqual([
      ['2', 90],
      ['3', null],
      ['4', null],
    ]);
    expect(runtimeUnknown).toBe(2);
  });
});
