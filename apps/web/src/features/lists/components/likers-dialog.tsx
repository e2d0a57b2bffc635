import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/ui/avatar';
import { DialogPager } from '../../../components/ui/dialog-pager';
import { cn, focusRing } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { Skeleton } from '../../../components/ui/skeleton';
import { paths } from '../../../config/paths';
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
  if (!likers.data) {
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
  const { totalPages } = likers.data;
  return (
    <div className="flex flex-col gap-4">
      <ul className="flex flex-col gap-1" aria-busy={likers.isPlaceholderData || undefined}>
        {likers.data.likers.map((liker) => (
          <li key={liker.id}>
            <Link
              to={paths.browseLists.href(liker.id)}
              className={cn('flex min-h-12 items-center gap-3 rounded-lg px-2 hover:bg-surface-2', focusRing)}
            >
              <Avatar name={liker.user_name} src={liker.avatar} />
              <span className="truncate font-medium text-fg">{liker.user_name}</span>
              <span className="sr-only">{t('likers.seeLists')}</span>
            </Link>
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
