import type { Lang, MediaType } from '@pepites/contracts';
import { offlineTitleOf, type Catalog } from '../catalog/index.js';

/** What a list shows of an item wherever it shows it: its page, its card's posters, the home's strips. */
export interface TitledItem {
  provider_id: string;
  type: MediaType;
  title: string;
  poster_path: string | null;
}

/** An item as the reader sees it. */
export type ItemTitles = <T extends TitledItem>(item: T) => T;

const asStored: ItemTitles = (item) => item;

/**
 * Items keep their English title (catalog-item.ts), shared by every reader. Offline, a movie or show
 * the catalogue knows is shown with its title in the reader's language and the poster drawn with that
 * title (a lookup in the catalogue held in memory, nothing asked of the database), as its search
 * result and its page show it. Videos, podcasts, ids the catalogue does not know, and every item when
 * the catalogue is live, keep what was stored.
 */
export function itemTitles(catalog: Catalog, lang: Lang): ItemTitles {
  if (catalog.movies.source !== 'offline') return asStored;
  return (item) => {
    if (item.type !== 'movie' && item.type !== 'show') return item;
    const titled = offlineTitleOf(item.type, Number(item.provider_id), lang);
    return titled ? { ...item, ...titled } : item;
  };
}
