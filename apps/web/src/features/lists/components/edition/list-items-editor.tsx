import type { ContentItem } from '@pepites/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { ListItemRow } from './list-item-row';

interface ListItemsEditorProps {
  /** The items as the draft shows them. */
  items: ContentItem[];
  onReorder: (ids: number[]) => void;
  onRemove: (item: ContentItem) => void;
  onNote: (item: ContentItem, note: string) => void;
}

/**
 * The list's items in a scrollable panel, each removed after a confirmation. Beyond the original
 * product: reordered by drag and drop or with the up/down buttons, and annotated. Every change joins the
 * page's draft, saved with Save (decision 025).
 */
export function ListItemsEditor({ items, onReorder, onRemove, onNote }: ListItemsEditorProps) {
  const { t } = useTranslation('lists');
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const [toRemove, setToRemove] = useState<ContentItem | null>(null);

  const move = (from: number, to: number, { viaButton = false } = {}) => {
    const moved = items[from];
    if (!moved || to < 0 || to >= items.length || from === to) return;
    const next = items.map((item) => item.id).filter((id) => id !== moved.id);
    next.splice(to, 0, moved.id);
    onReorder(next);
    setAnnouncement(t('edit.moved', { title: moved.title, position: to + 1, count: items.length }));
    // At the top or the bottom the arrow just pressed is disabled: the focus goes to the other one.
    if (viaButton && (to === 0 || to === items.length - 1)) {
      requestAnimationFrame(() =>
        document.getElementById(to === 0 ? `move-down-${moved.id}` : `move-up-${moved.id}`)?.focus(),
      );
    }
  };

  const confirmRemove = () => {
    if (!toRemove) return;
    onRemove(toRemove);
    setAnnouncement(t('edit.removed', { title: toRemove.title }));
    setToRemove(null);
  };

  return (
    <section
      aria-labelledby="edition-items-title"
      className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5"
    >
      <h2 id="edition-items-title" className="text-lg font-semibold text-fg">
        {t('edit.items', { count: items.length })}
      </h2>
      {items.length === 0 ? (
        <p className="text-sm text-fg-muted">{t('edit.noItems')}</p>
      ) : (
        <>
          <p className="text-sm text-fg-muted">{t('edit.reorderHint')}</p>
          <ol className="flex max-h-[36rem] flex-col gap-2 overflow-y-auto p-0.5" data-testid="edition-items">
            {items.map((item, index) => (
              <ListItemRow
                key={item.id}
                item={item}
                index={index}
                count={items.length}
                onMove={(from, to) => move(from, to, { viaButton: true })}
                onDelete={setToRemove}
                onNote={onNote}
                dragging={drag?.from === index}
                dropTarget={drag !== null && drag.over === index && drag.from !== index}
                onDragStart={(from) => setDrag({ from, over: from })}
                onDragOver={(over) =>
                  setDrag((current) => (current && current.over !== over ? { ...current, over } : current))
                }
                onDrop={(to) => {
                  if (drag) move(drag.from, to);
                  setDrag(null);
                }}
                onDragEnd={() => setDrag(null)}
              />
            ))}
          </ol>
        </>
      )}
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
      <ConfirmDialog
        open={toRemove !== null}
        onOpenChange={(open) => !open && setToRemove(null)}
        label={t('edit.removeTitle')}
        description={toRemove ? t('edit.removeDescription', { title: toRemove.title }) : undefined}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('edit.removeConfirm')}
        onConfirm={confirmRemove}
      />
    </section>
  );
}
