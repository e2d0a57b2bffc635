import type { ListSummary } from '@pepites/contracts';
import { EllipsisVertical, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { IconButton } from '../../../components/ui/icon-button';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { useDeleteList } from '../api/delete-list';

/** Edit and delete, shown to the list's creator only; delete asks first. */
export function ListCardMenu({ list }: { list: Pick<ListSummary, 'id' | 'title'> }) {
  const { t } = useTranslation('lists');
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <IconButton label={t('card.options', { title: list.title })} icon={<EllipsisVertical />} tooltip={false} />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          <DropdownMenuItem asChild>
            <Link to={paths.listEdition.href(list.id)}>
              <Pencil aria-hidden="true" />
              {t('card.edit')}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem tone="danger" onSelect={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t('card.delete')}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DeleteListDialog list={list} open={confirming} onOpenChange={setConfirming} />
    </>
  );
}

interface DeleteListDialogProps {
  list: Pick<ListSummary, 'id' | 'title'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}

/** The generic confirmation for a list: then the call, a toast, and a refetch either way. */
export function DeleteListDialog({ list, open, onOpenChange, onDeleted }: DeleteListDialogProps) {
  const { t } = useTranslation('lists');
  const remove = useDeleteList();
  const confirm = () =>
    remove.mutate(list.id, {
      onSuccess: () => {
        notify.success(t('toast.deleted'));
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) => notify.error(`${t('toast.deleteError')} ${error.message}`),
    });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      label={t('delete.title')}
      description={t('delete.description', { title: list.title })}
      cancelLabel={t('delete.cancel')}
      confirmLabel={t('delete.confirm')}
      onConfirm={confirm}
      confirming={remove.isPending}
    />
  );
}
