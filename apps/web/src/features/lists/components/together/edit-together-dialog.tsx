import { LIST_EDITORS_MAX, type ListEditor, type ListEditorsResponse } from '@pepites/contracts';
import { UserMinus, Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../../components/ui/avatar';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { Dialog } from '../../../../components/ui/dialog';
import { IconButton } from '../../../../components/ui/icon-button';
import { notify } from '../../../../components/ui/toast';
import { useRemoveEditor } from '../../api/editors';
import { InviteEditorForm } from './invite-editor-form';

interface EditTogetherDialogProps {
  listId: number;
  editors: ListEditorsResponse['editors'];
}

/** The creator's "Edit together": invite by name, see the editors and invitations, remove one (after a confirmation). */
export function EditTogetherDialog({ listId, editors }: EditTogetherDialogProps) {
  const { t } = useTranslation('editors');
  const full = editors.length >= LIST_EDITORS_MAX;
  return (
    <Dialog
      size="md"
      title={t('manage.title')}
      description={t('manage.description')}
      trigger={
        <Button variant="secondary">
          <Users aria-hidden="true" className="size-4" />
          {t('manage.button')}
        </Button>
      }
    >
      <div className="flex flex-col gap-5">
        <InviteEditorForm listId={listId} disabled={full} />
        <p className="text-sm text-fg-muted tabular-nums">
          {t('manage.count', { count: editors.length, max: LIST_EDITORS_MAX })}
        </p>
        {full && <p className="text-sm text-fg-muted">{t('manage.full')}</p>}
        <EditorsList listId={listId} editors={editors} />
      </div>
    </Dialog>
  );
}

function EditorsList({ listId, editors }: EditTogetherDialogProps) {
  const { t } = useTranslation('editors');
  const [toRemove, setToRemove] = useState<ListEditor | null>(null);
  const remove = useRemoveEditor(listId);
  const confirm = () => {
    if (!toRemove) return;
    remove.mutate(toRemove.id, {
      onSuccess: (answer) => {
        notify.success(answer.message);
        setToRemove(null);
      },
      onError: (error) => notify.error(error.message),
    });
  };
  return (
    <section aria-labelledby="editors-list-title" className="flex flex-col gap-2">
      <h3 id="editors-list-title" className="text-sm font-semibold text-fg">
        {t('manage.members')}
      </h3>
      {editors.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('manage.none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {editors.map((editor) => (
            <li key={editor.id} className="flex items-center gap-3 rounded-xl border border-border px-3 py-2">
              <Avatar name={editor.user_name} src={editor.avatar} size="sm" />
              <span className="flex min-w-0 flex-1 flex-col">
                <span className="text-sm font-medium break-all text-fg">{editor.user_name}</span>
                <span className="text-xs text-fg-muted">
                  {editor.status === 'accepted' ? t('manage.accepted') : t('manage.pending')}
                </span>
              </span>
              <IconButton
                label={t('manage.remove', { name: editor.user_name })}
                icon={<UserMinus />}
                onClick={() => setToRemove(editor)}
              />
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        label={toRemove ? t('manage.removeTitle', { name: toRemove.user_name }) : ''}
        description={t('manage.removeDescription')}
        cancelLabel={t('manage.cancel')}
        confirmLabel={t('manage.removeConfirm')}
        onConfirm={confirm}
        confirming={remove.isPending}
      />
    </section>
  );
}
