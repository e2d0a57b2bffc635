import type { ItemAvailability } from '@pepites/contracts';

/** How a list's items are ordered on its page: the creator's order, or by runtime. */
export const LIST_SORTS = ['list', 'shortest', 'longest'] as const;
export type ListSort = (typeof LIST_SORTS)[number];

export interface ListViewOptions {
  /** "Only what I can watch now": the items one of the member's services includes (flat rate). */
  onlyNow: boolean;
  sort: ListSort;
}

/** An item of the list as its page holds it: its id is the availability's `item_id`. */
export interface ViewedItem {
  id: number;
}

/**
 * The list's items as the member asked to see them (docs/product.md#what-can-i-watch-tonight):
 * filtered to those on their services, and/or sorted by runtime. Runtimes come from the
 * availability answer; an item without one (a video, a podcast, an unknown runtime) goes last in
 * both directions, and equal runtimes keep the creator's order.
 */
export function viewItems<Item extends ViewedItem>(
  items: readonly Item[],
  availability: ReadonlyMap<number, ItemAvailability>,
  { onlyNow, sort }: ListViewOptions,
): Item[] {
  const kept = onlyNow
    ? items.filter((item) => (availability.get(item.id)?.on_my_services.length ?? 0) > 0)
    : [...items];
  if (sort === 'list') return kept;
  const direction = sort === 'shortest' ? 1 : -1;
  const runtimeOf = (item: Item) => availability.get(item.id)?.runtime ?? null;
  return kept
    .map((item, index) => ({ item, index, runtime: runtimeOf(item) }))
    .sort((a, b) => {
      if (a.runtime === null || b.runtime === null)
        return a.runtime === b.runtime ? a.index - b.index : a.runtime === null ? 1 : -1;
      return (a.runtime - b.runtime) * direction || a.index - b.index;
    })
    .map(({ item }) => item);
}

/** The availability answer's items by list item id. */
export function availabilityById(items: readonly ItemAvailability[] | undefined): Map<number, ItemAvailability> {
  return new Map((items ?? []).map((item) => [item.item_id, item]));
}

/** How many of the list's movies and shows are on the member's services. */
export function countOnMyServices(items: readonly ItemAvailability[]): number {
  return items.filter((item) => item.on_my_services.length > 0).length;
}

/** The list page's view as its address keeps it (`?watch=now&sort=shortest&offers=all`). */
export interface ListViewParams extends ListViewOptions {
  /** Rent and buy shown too, apart from what the services include. */
  rentBuy: boolean;
}

export function readListViewParams(params: URLSearchParams): ListViewParams {
  const sort = params.get('sort');
  return {
    onlyNow: params.get('watch') === 'now',
    sort: LIST_SORTS.find((known) => known === sort) ?? 'list',
    rentBuy: params.get('offers') === 'all',
  };
}

/** Writes the view into the address's query, leaving its other parameters as they are. */
export function writeListViewParams(params: URLSearchParams, view: ListViewParams): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) => (value ? next.set(name, value) : next.delete(name));
  set('watch', view.onlyNow ? 'now' : null);
  set('sort', view.sort === 'list' ? null : view.sort);
  set('offers', view.rentBuy ? 'all' : null);
  return next;
}
