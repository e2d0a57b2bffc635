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

/**
 * The product language an Accept-Language header asks for: the supported language with the highest
 * weight ("de-DE, en;q=0.8" is English), French when it names neither.
 */
export function negotiateLang(header: string | null | undefined): Lang {
  let best: { lang: Lang; weight: number } | null = null;
  for (const part of (header ?? '').split(',').slice(0, 20)) {
    const [range = '', ...params] = part.trim().toLowerCase().split(';');
    const lang = LANGS.find((candidate) => range === candidate || range.startsWith(`${candidate}-`));
    if (!lang) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(weight) && weight > 0 && (!best || weight > best.weight)) best = { lang, weight };
  }
  return best?.lang ?? DEFAULT_LANG;
}
