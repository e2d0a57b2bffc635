import type { ItemAvailability } from '@pepites/contracts';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { useListAvailability } from '../../api/get-list-availability';
import { useListViewParams } from '../../hooks/use-list-view-params';
import { availabilityById, viewItems, type ViewedItem } from '../../lib/list-view';
import { AvailabilityMarks } from './item-marks';
import { ListAvailabilityToolbar } from './list-availability-toolbar';

export interface ListAvailabilityProps<Item extends ViewedItem> {
  listId: number;
  /** The list's items in the creator's order (their `id` is the availability's `item_id`). */
  items: readonly Item[];
  /** The list's row of cards, given the items to show and each one's marks (the lists feature draws them). */
  renderItems: (items: Item[], markOf: (item: Item) => ReactNode) => ReactNode;
}

function markOf(availability: ReadonlyMap<number, ItemAvailability>) {
  return (item: ViewedItem): ReactNode => {
    const found = availability.get(item.id);
    return found ? <AvailabilityMarks availability={found} /> : null;
  };
}

/**
 * A member's list page answers "can I watch it?" (docs/product.md#what-can-i-watch-tonight): each
 * movie and show included in one of their services is marked with their logos; the list filters to
 * "only what I can watch now", sorts by runtime, and shows rent or buy on request, apart.
 */
export function ListAvailability<Item extends ViewedItem>({ listId, items, renderItems }: ListAvailabilityProps<Item>) {
  const { t } = useTranslation('availability');
  const { view, change } = useListViewParams();
  const availability = useListAvailability(listId, view.rentBuy);
  const byId = useMemo(() => availabilityById(availability.data?.items), [availability.data]);
  const shown = useMemo(() => viewItems(items, byId, view), [items, byId, view]);
  return (
    <div className="flex flex-col gap-4">
      <ListAvailabilityToolbar view={view} onChange={change} availability={availability} />
      {items.length > 0 && shown.length === 0 && availability.isSuccess ? (
        <EmptyState
          title={t('list.filteredEmpty')}
          description={t('list.filteredEmptyHint')}
          action={
            <Button variant="secondary" onClick={() => change({ onlyNow: false })}>
              {t('list.showAll')}
            </Button>
          }
        />
      ) : (
        renderItems(shown, markOf(byId))
      )}
    </div>
  );
}
