import { z } from 'zod';
import { BADGE_RULE_KINDS, badgeSchema } from './badges.js';
import { DB_ID_MAX, pageMetaFields, paginationQuerySchema, requiredLineSchema } from './common.js';
import { listPersonSchema, listSummarySchema } from './lists.js';
import { CONTROL_MESSAGE, hasVisibleCharacter, isCleanLine, isCleanMultiline } from './text.js';
import { ROLES } from './users.js';

/** The dashboard's tables: 1 users, 2 lists (the default), 3 likes, 4 badges (docs/product.md#admin-dashboard). */
export const ADMIN_VIEWS = [1, 2, 3, 4] as const;
export type AdminView = (typeof ADMIN_VIEWS)[number];
export const ADMIN_DEFAULT_VIEW: AdminView = 2;
export const ADMIN_SEARCH_MAX = 100;
/** Likers shown under each list of the likes table; the list's likers dialog has them all. */
export const ADMIN_LIKERS_PREVIEW = 10;
export const ADMIN_MODERATION_LOG_LIMIT = 50;

/** Every admin table: a page, and an optional search (name, email, title...). */
export const adminTableQuerySchema = paginationQuerySchema.extend({
  q: z.string().trim().max(ADMIN_SEARCH_MAX, 'field.tooLong').refine(isCleanLine, CONTROL_MESSAGE).optional(),
});
export type AdminTableQuery = z.input<typeof adminTableQuerySchema>;

/** `GET /admin/stats`: the four stat cards, every list counted (private ones too). */
export const adminStatsSchema = z.object({
  users: z.number().int(),
  lists: z.number().int(),
  likes: z.number().int(),
  badges: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/** A user in the admin's view: the lists and liked lists as counts (the table shows counts). */
export const adminUserSchema = z.object({
  id: z.number().int(),
  user_name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  role: z.enum(ROLES),
  lists_count: z.number().int(),
  liked_lists_count: z.number().int(),
  suspended_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUsersResponseSchema = z.object({ users: z.array(adminUserSchema), ...pageMetaFields });
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

/** Who made a list, as the admin tables name them. */
const listCreatorSchema = z.object({ id: z.number().int(), user_name: z.string() });

/** A list in the admin's view: the columns a list card reads, its creator by name, and the hold. */
export const adminListSchema = listSummarySchema
  .pick({ id: true, title: true, description: true, type: true, privacy: true, item_count: true, likes: true })
  .extend({
    creator: listCreatorSchema,
    /** Made private by the suspension of its creator (public again when it is lifted). */
    held: z.boolean(),
    created_at: z.string(),
  });
export type AdminList = z.infer<typeof adminListSchema>;
export const adminListsResponseSchema = z.object({ lists: z.array(adminListSchema), ...pageMetaFields });
export type AdminListsResponse = z.infer<typeof adminListsResponseSchema>;

/** The likes table: liked lists, most liked first, each with its first likers. */
export const adminLikesGroupSchema = z.object({
  list: z.object({
    id: z.number().int(),
    title: z.string(),
    likes: z.number().int(),
    creator: listCreatorSchema,
  }),
  likers: z.array(listPersonSchema),
});
export type AdminLikesGroup = z.infer<typeof adminLikesGroupSchema>;
export const adminLikesResponseSchema = z.object({ groups: z.array(adminLikesGroupSchema), ...pageMetaFields });
export type AdminLikesResponse = z.infer<typeof adminLikesResponseSchema>;

/** How a badge is earned: a rule with its threshold, or given by the admin by hand. */
export const BADGE_AWARD_KINDS = [...BADGE_RULE_KINDS, 'manual'] as const;
export type BadgeAwardKind = (typeof BADGE_AWARD_KINDS)[number];
export const BADGE_NAME_MAX = 40;
export const BADGE_DESCRIPTION_MAX = 200;
export const BADGE_THRESHOLD_MAX = 100_000;
export const BADGE_ICON_SIZE_PX = 128;

export const adminBadgeSchema = badgeSchema.extend({
  rule: z.enum(BADGE_AWARD_KINDS),
  threshold: z.number().int().nullable(),
  holders: z.number().int(),
});
export type AdminBadge = z.infer<typeof adminBadgeSchema>;
export const adminBadgesResponseSchema = z.object({ badges: z.array(adminBadgeSchema) });

const badgeName = requiredLineSchema(BADGE_NAME_MAX, 'badge.name.required', 'badge.name.tooLong');
const badgeDescription = z
  .string({ error: 'badge.description.required' })
  .trim()
  .min(1, 'badge.description.required')
  .max(BADGE_DESCRIPTION_MAX, 'badge.description.tooLong')
  .refine(isCleanMultiline, CONTROL_MESSAGE)
  .refine(hasVisibleCharacter, 'badge.description.required');

/**
 * `POST /badge` (the dashboard's badge-creation dialog). `icon` is one of our uploads (`/api/uploads/...`, from
 * `POST /uploads/badge`) or an image address the server fetches and re-encodes.
 */
export const createBadgeInputSchema = z
  .object({
    name: badgeName,
    name_en: badgeName,
    description: badgeDescription,
    description_en: badgeDescription,
    icon: z
      .string({ error: 'badge.icon.required' })
      .trim()
      .min(1, 'badge.icon.required')
      .max(2048, 'upload.url')
      .refine(isCleanLine, CONTROL_MESSAGE),
    rule: z.enum(BADGE_AWARD_KINDS, { error: 'badge.rule' }),
    threshold: z
      .number({ error: 'badge.threshold' })
      .int('badge.threshold')
      .min(1, 'badge.threshold')
      .max(BADGE_THRESHOLD_MAX, 'badge.threshold')
      .nullish(),
  })
  .refine((input) => input.rule === 'manual' || input.threshold != null, {
    path: ['threshold'],
    message: 'badge.threshold',
  });
export type CreateBadgeInput = z.input<typeof createBadgeInputSchema>;
export const createBadgeResponseSchema = z.object({ message: z.string(), badge: adminBadgeSchema });

export const awardBadgeInputSchema = z.object({
  user_id: z
    .number({ error: 'field.invalid' })
    .int('field.invalid')
    .min(1, 'field.invalid')
    .max(DB_ID_MAX, 'field.invalid'),
});
export const awardBadgeResponseSchema = z.object({ message: z.string(), awarded: z.boolean() });
export const checkBadgesResponseSchema = z.object({ message: z.string(), awarded: z.number().int() });

/** Moderation (docs/product.md#admin-and-moderation): each action is recorded with who and when. */
export const MODERATION_ACTIONS = [
  'list_private',
  'list_deleted',
  'user_suspended',
  'user_reinstated',
  'user_deleted',
  'badge_awarded',
  'comment_deleted',
] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
export const suspendUserInputSchema = z.object({ suspended: z.boolean() });
export const suspendUserResponseSchema = z.object({ message: z.string(), user: adminUserSchema });
export const moderationEntrySchema = z.object({
  id: z.number().int(),
  action: z.enum(MODERATION_ACTIONS),
  target_id: z.number().int(),
  /** The list's title or the user's name when it was done (the target may be gone since). */
  target_label: z.string(),
  admin: z.object({ id: z.number().int().nullable(), user_name: z.string() }),
  created_at: z.string(),
});
export type ModerationEntry = z.infer<typeof moderationEntrySchema>;
export const moderationLogResponseSchema = z.object({ actions: z.array(moderationEntrySchema) });
