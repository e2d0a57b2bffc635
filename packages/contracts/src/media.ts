/**
 * The domain's spellings, defined once: the database enums and every schema derive from these.
 * An item's type and a list's type are two vocabularies on purpose: a video item is
 * `youtube`, a list made only of videos is `youtube-video`.
 */

/** What an item of a list is; an item is identified by (type, provider id). */
export const MEDIA_TYPES = ['movie', 'show', 'youtube', 'podcast'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** A list's type, derived from its items: one kind of item, or several (`mixed`). Null while empty. */
export const LIST_TYPES = ['movie', 'show', 'podcast', 'youtube-video', 'mixed'] as const;
export type ListType = (typeof LIST_TYPES)[number];

/** The list type of a list whose items are all of one media type. */
export const LIST_TYPE_OF_MEDIA: Record<MediaType, ListType> = {
  movie: 'movie',
  show: 'show',
  podcast: 'podcast',
  youtube: 'youtube-video',
};

/** A list's type follows its items (docs/product.md#lists): one kind → that kind, several → mixed, none → null. */
export function deriveListType(mediaTypes: Iterable<MediaType>): ListType | null {
  const kinds = new Set(mediaTypes);
  if (kinds.size === 0) return null;
  if (kinds.size > 1) return 'mixed';
  const [only] = kinds;
  return only ? LIST_TYPE_OF_MEDIA[only] : null;
}

export const LIST_PRIVACIES = ['public', 'private'] as const;
export type ListPrivacy = (typeof LIST_PRIVACIES)[number];

/**
 * Browse orders: relevance (only while a title is searched, and then the default), newest first, or
 * most liked (beyond the original product, as list sites offer). docs/decisions/040-word-prefix-search.md
 */
export const LIST_SORTS = ['relevance', 'newest', 'liked'] as const;
export type ListSort = (typeof LIST_SORTS)[number];
