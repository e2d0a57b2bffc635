import { cn } from './cn';

/** A placeholder shaped like the content it stands for (lists and grids load as skeletons). */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded-lg bg-surface-3', className)} />;
}
