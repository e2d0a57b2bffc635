import type { QueryClient } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { catalogInfoQueryOptions } from '../../../features/catalog/api/get-catalog-info';
import { CatalogSlotsProvider, type CatalogSlots } from '../../../features/catalog/components/catalog-slots';
import { CatalogSourceNote } from '../../../features/catalog/components/catalog-source-note';
import { AddToListsButton } from '../../../features/lists/components/add-to-lists/add-to-lists-button';
import { MediaTypeIcon } from '../../../features/lists/components/list-type-icon';
import { loadedOnServer } from '../../server-render';
import { WithViewer } from '../lists/with-viewer';

const slotsWithout = (signedIn: boolean): CatalogSlots => ({
  addToLists: (item, options) => (
    <AddToListsButton item={item} size="sm" variant={options?.variant ?? 'primary'} className={options?.className} />
  ),
  typeIcon: (type) => <MediaTypeIcon type={type} />,
  signedIn,
});
const SLOTS = { member: slotsWithout(true), visitor: slotsWithout(false) };

export function catalogLayoutLoader(queryClient: QueryClient) {
  return () => loadedOnServer(queryClient.prefetchQuery(catalogInfoQueryOptions()));
}

/** Hands the catalogue's screens what they show from the lists feature (the add-to-lists control). */
export function CatalogLayout() {
  const { user } = useCurrentUser();
  return (
    <WithViewer>
      <CatalogSlotsProvider slots={user ? SLOTS.member : SLOTS.visitor}>
        <Outlet />
        <CatalogSourceNote />
      </CatalogSlotsProvider>
    </WithViewer>
  );
}
