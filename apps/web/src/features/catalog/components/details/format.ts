import type { Lang } from '@pepites/contracts';

const dateFormats = new Map<Lang, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` as the language writes it (day/month/year in French); '' when unknown. */
export function formatDate(date: string, lang: Lang): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return '';
  let format = dateFormats.get(lang);
  if (!format) {
    format = new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    dateFormats.set(lang, format);
  }
  return format.format(new Date(`${date}T00:00:00Z`));
}

export const yearOf = (date: string) => date.slice(0, 4);
