import { ADD_TO_LIST_AREA_MAX_PX, type AddContentInput, type ListSummary } from '@pepites/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button';
import { Checkbox } from '../../../../components/ui/checkbox';
import { Dialog } from '../../../../components/ui/dialog';
import { ErrorState } from '../../../../components/ui/error-state';
import { Skeleton } from '../../../../components/ui/skeleton';
import { notify } from '../../../../components/ui/toast';
import { addContent } from '../../api/add-content';
import { useEditingLists } from '../../api/editors';
import { useAllUserLists } from '../../api/get-all-user-lists';
import { refreshLists } from '../../api/list-keys';

export interface AddToListsDialogProps {
  item: AddContentInput;
  viewerId: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Create a new list": this dialog closes, the caller opens the new-list dialog. */
  onCreateNew: () => void;
}

/**
 * The member's lists, then the lists they edit with others (docs/decisions/038-community.md), as checkboxes (a 208 px scroll area). Add sends one request per
 * ticked list, says how each went, then closes; with nothing ticked it does nothing. Cancel clears.
 */
export function AddToListsDialog({ item, viewerId, open, onOpenChange, onCreateNew }: AddToListsDialogProps) {
  const { t } = useTranslation('lists');
  const queryClient = useQueryClient();
  const lists = useAllUserLists(viewerId, { enabled: open });
  // The lists edited with others join once they arrive; without them the member's own still show.
  const editing = useEditingLists({ enabled: open });
  const [ticked, setTicked] = useState<number[]>([]);
  const [adding, setAdding] = useState(false);

  const close = () => {
    setTicked([]);
    onOpenChange(false);
  };

  const add = async (all: readonly ListSummary[]) => {
    const chosen = all.filter((list) => ticked.includes(list.id));
    if (chosen.length === 0) return;
    setAdding(true);
    const results = await Promise.allSettled(chosen.map((list) => addContent(list.id, item)));
    results.forEach((result, index) => {
      const title = chosen[index]?.title ?? '';
      if (result.status === 'fulfilled')
        notify.success(t('addToLists.result', { title, message: result.value.message }));
      else notify.error(t('addToLists.error', { title, message: (result.reason as Error).message }), { long: true });
    });
    setAdding(false);
    void refreshLists(queryClient);
    close();
  };

  const edited = (editing.data?.lists ?? []).filter((entry) => entry.status === 'accepted').map((entry) => entry.list);
  const all = lists.data && [...lists.data.results, ...edited.filter((list) => list.creator_id !== viewerId)];
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t('addToLists.title')}
      description={item.title}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('addToLists.cancel')}
          </Button>
          <Button onClick={() => all && void add(all)} disabled={ticked.length === 0} loading={adding}>
            {t('addToLists.add')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        {lists.isError ? (
          <ErrorState message={lists.error.message} onRetry={() => void lists.refetch()} retrying={lists.isFetching} />
        ) : !all ? (
          <div aria-busy="true" className="flex flex-col gap-3">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-6 w-3/4" />
            ))}
          </div>
        ) : all.length === 0 ? (
          <p className="text-sm text-fg-muted">{t('addToLists.none')}</p>
        ) : (
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-fg">{t('addToLists.legend')}</legend>
            <div
              className="-mx-1 overflow-y-auto px-1"
              style={{ maxHeight: ADD_TO_LIST_AREA_MAX_PX }}
              data-testid="add-to-lists-area"
            >
              {all.map((list) => (
                <Checkbox
                  key={list.id}
                  label={
                    <>
                      {list.title}{' '}
                      <span className="text-fg-muted tabular-nums">
                        ({t('card.items', { count: list.item_count })})
                      </span>
                    </>
                  }
                  checked={ticked.includes(list.id)}
                  onCheckedChange={(checked) =>
                    setTicked((current) => (checked ? [...current, list.id] : current.filter((id) => id !== list.id)))
                  }
                />
              ))}
            </div>
          </fieldset>
        )}
        <Button variant="ghost" size="sm" className="self-start" onClick={onCreateNew}>
          <ListPlus aria-hidden="true" className="size-4" />
          {t('addToLists.createNew')}
        </Button>
      </div>
    </Dialog>
  );
}
