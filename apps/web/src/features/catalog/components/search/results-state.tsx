import type { UseQueryResult } from '@tanstack/react-query';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/ui/empty-state';
import { ErrorState } from '../../../../components/ui/error-state';
import { PosterGridSkeleton } from '../poster-grid';

interface ResultsStateProps<T> {
  query: UseQueryResult<T>;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/**
 * A search's three other faces: skeletons while the first page loads, the server's message when the
 * outside service fails (never "no results"), and an empty state that suggests another search.
 */
export function ResultsState<T>({ query, isEmpty, children }: ResultsStateProps<T>) {
  const { t } = useTranslation('search');
  if (query.isPending) return <PosterGridSkeleton />;
  if (query.isError)
    return (
      <ErrorState message={query.error.message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  if (isEmpty(query.data))
    return <EmptyState icon={<SearchX />} title={t('empty.title')} description={t('empty.description')} />;
  return (
    <div className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}>{children(query.data)}</div>
  );
}
