import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogPager } from '../../../components/ui/dialog-pager';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ErrorState } from '../../../components/ui/error-state';
import { PeopleSkeleton, PersonLink } from '../../../components/ui/person-link';
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
            <PersonLink person={person} className="flex-1" />
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
