import { ErrorState } from '../../../components/ui/error-state';

interface HomeSectionErrorProps {
  /** The heading's id, which names the section. */
  id: string;
  title: string;
  message: string;
  /** The query that failed: retrying refetches it. */
  query: { refetch: () => unknown; isFetching: boolean };
}

/** A home section whose data could not load: its heading stays, with the error and a retry. */
export function HomeSectionError({ id, title, message, query }: HomeSectionErrorProps) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-semibold text-fg sm:text-2xl">
        {title}
      </h2>
      <ErrorState message={message} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    </section>
  );
}
