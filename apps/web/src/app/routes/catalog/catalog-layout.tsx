import type { QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { Outlet } from 'react-router';
import { useCurrentUser } from '../../../features/auth/api/get-current-user';
import { useMyServices } from '../../../features/availability/api/get-my-services';
import { TitleAlertButton } from '../../../features/availability/components/alerts/title-alert-button';
import { servicesHref } from '../../../features/availability/components/choose-services-link';
import { catalogInfoQueryOptions } from '../../../features/catalog/api/get-catalog-info';
import { CatalogSlotsProvider, type CatalogSlots } from '../../../features/catalog/components/catalog-slots';
import { CatalogSourceNote } from '../../../features/catalog/components/catalog-source-note';
import { AddToListsButton } from '../../../features/lists/components/add-to-lists/add-to-lists-button';
import { MediaTypeIcon } from '../../../features/lists/components/list-type-icon';
import { loadedOnServer } from '../../server-render';
import { WithViewer } from '../lists/with-viewer';

const fixedSlots: Pick<CatalogSlots, 'addToLists' | 'typeIcon' | 'titleAlert'> = {
  addToLists: (item, options) => (
    <AddToListsButton item={item} size="sm" variant={options?.variant ?? 'primary'} className={options?.className} />
  ),
  typeIcon: (type) => <MediaTypeIcon type={type} />,
  titleAlert: (type, id) => <TitleAlertButton type={type} titleId={id} />,
};

export function catalogLayoutLoader(queryClient: QueryClient) {
  return () => loadedOnServer(queryClient.prefetchQuery(catalogInfoQueryOptions()));
}

/**
 * Hands the catalogue's screens what they show from other features: the lists' add-to-lists control,
 * and for a member their streaming services and the alert of a title's arrival on them.
 */
export function CatalogLayout() {
  const { user } = useCurrentUser();
  const services = useMyServices(Boolean(user))?.data?.services;
  const slots = useMemo<CatalogSlots>(
    () => ({
      ...fixedSlots,
      signedIn: Boolean(user),
      myServices:
        user && services
          ? {
              region: services.region,
              providerIds: services.providers.map((provider) => provider.provider_id),
              href: servicesHref(),
            }
          : null,
    }),
    [user, services],
  );
  return (
    <WithViewer>
      <CatalogSlotsProvider slots={slots}>
        <Outlet />
        <CatalogSourceNote />
      </CatalogSlotsProvider>
    </WithViewer>
  );
}
