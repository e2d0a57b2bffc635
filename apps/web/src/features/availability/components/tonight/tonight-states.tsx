import type { TonightResponse } from '@pepites/contracts';
import { Clapperboard, ListPlus, SearchX, Tv } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Spinner } from '../../../../components/ui/spinner';
import { paths } from '../../../../config/paths';
import { isFiltered, type TonightFilters } from '../../lib/tonight-params';
import { servicesHref } from '../choose-services-link';

/** Cards shaped like Tonight's while it loads. */
export function TonightSkeleton() {
  return (
    <ul
      aria-busy="true"
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 md:gap-6 lg:grid-cols-5 xl:grid-cols-6"
    >
      {Array.from({ length: 6 }, (_, index) => (
        <li key={index} aria-hidden="true" className="flex flex-col gap-2">
          <Skeleton className="aspect-[2/3] w-full rounded-xl" />
          <Skeleton className="h-4 w-3/4" />
          <Skeleton className="h-6 w-1/2 rounded-full" />
          <Skeleton className="h-10 w-full" />
        </li>
      ))}
    </ul>
  );
}

export function TonightError(props: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('availability');
  return <ErrorState title={t('tonight.error')} {...props} />;
}

interface TonightEmptyProps {
  answer: TonightResponse;
  filters: TonightFilters;
  onChange: (changes: Partial<TonightFilters>) => void;
}

/** Nothing to show, and what to do about it: choose services, add titles, loosen a filter, wait for the catalogue. */
export function TonightEmpty({ answer, filters, onChange }: TonightEmptyProps) {
  const { t } = useTranslation('availability');
  const filtered = isFiltered(filters);
  const loosen: ReactNode[] = [
    filtered && (
      <Button key="clear" variant="secondary" onClick={() => onChange({ type: null, genre: null, maxRuntime: null })}>
        {t('tonight.clearFilters')}
      </Button>
    ),
    !filters.liked && (
      <Button key="liked" variant="secondary" onClick={() => onChange({ liked: true })}>
        {t('tonight.addLiked')}
      </Button>
    ),
  ];
  const actions = (children: ReactNode) => <div className="flex flex-wrap justify-center gap-2">{children}</div>;

  if (!answer.services_saved)
    return (
      <EmptyState
        icon={<Tv />}
        title={t('tonight.noServices')}
        description={t('tonight.noServicesHint')}
        action={
          <Link to={servicesHref()} className={buttonClasses()}>
            {t('services.choose')}
          </Link>
        }
      />
    );
  if (answer.candidates === 0)
    return (
      <EmptyState
        icon={<ListPlus />}
        title={t(filtered ? 'tonight.noCandidatesFiltered' : 'tonight.noCandidates')}
        description={t('tonight.noCandidatesHint')}
        action={actions([
          ...loosen,
          <Link key="movies" to={paths.moviesSearch.href()} className={buttonClasses({ variant: 'secondary' })}>
            <Clapperboard aria-hidden="true" className="size-4" />
            {t('tonight.findMovies')}
          </Link>,
          <Link key="shows" to={paths.showsSearch.href()} className={buttonClasses({ variant: 'secondary' })}>
            <Tv aria-hidden="true" className="size-4" />
            {t('tonight.findShows')}
          </Link>,
        ])}
      />
    );
  if (answer.pending > 0)
    return (
      <EmptyState
        icon={<Spinner label={null} />}
        title={t('tonight.checking')}
        description={t('tonight.pending', { count: answer.pending })}
      />
    );
  return (
    <EmptyState
      icon={<SearchX />}
      title={t('tonight.nothingOn')}
      description={t('tonight.nothingOnHint')}
      action={actions([
        ...loosen,
        <Link key="services" to={servicesHref()} className={buttonClasses({ variant: 'secondary' })}>
          {t('tonight.checkServices')}
        </Link>,
      ])}
    />
  );
}
