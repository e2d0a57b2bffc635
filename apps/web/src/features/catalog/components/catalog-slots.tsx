import type { AddContentInput, MediaType } from '@pepites/contracts';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What the catalogue's screens show from other features, handed in by the app layer (features never
 * import each other): the lists' add-to-lists control, the icon of an item's kind, and whether a
 * member is signed in.
 */
export interface CatalogSlots {
  /** The add-to-lists control: a dialog of the member's lists, disabled with a hint for visitors. */
  addToLists: (item: AddContentInput, options?: { className?: string; variant?: 'primary' | 'secondary' }) => ReactNode;
  /** The icon of an item's kind, on a generated poster. */
  typeIcon: (type: MediaType) => ReactNode;
  signedIn: boolean;
}

const CatalogSlotsContext = createContext<CatalogSlots>({
  addToLists: () => null,
  typeIcon: () => null,
  signedIn: false,
});

export function CatalogSlotsProvider({ slots, children }: { slots: CatalogSlots; children: ReactNode }) {
  return <CatalogSlotsContext.Provider value={slots}>{children}</CatalogSlotsContext.Provider>;
}

export function useCatalogSlots(): CatalogSlots {
  return useContext(CatalogSlotsContext);
}
