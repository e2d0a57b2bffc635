import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { notify } from '../../../components/ui/toast';
import { useDeleteComment } from '../api/comment-mutations';

/** Deleting a comment (its author, the list's creator, the admin), once confirmed. */
export function DeleteCommentButton({ listId, commentId }: { listId: number; commentId: number }) {
  const { t } = useTranslation('community');
  const [open, setOpen] = useState(false);
  const remove = useDeleteComment(listId, commentId);
  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: ({ message }) => {
        notify.success(message);
        setOpen(false);
      },
      onError: (error) => notify.error(error.message),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="sm">
          <Trash2 aria-hidden="true" className="size-4" />
          {t('comments.delete.button')}
        </Button>
      }
      label={t('comments.delete.question')}
      description={t('comments.delete.hint')}
      cancelLabel={t('comments.cancel')}
      confirmLabel={t('comments.delete.confirm')}
      confirming={remove.isPending}
      onConfirm={confirm}
    />
  );
}
