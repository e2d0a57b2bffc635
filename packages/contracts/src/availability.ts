import { z } from 'zod';
import { AVAILABILITY_ATTRIBUTION, SERVICES_MAX, TONIGHT_RUNTIME_MAX, WATCH_TYPES } from './availability-constants.js';
import { providerSchema, regionCodeSchema } from './catalog.js';
import { DB_ID_MAX, dbIdSchema, pageMetaFields, paginationQuerySchema } from './common.js';

/**
 * What can I watch tonight (docs/decisions/043-streaming-availability-and-alerts.md): the member's
 * country and services, which titles of a list stream on them, and Tonight. Every answer that shows
 * availability carries `illustrative` (offline, which title streams where is made up, and says so)
 * and `attribution`, which the interface shows (the streaming data is JustWatch's).
 */

export const watchTypeSchema = z.enum(WATCH_TYPES, { error: 'availability.type' });

/** The credit every surface showing availability displays, with a link. */
export const attributionSchema = z.object({
  name: z.literal(AVAILABILITY_ATTRIBUTION.name),
  url: z.literal(AVAILABILITY_ATTRIBUTION.url),
});
export type Attribution = z.infer<typeof attributionSchema>;

/** A `true`/`false` query flag. */
const queryFlag = z.enum(['true', 'false'], { error: 'field.invalid' }).transform((flag) => flag === 'true');

// ---------------------------------------------------------------- my services
/** A service's id in the movie database's list of watch providers. */
const serviceIdSchema = z
  .number({ error: 'field.invalid' })
  .int('field.invalid')
  .min(1, 'field.invalid')
  .max(DB_ID_MAX, 'field.invalid');

/** `PUT /account/services`: the member's country and their services there (each one of that country's). */
export const saveServicesBodySchema = z.object({
  region: regionCodeSchema,
  provider_ids: z
    .array(serviceIdSchema, { error: 'field.invalid' })
    .max(SERVICES_MAX, 'services.tooMany')
    .transform((ids) => [...new Set(ids)]),
});
export type SaveServicesBody = z.input<typeof saveServicesBodySchema>;

export const myServicesSchema = z.object({
  /** The member's country: as saved, else their profile's (when it has streaming data), else the language's. */
  region: z.string(),
  /** The chosen services, with names and logos, in the order they were chosen. */
  providers: z.array(providerSchema),
  /** False until the member saves: `region` is then the default and `providers` empty. */
  saved: z.boolean(),
});
export type MyServices = z.infer<typeof myServicesSchema>;
export const myServicesResponseSchema = z.object({ services: myServicesSchema, attribution: attributionSchema });
export type MyServicesResponse = z.infer<typeof myServicesResponseSchema>;
export const saveServicesResponseSchema = myServicesResponseSchema.extend({ message: z.string() });

// ---------------------------------------------------------------- a list's titles on my services
/** `?rent_buy=true` adds where each title can be rented or bought (kept apart from the services' own). */
export const listAvailabilityQuerySchema = z.object({ rent_buy: queryFlag.default(false) });

const availabilityFields = {
  /** The member's country the answer is for. */
  region: z.string(),
  /** Whether the member saved services; without any, nothing is "on my services". */
  services_saved: z.boolean(),
  /** Titles the catalogue could not be asked about yet (busy or failing): ask again in a moment. */
  pending: z.number().int(),
  /** Offline: which title streams where is an illustration, not data; the interface says so. */
  illustrative: z.boolean(),
  attribution: attributionSchema,
};

/** A movie or show of the list and where the member can watch it. */
export const itemAvailabilitySchema = z.object({
  /** The list item's id (its `content` entry's `id`). */
  item_id: z.number().int(),
  type: watchTypeSchema,
  /** The catalogue's id, as the list's content carries it. */
  provider_id: z.string(),
  /** Minutes (a show's: one episode); null when unknown. */
  runtime: z.number().int().nullable(),
  /** False while the catalogue has not answered for it (counted in `pending`). */
  known: z.boolean(),
  /** The member's services that include it in their subscription (flat rate), in the member's order. */
  on_my_services: z.array(providerSchema),
  /** With `rent_buy=true`: the services of the country renting it (any service); else null. */
  rent: z.array(providerSchema).nullable(),
  /** With `rent_buy=true`: the services of the country selling it (any service); else null. */
  buy: z.array(providerSchema).nullable(),
});
export type ItemAvailability = z.infer<typeof itemAvailabilitySchema>;
export const listAvailabilityResponseSchema = z.object({
  list_id: z.number().int(),
  items: z.array(itemAvailabilitySchema),
  ...availabilityFields,
});
export type ListAvailabilityResponse = z.infer<typeof listAvailabilityResponseSchema>;

// ---------------------------------------------------------------- Tonight
/** `GET /tonight`: every filter optional; `liked=true` adds the lists the member liked. */
export const tonightQuerySchema = paginationQuerySchema.extend({
  type: watchTypeSchema.optional(),
  genre: dbIdSchema.optional(),
  max_runtime: z
    .string()
    .regex(/^[0-9]{1,4}$/, 'availability.runtime')
    .transform(Number)
    .pipe(z.number().int().min(1, 'availability.runtime').max(TONIGHT_RUNTIME_MAX, 'availability.runtime'))
    .optional(),
  liked: queryFlag.default(false),
});
export type TonightQuery = z.input<typeof tonightQuerySchema>;

export const tonightTitleSchema = z.object({
  item_id: z.number().int(),
  type: watchTypeSchema,
  provider_id: z.string(),
  /** In the reader's language where the catalogue has it. */
  title: z.string(),
  poster_path: z.string().nullable(),
  year: z.number().int().nullable(),
  runtime: z.number().int().nullable(),
  /** The movie database's genre ids (named by `GET /catalog/genres/{kind}`). */
  genre_ids: z.array(z.number().int()),
  /** The member's services that include it, in the member's order (never empty here). */
  providers: z.array(providerSchema),
  /** Up to three of the lists it comes from, the most recent addition first. */
  lists: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type TonightTitle = z.infer<typeof tonightTitleSchema>;

export const tonightResponseSchema = z.object({
  results: z.array(tonightTitleSchema),
  ...pageMetaFields,
  /** Unseen movies and shows of the lists asked (type and genre applied), before availability: 0 says "add titles". */
  candidates: z.number().int(),
  /** With a maximum runtime: results kept although their runtime is unknown; else null. */
  runtime_unknown: z.number().int().nullable(),
  ...availabilityFields,
});
export type TonightResponse = z.infer<typeof tonightResponseSchema>;
