import { HOME_SLIDER_STEP_PX } from '@pepites/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { cn, focusRing } from '../../../../components/ui/cn';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { Poster } from '../../../../components/ui/poster';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Slider } from '../../../../components/ui/slider';
import { catalogImageUrl } from '../../../../lib/catalog-images';

export interface SliderTitle {
  id: number;
  title: string;
  poster_path: string | null;
  href: string;
  /** A year under the title. */
  caption: string | null;
}

interface TitleSliderProps {
  /** A skeleton while what the row holds is not known yet. */
  heading: ReactNode;
  query: UseQueryResult<SliderTitle[]>;
  errorMessage: string;
  emptyMessage: string;
  emptyIcon: ReactNode;
}

function SliderPoster({ title }: { title: SliderTitle }) {
  return (
    <Link
      to={title.href}
      aria-label={title.caption ? `${title.title} (${title.caption})` : title.title}
      className={cn('group flex flex-col rounded-xl', focusRing)}
    >
      <Poster title={title.title} src={catalogImageUrl(title.poster_path)} />
      <span
        aria-hidden="true"
        className="mt-2 line-clamp-2 text-sm leading-snug font-medium text-fg group-hover:text-accent"
      >
        {title.title}
      </span>
      {title.caption && (
        <span aria-hidden="true" className="text-xs text-fg-muted">
          {title.caption}
        </span>
      )}
    </Link>
  );
}

function SliderPosterSkeleton() {
  return (
    <div className="flex flex-col gap-2">
      <Skeleton className="aspect-[2/3] w-full rounded-xl" />
      <Skeleton className="h-4 w-3/4" />
    </div>
  );
}

/** Home's upcoming movies and top-rated shows: posters linking to their pages, step 213. */
export function TitleSlider({ heading, query, errorMessage, emptyMessage, emptyIcon }: TitleSliderProps) {
  const headingId = useId();
  if (query.isError) {
    return (
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h2 id={headingId} className="text-xl font-semibold text-fg sm:text-2xl">
          {heading}
        </h2>
        <ErrorState
          message={query.error.message || errorMessage}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      </section>
    );
  }
  return (
    <Slider
      title={heading}
      items={query.data ?? []}
      getKey={(title) => title.id}
      renderItem={(title) => <SliderPoster title={title} />}
      loading={query.isPending}
      renderSkeleton={() => <SliderPosterSkeleton />}
      step={HOME_SLIDER_STEP_PX}
      empty={<EmptyState icon={emptyIcon} title={emptyMessage} />}
    />
  );
}
