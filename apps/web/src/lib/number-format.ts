import type { Lang } from '@pepites/contracts';

const formats = new Map<string, Intl.NumberFormat>();

/**
 * The number format of a language, made once: building an Intl.NumberFormat costs far more than
 * using one, and a page of cards would otherwise build one per card on every render.
 */
export function numberFormat(lang: Lang, style: 'decimal' | 'percent' = 'decimal'): Intl.NumberFormat {
  const key = `${lang} ${style}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { style });
    formats.set(key, format);
  }
  return format;
}
