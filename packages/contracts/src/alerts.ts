import { z } from 'zod';
import { ARRIVAL_MAIL_CHOICES } from './availability-constants.js';
import { watchTypeSchema } from './availability.js';
import { titleIdSchema } from './catalog.js';
import { dbIdSchema, pageMetaFields, paginationQuerySchema } from './common.js';

/**
 * "Tell me when it's on my services" (docs/decisions/043-streaming-availability-and-alerts.md): a
 * member follows movies and shows one by one, or every movie and show of a list; the daily check
 * notifies them once per arrival on one of their services.
 */

export const titleAlertParamsSchema = z.object({ type: watchTypeSchema, titleId: titleIdSchema });
export const listAlertParamsSchema = z.object({ listId: dbIdSchema });

/** Whether the caller follows a title, directly or through lists they follow. */
export const titleAlertSchema = z.object({
  type: watchTypeSchema,
  provider_id: z.string(),
  /** Followed on its own (the button's state). */
  followed: z.boolean(),
  /** How many of the lists the caller follows hold it. */
  through_lists: z.number().int(),
});
export type TitleAlert = z.infer<typeof titleAlertSchema>;
export const titleAlertResponseSchema = z.object({ alert: titleAlertSchema });
export type TitleAlertResponse = z.infer<typeof titleAlertResponseSchema>;
export const titleAlertChangeResponseSchema = titleAlertResponseSchema.extend({ message: z.string() });

export const listAlertSchema = z.object({ list_id: z.number().int(), followed: z.boolean() });
export type ListAlert = z.infer<typeof listAlertSchema>;
export const listAlertResponseSchema = z.object({ alert: listAlertSchema });
export type ListAlertResponse = z.infer<typeof listAlertResponseSchema>;
export const listAlertChangeResponseSchema = listAlertResponseSchema.extend({ message: z.string() });

export const arrivalMailSchema = z.enum(ARRIVAL_MAIL_CHOICES, { error: 'field.invalid' });
/** `PUT /alerts/mail`: whether an arrival is also mailed, in the weekly digest or at once. */
export const arrivalMailBodySchema = z.object({ mail: arrivalMailSchema });
export type ArrivalMailBody = z.infer<typeof arrivalMailBodySchema>;
export const arrivalMailResponseSchema = z.object({ message: z.string(), mail: arrivalMailSchema });

/** `GET /alerts`: the titles followed one by one, a page at a time, the lists followed, the mail choice. */
export const myAlertsQuerySchema = paginationQuerySchema;
export const followedTitleSchema = z.object({
  type: watchTypeSchema,
  provider_id: z.string(),
  title: z.string(),
  poster_path: z.string().nullable(),
  created_at: z.string(),
});
export type FollowedTitle = z.infer<typeof followedTitleSchema>;
export const followedListSchema = z.object({
  list_id: z.number().int(),
  title: z.string(),
  /** The movies and shows it holds now. */
  titles: z.number().int(),
  created_at: z.string(),
});
export type FollowedList = z.infer<typeof followedListSchema>;
export const myAlertsResponseSchema = z.object({
  titles: z.array(followedTitleSchema),
  ...pageMetaFields,
  /** Every list followed (at most ALERT_LISTS_MAX), newest first. */
  lists: z.array(followedListSchema),
  mail: arrivalMailSchema,
});
export type MyAlertsResponse = z.infer<typeof myAlertsResponseSchema>;

/** `POST /admin/availability-check`: the admin runs the daily check now, every title asked again. */
export const availabilityCheckResultSchema = z.object({
  /** Titles followed by members with services. */
  titles: z.number().int(),
  /** Of those, asked of the catalogue in this run. */
  asked: z.number().int(),
  /** Asked but unanswered (the service failing): their members' state is left as it was. */
  failed: z.number().int(),
  /** Notifications written, one per member and title arrived. */
  arrivals: z.number().int(),
});
export type AvailabilityCheckResult = z.infer<typeof availabilityCheckResultSchema>;
export const availabilityCheckResponseSchema = z.object({
  message: z.string(),
  /** Null while it goes on, or when another check was already waiting. */
  result: availabilityCheckResultSchema.nullable(),
});
export type AvailabilityCheckResponse = z.infer<typeof availabilityCheckResponseSchema>;
