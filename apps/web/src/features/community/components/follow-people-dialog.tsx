import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { DialogPager } from '../../../components/ui/dialog-pager';
import { cn, focusRing } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
import type { FollowPeopleKind } from '../api/follow-keys';
import { useFollowPeople } from '../api/get-follow-people';
import { FollowButton } from './follow-button';

interface FollowPeopleDialogProps {
  viewerId: number | null;
  kind: FollowPeopleKind;
  userId: number;
  title: string;
  trigger: ReactNode;
}

/** A member's followers or the members they follow, a page at a time, each with their own follow button. */
export function FollowPeopleDialog({ viewerId, kind, userId, title, trigger }: FollowPeopleDialogProps) {
  return (
    <Dialog title={title} trigger={trigger} size="sm">
      <PeopleBody viewerId={viewerId} kind={kind} userId={userId} />
    </Dialog>
  );
}

function PeopleSkeleton() {
  return (
    <ul aria-busy="true" className="flex flex-col gap-2">
      {[0, 1, 2].map((index) => (
        <li key={index} className="flex items-center gap-3">
          <Skeleton className="size-10 rounded-full" />
          <Skeleton className="h-4 w-32" />
        </li>
      ))}
    </ul>
  );
}

function PeopleBody({ viewerId, kind, userId }: { viewerId: number | null; kind: FollowPeopleKind; userId: number }) {
  const { t } = useTranslation('community');
  const [page, setPage] = useState(1);
  const people = useFollowPeople(kind, userId, page);
  if (people.isError) {
    return (
      <ErrorState message={people.error.message} onRetry={() => void people.refetch()} retrying={people.isFetching} />
    );
  }
  if (!people.data) return <PeopleSkeleton />;
  if (people.data.people.length === 0) return <EmptyState title={t(`follow.${kind}Empty`)} />;
  const { totalPages } = people.data;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-1" aria-busy={people.isPlaceholderData || undefined}>
        {people.data.people.map((person) => (
          <li key={person.id} className="flex items-center gap-2">
            <Link
              to={paths.browseLists.href(person.id)}
              className={cn(
                'flex min-h-12 min-w-0 flex-1 items-center gap-3 rounded-lg px-2 hover:bg-surface-2',
                focusRing,
              )}
            >
              <Avatar name={person.user_name} src={person.avatar} />
              <span className="truncate font-medium text-fg">{person.user_name}</span>
            </Link>
            <FollowButton viewerId={viewerId} userId={person.id} name={person.user_name} followed={person.followed} />
          </li>
        ))}
      </ul>
      <DialogPager
        page={page}
        totalPages={totalPages}
        onPage={setPage}
        labels={{
          previous: t('follow.previous'),
          next: t('follow.next'),
          status: t('follow.page', { page, total: totalPages }),
        }}
      />
    </div>
  );
}
