import type { ListDetailResponse, ReorderConflict } from '@pepites/contracts';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PendingChanges } from '../lib/list-draft';
import { listKeys, refreshLists } from './list-keys';
import { removeContent } from './remove-content';
import { reorderContent } from './reorder-content';
import { updateList } from './update-list';
import { updateNote } from './update-note';

/**
 * Sends what Save has to send, one request after the other: the title, description and privacy
 * first (the likeliest refusal, before anything else is written), then the new order, then the
 * removals and the notes. The order goes before the item changes because it carries the list's
 * version the draft was made on, which one's own removals and notes move on too
 * (docs/decisions/038-community.md); it names every item still on the server once, the ones about to
 * be removed last. A failure, or an order refused because the list changed meanwhile, stops there.
 */
export async function saveListEdition(
  listId: number,
  changes: PendingChanges,
  version: number | undefined,
): Promise<ReorderConflict | null> {
  if (changes.fields) await updateList(listId, changes.fields);
  if (changes.order) {
    const result = await reorderContent(listId, [...changes.order, ...changes.removals], version);
    if (result.conflict) return result.conflict;
  }
  for (const contentId of changes.removals) await removeContent(listId, contentId);
  for (const { contentId, note } of changes.notes) await updateNote(listId, contentId, note);
  return null;
}

/** The list's page in the cache, in the order and at the version a refused reorder answered. */
function applyConflict(queryClient: QueryClient, listId: number, conflict: ReorderConflict) {
  queryClient.setQueriesData<ListDetailResponse>({ queryKey: listKeys.detailOf(listId) }, (current) => {
    if (!current) return current;
    const byId = new Map(current.list.content.map((item) => [item.id, item]));
    const content = conflict.ids.flatMap((id) => byId.get(id) ?? []);
    return { list: { ...current.list, content, version: conflict.version } };
  });
}

/** The edit page's Save (decision 025); whatever part went through, the lists on screen show it. */
export function useSaveListEdition(listId: number, version: number | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PendingChanges) => saveListEdition(listId, changes, version),
    onSuccess: (conflict) => {
      if (conflict) applyConflict(queryClient, listId, conflict);
    },
    onSettled: () => refreshLists(queryClient),
  });
}
