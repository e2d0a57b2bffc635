import { ITEM_NOTE_MAX, type ContentItem } from '@pepites/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/textarea';
import { notify } from '../../../../components/ui/toast';
import { useUpdateNote } from '../../api/update-note';

interface ItemNoteEditorProps {
  listId: number;
  item: Pick<ContentItem, 'id' | 'title' | 'note'>;
  onClose: () => void;
}

/** Beyond SPEC: the creator's short note on an item (280 characters at most); empty removes it. */
export function ItemNoteEditor({ listId, item, onClose }: ItemNoteEditorProps) {
  const { t } = useTranslation('lists');
  const [note, setNote] = useState(item.note ?? '');
  const [error, setError] = useState<string>();
  const save = useUpdateNote(listId);
  const submit = () => {
    const text = note.trim();
    save.mutate(
      { contentId: item.id, note: text === '' ? null : text },
      {
        onSuccess: ({ message }) => {
          notify.success(message);
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  };
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface-2 p-3">
      <Field label={t('notes.label', { title: item.title })} error={error}>
        <Textarea
          value={note}
          rows={3}
          maxLength={ITEM_NOTE_MAX}
          showCount
          // The editor opens on the creator's request: the note is what they want to type in.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onChange={(event) => {
            setNote(event.target.value);
            setError(undefined);
          }}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('notes.cancel')}
        </Button>
        <Button size="sm" onClick={submit} loading={save.isPending}>
          {t('notes.save')}
        </Button>
      </div>
    </div>
  );
}
