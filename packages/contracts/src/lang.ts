// Kept free of zod: the web app's first load needs these and nothing else from contracts.

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
