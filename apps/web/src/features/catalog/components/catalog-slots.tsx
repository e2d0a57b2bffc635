import type { AddContentInput, MediaType } from '@pepites/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/** A signed-in member's streaming country and services (docs/decisions/043-streaming-availability-and-alerts.md). */
export interface MyServicesSlot {
  region: string;
  /** In the member's order; empty until they choose. */
  providerIds: readonly number[];
  /** Where they choose them. */
  href: string;
}

/**
 * What the catalogue's screens show from other features, handed in by the app layer (features never
 * import each other): the lists' add-to-lists control, the icon of an item's kind, whether a member
 * is signed in, and the member's streaming services with the alert of a title's arrival on them.
 */
export interface CatalogSlots {
  /** The add-to-lists control: a dialog of the member's lists, disabled with a hint for visitors. */
  addToLists: (item: AddContentInput, options?: { className?: string; variant?: 'primary' | 'secondary' }) => ReactNode;
  /** The icon of an item's kind, on a generated poster. */
  typeIcon: (type: MediaType) => ReactNode;
  signedIn: boolean;
  /** Null for a visitor, and while a member's services load. */
  myServices: MyServicesSlot | null;
  /** "Tell me when it's on my services" on a title's page (members only). */
  titleAlert: (type: 'movie' | 'show', id: number) => ReactNode;
}

const CatalogSlotsContext = createContext<CatalogSlots>({
  addToLists: () => null,
  typeIcon: () => null,
  signedIn: false,
  myServices: null,
  titleAlert: () => null,
});

export function CatalogSlotsProvider({ slots, children }: { slots: CatalogSlots; children: ReactNode }) {
  return <CatalogSlotsContext.Provider value={slots}>{children}</CatalogSlotsContext.Provider>;
}

export function useCatalogSlots(): CatalogSlots {
  return useContext(CatalogSlotsContext);
}
