import type { FeedEvent } from '@pepites/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { cn, focusRing } from '../../../components/ui/cn';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import { useLang } from '../../../hooks/use-lang';
import { relativeTime } from '../../../lib/relative-time';

/** What the actor did, after their name: "a créé la liste « … »", "aime « … »", "a ajouté 6 titres à « … »". */
function useDeed(event: FeedEvent): string {
  const { t } = useTranslation('community');
  const title = event.list.title;
  if (event.kind === 'created') return t('feed.created', { title });
  if (event.kind === 'liked') return t('feed.liked', { title });
  return t('feed.added', { title, count: event.item_count });
}

/** One line of the feed: the actor (opening their page), what they did and when, then the list's `card`. */
export function FeedEventRow({ event, card }: { event: FeedEvent; card: ReactNode }) {
  const lang = useLang();
  const deed = useDeed(event);
  const date = new Date(event.created_at);
  return (
    <article className="flex flex-col gap-3">
      <div className="flex items-start gap-3">
        <Link
          to={paths.browseLists.href(event.actor.id)}
          tabIndex={-1}
          aria-hidden="true"
          className="shrink-0 rounded-full"
        >
          <Avatar name={event.actor.user_name} src={event.actor.avatar} />
        </Link>
        <p className="flex min-w-0 flex-col text-fg">
          <span className="break-words">
            <Link
              to={paths.browseLists.href(event.actor.id)}
              className={cn('rounded font-semibold text-fg hover:text-accent', focusRing)}
            >
              {event.actor.user_name}
            </Link>{' '}
            {deed}
          </span>
          <time
            dateTime={event.created_at}
            title={date.toLocaleString(lang === 'fr' ? 'fr-FR' : 'en-US')}
            className="text-sm text-fg-muted"
          >
            {relativeTime(lang, date)}
          </time>
        </p>
      </div>
      <div className="w-full max-w-sm sm:ms-13">{card}</div>
    </article>
  );
}

export function FeedEventSkeleton({ card }: { card: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <Skeleton className="size-10 rounded-full" />
        <div className="flex flex-col gap-2">
          <Skeleton className="h-4 w-56" />
          <Skeleton className="h-3 w-24" />
        </div>
      </div>
      <div className="w-full max-w-sm sm:ms-13">{card}</div>
    </div>
  );
}
