import type { ContentItem, ListDetail } from '@pepites/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { notify } from '../../../../components/ui/toast';
import { useRemoveContent } from '../../api/remove-content';
import { useReorderContent } from '../../api/reorder-content';
import { ListItemRow } from './list-item-row';

/** The server's order, with the creator's latest moves on top until the server has them too. */
function ordered(content: readonly ContentItem[], order: number[] | null): ContentItem[] {
  if (!order) return [...content];
  const byId = new Map(content.map((item) => [item.id, item]));
  const kept = order.map((id) => byId.get(id)).filter((item): item is ContentItem => item !== undefined);
  return [...kept, ...content.filter((item) => !order.includes(item.id))];
}

/**
 * SPEC §2: the list's items in a scrollable panel, each deleted after a confirmation. Beyond SPEC:
 * reordered by drag and drop or with the up/down buttons (each move saved at once) and annotated.
 */
export function ListItemsEditor({ list }: { list: ListDetail }) {
  const { t } = useTranslation('lists');
  const [order, setOrder] = useState<number[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const [toDelete, setToDelete] = useState<ContentItem | null>(null);
  const reorder = useReorderContent(list.id);
  const remove = useRemoveContent(list.id);
  const items = ordered(list.content, order);

  const move = (from: number, to: number, { viaButton = false } = {}) => {
    const moved = items[from];
    if (!moved || to < 0 || to >= items.length || from === to) return;
    const next = items.map((item) => item.id).filter((id) => id !== moved.id);
    next.splice(to, 0, moved.id);
    setOrder(next);
    setAnnouncement(t('edit.moved', { title: moved.title, position: to + 1, count: items.length }));
    reorder.mutate(next, {
      onError: (error) => {
        setOrder(null);
        notify.error(`${t('toast.reorderError')} ${error.message}`);
      },
    });
    // At the top or the bottom the arrow just pressed is disabled: the focus goes to the other one.
    if (viaButton && (to === 0 || to === items.length - 1)) {
      requestAnimationFrame(() => document.getElementById(to === 0 ? `move-down-${moved.id}` : `move-up-${moved.id}`)?.focus());
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, {
      onSuccess: () => {
        notify.success(t('toast.removed'));
        setOrder((current) => current?.filter((id) => id !== toDelete.id) ?? null);
        setToDelete(null);
      },
      onError: (error) => notify.error(`${t('toast.removeError')} ${error.message}`),
    });
  };

  return (
    <section aria-labelledby="edition-items-title" className="flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5">
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
                listId={list.id}
                item={item}
                index={index}
                count={items.length}
                onMove={(from, to) => move(from, to, { viaButton: true })}
                onDelete={setToDelete}
                dragging={drag?.from === index}
                dropTarget={drag !== null && drag.over === index && drag.from !== index}
                onDragStart={(from) => setDrag({ from, over: from })}
                onDragOver={(over) => setDrag((current) => (current && current.over !== over ? { ...current, over } : current))}
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
        open={toDelete !== null}
        onOpenChange={(open) => !open && setToDelete(null)}
        label={t('edit.removeTitle')}
        description={toDelete ? t('edit.removeDescription', { title: toDelete.title }) : undefined}
        cancelLabel={t('delete.cancel')}
        confirmLabel={t('edit.removeConfirm')}
        onConfirm={confirmDelete}
        confirming={remove.isPending}
      />
    </section>
  );
}
