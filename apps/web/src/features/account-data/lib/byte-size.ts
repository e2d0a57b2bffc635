import type { Lang } from '@pepites/contracts';

const KB = 1024;
const MB = KB * 1024;

/** A file's size in the language's units ("1,5 Mo", "1.5 MB"), in kB under a megabyte. */
export function formatByteSize(lang: Lang, bytes: number): string {
  const [unit, size] =
    bytes >= MB ? (['megabyte', bytes / MB] as const) : (['kilobyte', Math.max(bytes / KB, 0.1)] as const);
  return new Intl.NumberFormat(lang === 'fr' ? 'fr-FR' : 'en-US', {
    style: 'unit',
    unit,
    maximumFractionDigits: 1,
  }).format(size);
}
