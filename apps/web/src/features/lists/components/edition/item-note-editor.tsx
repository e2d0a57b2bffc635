import { ITEM_NOTE_MAX, type ContentItem } from '@pepites/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Field } from '../../../../components/ui/field';
import { Textarea } from '../../../../components/ui/textarea';

interface ItemNoteEditorProps {
  item: Pick<ContentItem, 'id' | 'title' | 'note'>;
  /** The note typed (empty removes it); the page saves it with everything else. */
  onDone: (note: string) => void;
  onClose: () => void;
}

/** Beyond the original product: the creator's short note on an item (280 characters at most). */
export function ItemNoteEditor({ item, onDone, onClose }: ItemNoteEditorProps) {
  const { t } = useTranslation('lists');
  const [note, setNote] = useState(item.note ?? '');
  return (
    <div className="flex flex-col gap-2 rounded-xl bg-surface-2 p-3">
      <Field label={t('notes.label', { title: item.title })}>
        <Textarea
          value={note}
          rows={3}
          maxLength={ITEM_NOTE_MAX}
          showCount
          // The editor opens on the creator's request: the note is what they want to type in.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
          onChange={(event) => setNote(event.target.value)}
        />
      </Field>
      <div className="flex justify-end gap-2">
        <Button variant="ghost" size="sm" onClick={onClose}>
          {t('notes.cancel')}
        </Button>
        <Button
          size="sm"
          onClick={() => {
            onDone(note);
            onClose();
          }}
        >
          {t('notes.done')}
        </Button>
      </div>
    </div>
  );
}
