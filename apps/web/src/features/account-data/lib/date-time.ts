import type { Lang } from '@pepites/contracts';

/** A moment in the language's medium date and short time ("28 nov. 2026, 10:35"). */
export function formatDateTime(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(lang === 'fr' ? 'fr-FR' : 'en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}
