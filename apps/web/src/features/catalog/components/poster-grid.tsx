import type { ReactNode } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';

/** The poster grid: two columns on a phone, up to six on a wide screen, 24 px apart on desktop. */
export function PosterGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul
      aria-label={label}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 md:gap-6 lg:grid-cols-5 xl:grid-cols-6"
    >
      {children}
    </ul>
  );
}

/** Poster-shaped placeholders while a grid loads. */
export function PosterGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <PosterGrid>
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="flex flex-col gap-2" aria-hidden="true">
          <Skeleton className="aspect-[2/3] w-full rounded-xl" />
          <Skeleton className="h-4 w-3/4" />
        </li>
      ))}
    </PosterGrid>
  );
}
