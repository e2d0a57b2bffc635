import type { QueryClient } from '@tanstack/react-query';

/** A list's comments are keyed by who reads them: `can_edit` and `can_delete` are the reader's. */
export const commentKeys = {
  ofList: (listId: number) => ['comments', listId] as const,
  list: (listId: number, viewerId: number) => ['comments', listId, viewerId] as const,
};

/** After a change to a list's comments: every page read so far is fetched again. */
export function refreshComments(queryClient: QueryClient, listId: number): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: commentKeys.ofList(listId) });
}
