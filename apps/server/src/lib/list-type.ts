import type { itemType, listType } from '../db/schema/index.js';

export type ItemType = (typeof itemType.enumValues)[number];
export type ListType = (typeof listType.enumValues)[number];

const SINGLE_TYPE: Record<ItemType, ListType> = {
  movie: 'movie',
  show: 'show',
  podcast: 'podcast',
  youtube: 'youtube-video',
};

/** A list's type follows its items (CONTRACT §4): one kind → that kind, several → mixed, none → null. */
export function deriveListType(itemTypes: Iterable<ItemType>): ListType | null {
  const kinds = new Set(itemTypes);
  if (kinds.size === 0) return null;
  if (kinds.size > 1) return 'mixed';
  const [only] = kinds;
  return only ? SINGLE_TYPE[only] : null;
}
