import { apiPath, type ContentItem, type ListDetail, type ListSummary, type SeenResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { completionOf, patchCachedLists, restoreCachedLists, type CacheSnapshot } from '../lib/patch-lists-cache';
import { listKeys } from './list-keys';

/** `PUT /content/{contentId}/seen/{userId}`: toggles the caller's seen mark (docs/product.md#seen-marks). */
export function toggleSeen(contentId: number, userId: number): Promise<SeenResponse> {
  return apiRequest(apiPath.toggleSeen, { params: { contentId, userId } });
}

/** Marks the item in every list that holds it; a list's page with all its items gets its new percentage. */
function setSeen(contentId: number, seen: boolean) {
  return <L extends ListSummary | ListDetail>(list: L): L => {
    if (!list.content.some((item: ContentItem) => item.id === contentId)) return list;
    const content = list.content.map((item) => (item.id === contentId ? { ...item, seen } : item));
    const next = { ...list, content };
    if (
      'completionPercentage' in list &&
      list.completionPercentage !== undefined &&
      content.length === list.item_count
    ) {
      return { ...next, completionPercentage: completionOf(content) };
    }
    return next;
  };
}

/** The eye and the progress ring move at once; the server's answer wins, a refusal puts them back. */
export function useToggleSeen(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId }: { contentId: number; seen: boolean }) => toggleSeen(contentId, userId),
    onMutate: async ({ contentId, seen }): Promise<{ snapshot: CacheSnapshot }> => {
      await queryClient.cancelQueries({ queryKey: listKeys.all });
      return { snapshot: patchCachedLists(queryClient, setSeen(contentId, !seen)) };
    },
    onSuccess: ({ seen }, { contentId }) => {
      patchCachedLists(queryClient, setSeen(contentId, seen));
    },
    onError: (_error, _variables, context) => {
      if (context) restoreCachedLists(queryClient, context.snapshot);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
