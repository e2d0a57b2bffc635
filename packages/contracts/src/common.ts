import { z } from 'zod';

/** The two languages of the product; French is the default everywhere. */
export const LANGS = ['fr', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'fr';

/** Picks the product language from an Accept-Language header or a stored choice. */
export function pickLang(value: string | null | undefined): Lang {
  if (!value) return DEFAULT_LANG;
  const first = value.split(',')[0]?.trim().toLowerCase() ?? '';
  return first.startsWith('en') ? 'en' : DEFAULT_LANG;
}

export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

/** `page` starts at 1, `limit` defaults to 10 and is at most 100 (CONTRACT §3). */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof paginationQuerySchema>;

export const idParamSchema = z.object({ id: z.coerce.number().int().positive() });

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
