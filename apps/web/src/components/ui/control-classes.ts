import { cn } from './cn';

/** Shared look of text controls: 44 px high, visible border, ring on focus, red border when invalid. */
export const controlClasses = cn(
  'w-full rounded-lg border border-border bg-surface px-3 text-base text-fg placeholder:text-placeholder sm:text-sm',
  'transition-colors duration-150 outline-none focus-visible:border-ring focus-visible:ring-2 focus-visible:ring-ring/40',
  'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-danger',
);
