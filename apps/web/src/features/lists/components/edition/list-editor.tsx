import { translateMessage, type ListDetail } from '@pepites/contracts';
import { Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SCROLL_TO_TOP_CLEARANCE } from '../../../../components/layouts/scroll-to-top-button';
import { Button } from '../../../../components/ui/button';
import { cn } from '../../../../components/ui/cn';
import { useFocusFirstError } from '../../../../components/ui/focus-first-error';
import { notify } from '../../../../components/ui/toast';
import { useLang } from '../../../../hooks/use-lang';
import { ApiRequestError } from '../../../../lib/api-client';
import { useSaveListEdition } from '../../api/save-list-edition';
import { draftItems, draftOf, hasPendingChanges, pendingChanges, type ListDraft } from '../../lib/list-draft';
import { DeleteListDialog } from '../list-card-menu';
import { ListEditionForm, type ListFieldErrors } from './list-edition-form';
import { ListItemsEditor } from './list-items-editor';
import { UnsavedChangesGuard } from './unsaved-changes-guard';

interface ListEditorProps {
  list: ListDetail;
  /** An editor changes the items only; the title, description, privacy and deletion stay the creator's. */
  role: 'creator' | 'editor';
  /** Back where the creator came from, after Cancel or a finished Save. */
  onLeave: () => void;
  onDeleted: () => void;
}

/**
 * The whole edit page is one draft (decision 025): privacy, title, description, order, notes and
 * removals change nothing until Save sends them; Cancel drops them all.
 */
export function ListEditor({ list, role, onLeave, onDeleted }: ListEditorProps) {
  const { t } = useTranslation('lists');
  const lang = useLang();
  const [draft, setDraft] = useState<ListDraft>(() => draftOf(list));
  const [errors, setErrors] = useState<ListFieldErrors>({});
  const [deleting, setDeleting] = useState(false);
  const { containerRef, focusFirstError } = useFocusFirstError();
  const leavingRef = useRef(false);
  const save = useSaveListEdition(list.id, list.version);
  const changes = pendingChanges(list, draft);
  const dirty = hasPendingChanges(changes);

  const change = (patch: Partial<ListDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const changeFields = (patch: Partial<Pick<ListDraft, 'title' | 'description' | 'privacy'>>) => {
    change(patch);
    // A field's error goes once it is edited.
    setErrors((current) => ({
      title: 'title' in patch ? undefined : current.title,
      description: 'description' in patch ? undefined : current.description,
    }));
  };
  const leave = () => {
    leavingRef.current = true;
    onLeave();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (draft.title.trim() === '') {
      setErrors({ title: translateMessage('list.title.required', lang) });
      focusFirstError();
      return;
    }
    if (!dirty) return leave();
    save.mutate(changes, {
      onSuccess: (conflict) => {
        if (!conflict) {
          notify.success(t('toast.updated'));
          return leave();
        }
        // Another editor changed the list: their order is shown, the rest of the draft is kept.
        notify.error(conflict.message);
        change({ order: conflict.ids });
      },
      onError: (error) => {
        const fields = error instanceof ApiRequestError ? error.fields : undefined;
        if (fields?.title || fields?.description) {
          setErrors({ title: fields.title, description: fields.description });
          focusFirstError();
        } else {
          notify.error(`${t('toast.updateError')} ${error.message}`);
        }
      },
    });
  };

  return (
    <>
      <form ref={containerRef} noValidate onSubmit={submit} className="flex flex-col gap-6">
        <div className={cn('grid grid-cols-1 items-start gap-6', role === 'creator' && 'lg:grid-cols-2')}>
          {role === 'creator' && <ListEditionForm values={draft} errors={errors} onChange={changeFields} />}
          <ListItemsEditor
            items={draftItems(list, draft)}
            onReorder={(order) => change({ order })}
            onRemove={(item) => setDraft((current) => ({ ...current, removed: [...current.removed, item.id] }))}
            onNote={(item, note) =>
              setDraft((current) => ({ ...current, notes: { ...current.notes, [item.id]: note } }))
            }
          />
        </div>
        {/* Its end is left to the floating "scroll to top" button, which would cover Save; from 1280 px
            the page (72rem at most) leaves the button room beside it. */}
        <div
          className={cn(
            'flex flex-wrap items-center justify-end gap-3 rounded-2xl border border-border bg-surface p-4',
            SCROLL_TO_TOP_CLEARANCE,
            'xl:pe-4',
          )}
        >
          <p role="status" className="me-auto text-sm text-fg-muted">
            {dirty ? t('edit.unsaved') : t('edit.noChanges')}
          </p>
          <Button variant="secondary" onClick={leave}>
            {t('edit.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('edit.save')}
          </Button>
        </div>
        <UnsavedChangesGuard dirty={dirty} leavingRef={leavingRef} />
      </form>
      {role === 'creator' && (
        <div className="flex flex-col items-start gap-2 rounded-2xl border border-danger/40 p-5">
          <h2 className="font-semibold text-fg">{t('edit.dangerTitle')}</h2>
          <p className="text-sm text-fg-muted">{t('edit.dangerHint')}</p>
          <Button variant="danger" onClick={() => setDeleting(true)}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('card.delete')}
          </Button>
          <DeleteListDialog
            list={list}
            open={deleting}
            onOpenChange={setDeleting}
            onDeleted={() => {
              // The list is gone: there is no draft left to keep.
              leavingRef.current = true;
              onDeleted();
            }}
          />
        </div>
      )}
    </>
  );
}
