import { apiPath, type LikeResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { patchCachedLists, restoreCachedLists, type CacheSnapshot } from '../lib/patch-lists-cache';
import { listKeys, refreshLists } from './list-keys';

/** `PUT /list/{id}/like/{userId}`: toggles the caller's like and answers the new state. */
export function toggleLike(listId: number, userId: number): Promise<LikeResponse> {
  return apiRequest(apiPath.toggleLike, { params: { id: listId, userId } });
}

function setLike(listId: number, liked: boolean, likes?: number) {
  return <L extends { id: number; liked: boolean; likes: number }>(list: L): L =>
    list.id === listId ? { ...list, liked, likes: likes ?? Math.max(0, list.likes + (liked ? 1 : -1)) } : list;
}

/**
 * The heart turns at once on every copy of the list (card, page); the server's answer then sets
 * the true count, a refusal puts everything back, and the lists are fetched again (docs/product.md#likes).
 */
export function useToggleLike(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ listId }: { listId: number; liked: boolean }) => toggleLike(listId, userId),
    onMutate: async ({ listId, liked }): Promise<{ snapshot: CacheSnapshot }> => {
      await queryClient.cancelQueries({ queryKey: listKeys.all });
      return { snapshot: patchCachedLists(queryClient, setLike(listId, !liked)) };
    },
    onSuccess: ({ liked, likes }, { listId }) => {
      patchCachedLists(queryClient, setLike(listId, liked, likes));
    },
    onError: (_error, _variables, context) => {
      if (context) restoreCachedLists(queryClient, context.snapshot);
    },
    onSettled: () => refreshLists(queryClient),
  });
}
