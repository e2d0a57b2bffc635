import { z } from 'zod';
import { DB_ID_MAX, dbIdSchema, pageMetaFields, paginationQuerySchema, requiredLineSchema } from './common.js';
import {
  ITEM_NOTE_MAX,
  ITEM_TITLE_MAX,
  LIST_DESCRIPTION_MAX,
  LIST_TAGS_MAX,
  LIST_TITLE_MAX,
  LIST_TITLE_SEARCH_MAX,
  LIST_ITEMS_MAX,
  POSTER_PATH_MAX,
  PROVIDER_ID_MAX,
} from './limits.js';
import { LIST_PRIVACIES, LIST_SORTS, LIST_TYPES, MEDIA_TYPES } from './media.js';
import { TAG_NAMES, tagSchema, type TagName } from './tags.js';
import { CONTROL_MESSAGE, isCleanLine, isCleanMultiline } from './text.js';

const tagNames: readonly string[] = TAG_NAMES;
const isTagName = (name: string): name is TagName => tagNames.includes(name);

/** A tag as sent: `{name, name_fr}` or its bare English name; `name_fr` is ignored. */
const tagInputSchema = z
  .union([z.object({ name: z.string().max(40), name_fr: z.string().max(80).optional() }), z.string().max(40)])
  .transform((tag) => (typeof tag === 'string' ? tag : tag.name))
  .refine(isTagName, 'list.tag.unknown');

/** Tags of a list: names of the catalogue, duplicates collapsed, at most LIST_TAGS_MAX. */
export const listTagsInputSchema = z
  .array(tagInputSchema)
  .max(TAG_NAMES.length * 2, 'list.tags.tooMany')
  .transform((names) => [...new Set(names)] as TagName[])
  .refine((names) => names.length <= LIST_TAGS_MAX, 'list.tags.tooMany');

export const listTitleSchema = requiredLineSchema(LIST_TITLE_MAX, 'list.title.required', 'list.title.tooLong');

export const listDescriptionSchema = z
  .string()
  .trim()
  .max(LIST_DESCRIPTION_MAX, 'list.description.tooLong')
  .refine(isCleanMultiline, CONTROL_MESSAGE);

/** `POST /list/create/{userId}`: the title is required, the description may be empty. */
export const createListInputSchema = z.object({
  title: listTitleSchema,
  description: listDescriptionSchema.default(''),
  tags: listTagsInputSchema.default([]),
});
export type CreateListInput = z.input<typeof createListInputSchema>;

/** `PUT /list/update/{listId}` (docs/product.md#editing-a-list). */
export const updateListInputSchema = z.object({
  title: listTitleSchema,
  description: listDescriptionSchema.default(''),
  privacy: z.enum(LIST_PRIVACIES),
});
export type UpdateListInput = z.input<typeof updateListInputSchema>;

/** A movie database poster path (`/abc.jpg`) or an https image address (video thumbnails, podcast art). */
const posterPathSchema = z
  .string()
  .trim()
  .max(POSTER_PATH_MAX, 'field.tooLong')
  .refine(isCleanLine, CONTROL_MESSAGE)
  .refine((path) => path === '' || /^\/[^/]/.test(path) || /^https:\/\/[^\s]+$/.test(path), 'content.poster')
  .transform((path) => (path === '' ? null : path));

/** Old clients still send the item's text and images: accepted and checked, but never stored. */
const IGNORED = 'Ignored: the server takes the title, poster and links from the catalogue by type and id.';

/**
 * `PUT /{listId}/content` (docs/product.md#items): a catalogue item by type and id. The server looks it up and
 * keeps the catalogue's title, poster and year as our own row, so lists outlive the catalogue and no
 * member can rename or repaint an item for everyone.
 */
export const addContentInputSchema = z.object({
  provider_id: z
    .union([z.string(), z.number().int().nonnegative()])
    .transform(String)
    .pipe(
      z
        .string()
        .trim()
        .min(1, 'field.required')
        .max(PROVIDER_ID_MAX, 'field.tooLong')
        .refine(isCleanLine, CONTROL_MESSAGE),
    ),
  provider_id_string: z
    .string()
    .trim()
    .max(PROVIDER_ID_MAX * 4, 'field.tooLong')
    .refine(isCleanLine, CONTROL_MESSAGE)
    .nullable()
    .optional()
    .meta({ description: IGNORED }),
  title: requiredLineSchema(ITEM_TITLE_MAX, 'content.title.required', 'field.tooLong')
    .optional()
    .meta({ description: IGNORED }),
  poster_path: posterPathSchema.nullable().optional().meta({ description: IGNORED }),
  type: z.enum(MEDIA_TYPES, { error: 'content.type' }),
});
export type AddContentInput = z.input<typeof addContentInputSchema>;

/** Beyond the original product: a short note on an item of one's list, shown on the list's page (null removes it). */
export const itemNoteInputSchema = z.object({
  note: z.string().trim().max(ITEM_NOTE_MAX, 'list.note.tooLong').refine(isCleanMultiline, CONTROL_MESSAGE).nullable(),
});

/** Beyond the original product: the list's items in their new order (every item of the list, each once). */
export const reorderContentInputSchema = z.object({
  ids: z
    .array(z.number().int().min(1).max(DB_ID_MAX))
    .max(LIST_ITEMS_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'field.invalid'),
  /**
   * The list's `version` the order was made on: when the list has changed since, the reorder is
   * refused (409) with the current order. Without it the order is applied as before editors.
   */
  version: z.number().int().min(0).max(DB_ID_MAX).optional(),
});
export const reorderContentResponseSchema = z.object({ message: z.string(), version: z.number().int() });

/** A path user id that may be 0, the API's "no user" (`/list/getById/{listId}/user/0`). */
export const userIdOrZeroSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'field.invalid')
  .transform(Number)
  .pipe(z.number().int().min(0).max(DB_ID_MAX, 'field.invalid'));

export const listIdParamSchema = z.object({ listId: dbIdSchema });
export const listAndUserParamsSchema = z.object({ listId: dbIdSchema, userId: userIdOrZeroSchema });
export const listLikeParamsSchema = z.object({ id: dbIdSchema, userId: dbIdSchema });
export const listContentParamsSchema = z.object({ listId: dbIdSchema, contentId: dbIdSchema });
export const contentSeenParamsSchema = z.object({ contentId: dbIdSchema, userId: dbIdSchema });

const booleanFlag = z.enum(['true', 'false']).transform((flag) => flag === 'true');

/** `GET /lists/getByUserId/{userId}`: paged with `paginate=true`, else every list (docs/api.md#pagination). */
export const userListsQuerySchema = paginationQuerySchema.extend({ paginate: booleanFlag.optional() });

/** Tags of a browse filter, in the query (`tags=a&tags=b` or `tags=a,b`) or the POST body. */
const tagFilterSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((name) => name.trim()).filter(Boolean))
  .pipe(z.array(z.string().refine(isTagName, 'list.tag.unknown')).max(LIST_TAGS_MAX, 'list.tags.tooMany'));

/**
 * `POST|GET /lists/getAllListsFiltered/`: public lists, filtered. Without `sort`, a title search is
 * ordered by relevance and anything else newest first; `relevance` without a title is `newest`.
 */
export const browseListsQuerySchema = paginationQuerySchema.extend({
  paginate: booleanFlag.optional(),
  creator_id: dbIdSchema.optional(),
  title: z.string().trim().max(LIST_TITLE_SEARCH_MAX, 'field.tooLong').refine(isCleanLine, CONTROL_MESSAGE).optional(),
  type: z.enum(LIST_TYPES).optional(),
  sort: z.enum(LIST_SORTS).optional(),
  tags: tagFilterSchema.optional(),
});
export type BrowseListsQuery = z.input<typeof browseListsQuerySchema>;
export const browseListsBodySchema = z.object({ tags: tagFilterSchema.optional() }).nullish();

export const listPersonSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  avatar: z.string().nullable(),
});
export type ListPerson = z.infer<typeof listPersonSchema>;

/** An item of a list as the caller sees it: `seen` is the caller's own mark (false for a visitor). */
export const contentItemSchema = z.object({
  id: z.number().int(),
  provider_id: z.string(),
  provider_id_string: z.string().nullable(),
  title: z.string(),
  poster_path: z.string().nullable(),
  type: z.enum(MEDIA_TYPES),
  seen: z.boolean(),
  note: z.string().nullable(),
  position: z.number().int(),
  /** Who added it (the creator or an editor); null when unknown. Only on a list's own page. */
  added_by: z.number().int().nullable().optional(),
});
export type ContentItem = z.infer<typeof contentItemSchema>;

/** A list on a card or in a table: its first items (for the card's slider), counts and tags. */
export const listSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  type: z.enum(LIST_TYPES).nullable(),
  privacy: z.enum(LIST_PRIVACIES),
  creator_id: z.number().int(),
  creator: listPersonSchema,
  likes: z.number().int(),
  /** Whether the caller likes it (the red heart); false for a visitor. */
  liked: z.boolean(),
  item_count: z.number().int(),
  tags: z.array(tagSchema),
  content: z.array(contentItemSchema),
  created_at: z.string(),
});
export type ListSummary = z.infer<typeof listSummarySchema>;

/** A poster on a home card: one of the list's first items (HOME_LIST_POSTERS). */
export const listCardPosterSchema = contentItemSchema.pick({ id: true, title: true, poster_path: true, type: true });
export type ListCardPoster = z.infer<typeof listCardPosterSchema>;

/** A list on the home page: the same for every caller (no like or seen mark), posters instead of items. */
export const listCardSchema = listSummarySchema
  .pick({ id: true, title: true, type: true, creator: true, likes: true, item_count: true, created_at: true })
  .extend({ posters: z.array(listCardPosterSchema) });
export type ListCard = z.infer<typeof listCardSchema>;

/**
 * `GET /lists/home`: public lists with at least one item, HOME_LISTS_COUNT of each. `weekMostLiked`
 * ranks the likes received in the last HOME_WEEK_DAYS days (`week_likes`); when fewer lists were
 * liked that week, the all-time most liked follow them, with `week_likes` 0.
 */
export const homeListsResponseSchema = z.object({
  weekMostLiked: z.array(listCardSchema.extend({ week_likes: z.number().int() })),
  newest: z.array(listCardSchema),
});
export type HomeListsResponse = z.infer<typeof homeListsResponseSchema>;

/** `GET /list/getById/...`: every item, the first likers, the share link and its QR code. */
export const listDetailSchema = listSummarySchema.extend({
  liked_by: z.array(listPersonSchema),
  /** The caller's progress on this list (round(100 × seen / items)); absent for a visitor. */
  completionPercentage: z.number().int().min(0).max(100).optional(),
  share_url: z.string(),
  qrCodeDataURL: z.string(),
  /** Moves on with every change to the items: a reorder sends it back (409 when it is stale). */
  version: z.number().int().optional(),
});
export type ListDetail = z.infer<typeof listDetailSchema>;
export const listDetailResponseSchema = z.object({ list: listDetailSchema });
export type ListDetailResponse = z.infer<typeof listDetailResponseSchema>;

export const userListsPageSchema = z.object({ results: z.array(listSummarySchema), ...pageMetaFields });
export const userListsAllSchema = z.object({ results: z.array(listSummarySchema) });
export const userListsResponseSchema = z.union([userListsPageSchema, userListsAllSchema]);
export type UserListsPage = z.infer<typeof userListsPageSchema>;
export type UserListsAll = z.infer<typeof userListsAllSchema>;

/** The lists a user liked, newest like first. */
export const likedListsResponseSchema = z.object({ lists: z.array(listSummarySchema), ...pageMetaFields });
export type LikedListsResponse = z.infer<typeof likedListsResponseSchema>;

/**
 * A browse page. `total` is exact when `totalExact` is true; a filtered search counts up to
 * BROWSE_COUNT_CAP matches (a title search: up to the pager's window, PAGE_WINDOW pages from the
 * current one) and then says "at least" (the pager shows `1 000+` and a next page).
 */
export const browseListsResponseSchema = z.object({
  lists: z.array(listSummarySchema),
  ...pageMetaFields,
  totalExact: z.boolean(),
});
export type BrowseListsResponse = z.infer<typeof browseListsResponseSchema>;

export const createListResponseSchema = z.object({ message: z.string(), list: z.object({ id: z.number().int() }) });
export type CreateListResponse = z.infer<typeof createListResponseSchema>;
/** `PUT /api/list/update/{id}` answers as creation does. @alias */
export const updateListResponseSchema = createListResponseSchema;
export const likeResponseSchema = z.object({ message: z.string(), liked: z.boolean(), likes: z.number().int() });
export type LikeResponse = z.infer<typeof likeResponseSchema>;
/** `added` is false when the item was already in the list (the call was then a no-op). */
export const contentResponseSchema = z.object({ message: z.string(), added: z.boolean(), content: contentItemSchema });
export type ContentResponse = z.infer<typeof contentResponseSchema>;
export const seenResponseSchema = z.object({ message: z.string(), seen: z.boolean() });
export type SeenResponse = z.infer<typeof seenResponseSchema>;
export const countResponseSchema = z.object({ count: z.number().int() });
export type CountResponse = z.infer<typeof countResponseSchema>;

export const likersQuerySchema = paginationQuerySchema;
export const likersResponseSchema = z.object({ likers: z.array(listPersonSchema), ...pageMetaFields });
export type LikersResponse = z.infer<typeof likersResponseSchema>;

/** `GET /lists/getCountByProviderId/{id}?type=`: lists visible to the caller holding that item. */
export const countByProviderParamsSchema = z.object({
  id: z.string().trim().min(1).max(PROVIDER_ID_MAX).refine(isCleanLine, CONTROL_MESSAGE),
});
export const countByProviderQuerySchema = z.object({ type: z.enum(MEDIA_TYPES).default('movie') });
