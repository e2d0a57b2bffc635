import { z } from 'zod';
import { CONTROL_MESSAGE, DISGUISE_MESSAGE, hasVisibleCharacter, isCleanLine, isUndisguised } from './text.js';

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** `page` starts at 1, `limit` defaults to 10 and is at most 100 (docs/api.md#pagination). */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

/** What a paged answer carries beside its rows: spread into its object (docs/api.md#pagination). */
export const pageMetaFields = { total: z.number().int(), page: z.number().int(), totalPages: z.number().int() };

/** Database ids are PostgreSQL `integer`s: anything larger cannot exist, so it is refused as bad input. */
export const DB_ID_MAX = 2_147_483_647;
/** A path id: plain decimal digits (no sign, exponent, hex or spaces), from 1 to DB_ID_MAX. */
export const dbIdSchema = z
  .string()
  .regex(/^[0-9]{1,10}$/, 'field.invalid')
  .transform(Number)
  .pipe(z.number().int().min(1, 'field.invalid').max(DB_ID_MAX, 'field.invalid'));

export const idParamSchema = z.object({ id: dbIdSchema });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

/**
 * A required one-line name or title: trimmed, 1 to `max` characters, without control or disguising characters,
 * and with something visible (`required` is also the message of a missing or blank one).
 */
export function requiredLineSchema(max: number, required: string, tooLong: string) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine(isCleanLine, CONTROL_MESSAGE)
    .refine(isUndisguised, DISGUISE_MESSAGE)
    .refine(hasVisibleCharacter, required);
}
