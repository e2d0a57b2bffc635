import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogPager } from '../../../components/ui/dialog-pager';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { PeopleSkeleton, PersonLink } from '../../../components/ui/person-link';
import { useLikers } from '../api/get-likers';

export interface LikersDialogProps {
  listId: number;
  likes: number;
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/** Who liked the list, each opening their lists, a page at a time, with the count. */
export function LikersDialog({ listId, likes, ...dialogProps }: LikersDialogProps) {
  const { t } = useTranslation('lists');
  return (
    <Dialog {...dialogProps} title={t('likers.title', { count: likes })} size="sm">
      <LikersBody listId={listId} />
    </Dialog>
  );
}

function LikersBody({ listId }: { listId: number }) {
  const { t } = useTranslation('lists');
  const [page, setPage] = useState(1);
  const likers = useLikers(listId, page);
  if (likers.isError) {
    return (
      <ErrorState message={likers.error.message} onRetry={() => void likers.refetch()} retrying={likers.isFetching} />
    );
  }
  if (!likers.data) return <PeopleSkeleton />;
  const { totalPages } = likers.data;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-1" aria-busy={likers.isPlaceholderData || undefined}>
        {likers.data.likers.map((liker) => (
          <li key={liker.id}>
            <PersonLink person={liker} srLabel={t('likers.seeLists')} />
          </li>
        ))}
      </ul>
      <DialogPager
        page={page}
        totalPages={totalPages}
        onPage={setPage}
        labels={{
          previous: t('likers.previous'),
          next: t('likers.next'),
          status: t('likers.page', { page, total: totalPages }),
        }}
      />
    </div>
  );
}
