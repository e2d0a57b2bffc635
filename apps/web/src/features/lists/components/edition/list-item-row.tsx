import type { ContentItem } from '@pepites/contracts';
import { ArrowDown, ArrowUp, GripVertical, MessageSquareText, Trash2 } from 'lucide-react';
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../components/ui/cn';
import { IconButton } from '../../../../components/ui/icon-button';
import { Poster } from '../../../../components/ui/poster';
import { itemPosterProps } from '../item-poster';
import { ItemNoteEditor } from './item-note-editor';

export interface ListItemRowProps {
  item: ContentItem;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onDelete: (item: ContentItem) => void;
  onNote: (item: ContentItem, note: string) => void;
  /** Drag and drop: the row being dragged and the row under it. */
  dragging: boolean;
  dropTarget: boolean;
  onDragStart: (index: number) => void;
  onDragOver: (index: number) => void;
  onDrop: (index: number) => void;
  onDragEnd: () => void;
}

/** One item of the edited list: drag handle, up/down buttons for the keyboard, note and delete. */
export function ListItemRow({
  item,
  index,
  count,
  onMove,
  onDelete,
  onNote,
  dragging,
  dropTarget,
  ...drag
}: ListItemRowProps) {
  const { t } = useTranslation('lists');
  const [editingNote, setEditingNote] = useState(false);
  const over = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
    drag.onDragOver(index);
  };
  return (
    <li
      data-testid="edition-item"
      onDragOver={over}
      onDrop={(event) => {
        event.preventDefault();
        drag.onDrop(index);
      }}
      className={cn(
        'flex flex-col gap-2 rounded-xl border bg-surface p-2 transition-colors duration-150 sm:p-3',
        dropTarget ? 'border-accent bg-accent-soft' : 'border-border',
        dragging && 'opacity-50',
      )}
    >
      <div className="flex items-center gap-2 sm:gap-3">
        <span
          aria-hidden="true"
          draggable
          data-testid="drag-handle"
          onDragStart={(event) => {
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', String(item.id));
            const row = event.currentTarget.closest('li');
            if (row) event.dataTransfer.setDragImage(row, 16, 16);
            drag.onDragStart(index);
          }}
          onDragEnd={drag.onDragEnd}
          className="flex h-10 w-6 shrink-0 cursor-grab items-center justify-center text-fg-muted active:cursor-grabbing"
        >
          <GripVertical className="size-5" />
        </span>
        <div className="w-10 shrink-0 sm:w-12">
          <Poster {...itemPosterProps(item)} compact className="rounded-md shadow-sm" />
        </div>
        <div className="flex min-w-0 flex-1 flex-col">
          <span className="truncate font-medium text-fg">{item.title}</span>
          <span className="text-xs text-fg-muted tabular-nums">
            {t('edit.position', { position: index + 1, count })}
          </span>
          {item.note && !editingNote && (
            <span className="line-clamp-2 text-xs text-fg-muted italic">{t('quote', { text: item.note })}</span>
          )}
        </div>
        <div className="grid shrink-0 grid-cols-2 gap-0.5 sm:flex">
          <IconButton
            id={`move-up-${item.id}`}
            label={t('edit.moveUp', { title: item.title })}
            icon={<ArrowUp />}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <IconButton
            id={`move-down-${item.id}`}
            label={t('edit.moveDown', { title: item.title })}
            icon={<ArrowDown />}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
          <IconButton
            label={item.note ? t('notes.edit', { title: item.title }) : t('notes.add', { title: item.title })}
            icon={<MessageSquareText />}
            aria-expanded={editingNote}
            onClick={() => setEditingNote((open) => !open)}
          />
          <IconButton
            label={t('edit.remove', { title: item.title })}
            icon={<Trash2 />}
            className="text-danger"
            onClick={() => onDelete(item)}
          />
        </div>
      </div>
      {editingNote && (
        <ItemNoteEditor item={item} onDone={(note) => onNote(item, note)} onClose={() => setEditingNote(false)} />
      )}
    </li>
  );
}
