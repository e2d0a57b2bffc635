import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PendingChanges } from '../lib/list-draft';
import { refreshLists } from './list-keys';
import { removeContent } from './remove-content';
import { reorderContent } from './reorder-content';
import { updateList } from './update-list';
import { updateNote } from './update-note';

/**
 * Sends what Save has to send, one request after the other: the title, description and privacy
 * first (the likeliest refusal, before anything else is written), then the removals, the notes and
 * the new order (every remaining item once, as the server wants it). A failure stops there.
 */
export async function saveListEdition(listId: number, changes: PendingChanges): Promise<void> {
  if (changes.fields) await updateList(listId, changes.fields);
  for (const contentId of changes.removals) await removeContent(listId, contentId);
  for (const { contentId, note } of changes.notes) await updateNote(listId, contentId, note);
  if (changes.order) await reorderContent(listId, changes.order);
}

/** The edit page's Save (decision 025); whatever part went through, the lists on screen show it. */
export function useSaveListEdition(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: PendingChanges) => saveListEdition(listId, changes),
    onSettled: () => refreshLists(queryClient),
  });
}
