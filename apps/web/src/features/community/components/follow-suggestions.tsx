import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn, focusRing } from '../../../components/ui/cn';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { numberFormat } from '../../../lib/number-format';
import { useFollowSuggestions } from '../api/get-follow-suggestions';
import { FollowButton } from './follow-button';

/** Members worth following, for a feed with nothing in it yet: the most liked creators. */
export function FollowSuggestions({ viewerId }: { viewerId: number }) {
  const { t } = useTranslation('community');
  const format = numberFormat(useLang());
  const suggestions = useFollowSuggestions();
  if (suggestions.isError) {
    return (
      <ErrorState
        message={suggestions.error.message}
        onRetry={() => void suggestions.refetch()}
        retrying={suggestions.isFetching}
      />
    );
  }
  if (!suggestions.data) return <Skeleton className="h-40 w-full" />;
  if (suggestions.data.people.length === 0) return null;
  return (
    <section aria-labelledby="follow-suggestions" className="flex flex-col gap-3">
      <h2 id="follow-suggestions" className="text-xl font-semibold text-fg">
        {t('feed.suggestionsTitle')}
      </h2>
      <ul className="flex flex-col gap-2">
        {suggestions.data.people.map((person) => (
          <li
            key={person.id}
            className="flex items-center gap-2 rounded-2xl border border-border bg-surface p-2 shadow-sm"
          >
            <Link
              to={paths.browseLists.href(person.id)}
              className={cn('flex min-w-0 flex-1 items-center gap-3 rounded-lg px-1 py-1', focusRing)}
            >
              <Avatar name={person.user_name} src={person.avatar} />
              <span className="flex min-w-0 flex-col">
                <span className="truncate font-medium text-fg">{person.user_name}</span>
                <span className="text-sm text-fg-muted">
                  {t('feed.likesReceived', {
                    count: person.likes_received,
                    formatted: format.format(person.likes_received),
                  })}
                </span>
              </span>
            </Link>
            <FollowButton viewerId={viewerId} userId={person.id} name={person.user_name} followed={person.followed} />
          </li>
        ))}
      </ul>
    </section>
  );
}
