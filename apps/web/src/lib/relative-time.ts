import type { Lang } from '@pepites/contracts';

const formats = new Map<Lang, Intl.RelativeTimeFormat>();

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/**
 * How long ago (or in how long) `date` is, in the language's words: "il y a 3 heures", "yesterday",
 * "now". The largest whole unit is used, under a minute is "now". One format per language, made once.
 */
export function relativeTime(lang: Lang, date: Date, now: Date = new Date()): string {
  let format = formats.get(lang);
  if (!format) {
    format = new Intl.RelativeTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { numeric: 'auto' });
    formats.set(lang, format);
  }
  const seconds = (date.getTime() - now.getTime()) / 1000;
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
