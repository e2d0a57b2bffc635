import type { EditingList } from '@pepites/contracts';
import { Check, Users, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { cn, focusRing } from '../../../../components/ui/cn';
import { ErrorState } from '../../../../components/ui/error-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { notify } from '../../../../components/ui/toast';
import { paths } from '../../../../config/paths';
import { useAnswerInvitation, useEditingLists } from '../../api/editors';

/** Invitations waiting for an answer first, then the lists already edited together. */
function invitationsFirst(lists: EditingList[]): EditingList[] {
  return [...lists].sort((a, b) => Number(b.status === 'invited') - Number(a.status === 'invited'));
}

/** On the member's profile: the lists they edit with others, and the invitations they answer here. */
export function EditingListsSection() {
  const { t } = useTranslation('editors');
  const editing = useEditingLists();
  return (
    <section
      aria-labelledby="editing-lists-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5 shadow-sm sm:p-6"
    >
      <h2 id="editing-lists-title" className="flex items-center gap-2 text-xl font-semibold text-fg">
        <Users aria-hidden="true" className="size-5 text-accent" />
        {t('editing.title')}
      </h2>
      <p className="text-sm text-fg-muted">{t('editing.description')}</p>
      {editing.isPending ? (
        <Skeleton className="h-16 w-full rounded-xl" />
      ) : editing.isError ? (
        <ErrorState
          message={t('editing.loadError')}
          onRetry={() => void editing.refetch()}
          retrying={editing.isFetching}
        />
      ) : editing.data.lists.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('editing.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {invitationsFirst(editing.data.lists).map((entry) => (
            <EditingListRow key={entry.list.id} entry={entry} />
          ))}
        </ul>
      )}
    </section>
  );
}

function EditingListRow({ entry: { list, status } }: { entry: EditingList }) {
  const { t } = useTranslation('editors');
  const answer = useAnswerInvitation(list.id);
  const send = (accept: boolean) =>
    answer.mutate(accept, {
      onSuccess: (body) => notify.success(body.message),
      onError: (error) => notify.error(error.message),
    });
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-xl border px-4 py-3 sm:flex-row sm:items-center',
        status === 'invited' ? 'border-accent/40 bg-accent-soft' : 'border-border',
      )}
    >
      <span className="flex min-w-0 flex-1 flex-col">
        <Link
          to={paths.listDetails.href(list.id)}
          className={cn('rounded font-medium break-words text-fg hover:text-accent', focusRing)}
        >
          {list.title}
        </Link>
        <span className="text-xs text-fg-muted">
          {status === 'invited' ? t('editing.invitation') : t('editing.editor')} ·{' '}
          {t('editing.by', { name: list.creator.user_name })}
        </span>
      </span>
      {status === 'invited' && (
        <span className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => send(true)} loading={answer.isPending && answer.variables === true}>
            <Check aria-hidden="true" className="size-4" />
            {t('editing.accept')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => send(false)}
            loading={answer.isPending && answer.variables === false}
          >
            <X aria-hidden="true" className="size-4" />
            {t('editing.decline')}
          </Button>
        </span>
      )}
    </li>
  );
}
