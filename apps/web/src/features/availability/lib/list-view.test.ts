import { describe, expect, it } from 'vitest';
import { CANAL, makeItemAvailability, NETFLIX } from '../../../testing/availability-factories';
import { availabilityById, readListViewParams, viewItems, writeListViewParams } from './list-view';

// A list in the creator's order: a long movie on Netflix, a show of unknown runtime on Canal+, a
// short movie nowhere, a video (no availability at all), a middle movie on Netflix.
const items = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }, { id: 5 }];
const availability = availabilityById([
  makeItemAvailability({ item_id: 1, runtime: 175, on_my_services: [NETFLIX] }),
  makeItemAvailability({ item_id: 2, type: 'show', runtime: null, on_my_services: [CANAL] }),
  makeItemAvailability({ item_id: 3, runtime: 90 }),
  makeItemAvailability({ item_id: 5, runtime: 120, on_my_services: [NETFLIX] }),
]);
const ids = (shown: { id: number }[]) => shown.map((item) => item.id);

describe('viewItems', () => {
  it("keeps the creator's order when nothing is asked", () => {
    expect(ids(viewItems(items, availability, { onlyNow: false, sort: 'list' }))).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps only what a service of the member includes, never what is only rented or bought', () => {
    const rentedOnly = availabilityById([
      ...availability.values(),
      makeItemAvailability({ item_id: 3, runtime: 90, rent: [NETFLIX], buy: [CANAL] }),
    ]);
    expect(ids(viewItems(items, rentedOnly, { onlyNow: true, sort: 'list' }))).toEqual([1, 2, 5]);
  });

  it('sorts by runtime either way, unknown runtimes last, ties in the list order', () => {
    expect(ids(viewItems(items, availability, { onlyNow: false, sort: 'shortest' }))).toEqual([3, 5, 1, 2, 4]);
    expect(ids(viewItems(items, availability, { onlyNow: false, sort: 'longest' }))).toEqual([1, 5, 3, 2, 4]);
    const ties = availabilityById([
      makeItemAvailability({ item_id: 1, runtime: 100 }),
      makeItemAvailability({ item_id: 2, runtime: 100 }),
    ]);
    expect(ids(viewItems(items.slice(0, 2), ties, { onlyNow: false, sort: 'longest' }))).toEqual([1, 2]);
  });

  it('filters and sorts together', () => {
    expect(ids(viewItems(items, availability, { onlyNow: true, sort: 'shortest' }))).toEqual([5, 1, 2]);
  });

  it('leaves the items it was given as they were', () => {
    const given = [...items];
    viewItems(given, availability, { onlyNow: true, sort: 'longest' });
    expect(ids(given)).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('the view in the address', () => {
  it('reads what it wrote, and defaults for anything else', () => {
    const written = writeListViewParams(new URLSearchParams('tab=1'), {
      onlyNow: true,
      sort: 'longest',
      rentBuy: true,
    });
    expect(written.toString()).toBe('tab=1&watch=now&sort=longest&offers=all');
    expect(readListViewParams(written)).toEqual({ onlyNow: true, sort: 'longest', rentBuy: true });
    expect(readListViewParams(new URLSearchParams('watch=later&sort=random&offers=1'))).toEqual({
      onlyNow: false,
      sort: 'list',
      rentBuy: false,
    });
    const cleared = writeListViewParams(written, { onlyNow: false, sort: 'list', rentBuy: false });
    expect(cleared.toString()).toBe('tab=1');
  });
});
