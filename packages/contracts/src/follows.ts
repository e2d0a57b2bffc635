import { z } from 'zod';
import { pageMetaFields, paginationQuerySchema } from './common.js';
import { FEED_EVENT_KINDS } from './community-constants.js';
import { listCardSchema, listPersonSchema } from './lists.js';

/** Following a member (docs/decisions/038-community.md): counts on their profile and the caller's state. */
export const followStateSchema = z.object({
  user_id: z.number().int(),
  /** Whether the caller follows this member; false for a visitor and on one's own profile. */
  followed: z.boolean(),
  followers: z.number().int(),
  following: z.number().int(),
});
export type FollowState = z.infer<typeof followStateSchema>;
export const followStateResponseSchema = z.object({ follow: followStateSchema });
export type FollowStateResponse = z.infer<typeof followStateResponseSchema>;
export const followChangeResponseSchema = followStateResponseSchema.extend({ message: z.string() });

/** A member in a followers or following list: `followed` is whether the caller follows them. */
export const followPersonSchema = listPersonSchema.extend({ followed: z.boolean() });
export type FollowPerson = z.infer<typeof followPersonSchema>;
export const followPeopleQuerySchema = paginationQuerySchema;
export const followPeopleResponseSchema = z.object({ people: z.array(followPersonSchema), ...pageMetaFields });
export type FollowPeopleResponse = z.infer<typeof followPeopleResponseSchema>;

/**
 * `GET /feed?before=…`: the cursor is the `cursor` of the last event of the previous page (opaque;
 * a malformed one is a 400).
 */
export const feedQuerySchema = z.object({
  before: z
    .string()
    .regex(/^[0-9]{13}-[0-9]{1,19}$/, 'field.invalid')
    .optional(),
});
export type FeedQuery = z.infer<typeof feedQuerySchema>;

/** One line of the feed: who did what to which public list; `item_count` is the titles an `added` groups. */
export const feedEventSchema = z.object({
  id: z.number().int(),
  kind: z.enum(FEED_EVENT_KINDS),
  actor: listPersonSchema,
  list: listCardSchema,
  item_count: z.number().int(),
  created_at: z.string(),
  cursor: z.string(),
});
export type FeedEvent = z.infer<typeof feedEventSchema>;
export const feedResponseSchema = z.object({
  events: z.array(feedEventSchema),
  /** The cursor of the next page, null on the last one. */
  next: z.string().nullable(),
  /** How many members the caller follows (0: the page shows suggestions). */
  following: z.number().int(),
});
export type FeedResponse = z.infer<typeof feedResponseSchema>;

/** Members to follow on an empty feed: the most liked creators the caller does not follow. */
export const followSuggestionSchema = followPersonSchema.extend({ likes_received: z.number().int() });
export type FollowSuggestion = z.infer<typeof followSuggestionSchema>;
export const followSuggestionsResponseSchema = z.object({ people: z.array(followSuggestionSchema) });
export type FollowSuggestionsResponse = z.infer<typeof followSuggestionsResponseSchema>;
