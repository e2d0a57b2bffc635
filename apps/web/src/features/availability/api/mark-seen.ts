import { apiPath, type TonightResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { availabilityKeys } from './availability-keys';

interface MarkSeen {
  /** The list item's id (Tonight's `item_id`). */
  itemId: number;
  userId: number;
}

/**
 * `PUT /content/{contentId}/seen/{userId}` from Tonight, where every title is unseen: the title
 * leaves the page at once, and comes back if the server refuses. `onSeen` lets the app refresh
 * what other screens show of the mark (the lists' caches belong to another feature).
 */
export function useMarkSeen(onSeen?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, userId }: MarkSeen) =>
      apiRequest(apiPath.toggleSeen, { params: { contentId: itemId, userId } }),
    onMutate: async ({ itemId }) => {
      await queryClient.cancelQueries({ queryKey: availabilityKeys.tonights });
      const snapshot = queryClient.getQueriesData<TonightResponse>({ queryKey: availabilityKeys.tonights });
      queryClient.setQueriesData<TonightResponse>(
        { queryKey: availabilityKeys.tonights },
        (page) => page && { ...page, results: page.results.filter((title) => title.item_id !== itemId) },
      );
      return { snapshot };
    },
    onError: (_error, _variables, context) => {
      for (const [key, data] of context?.snapshot ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: () => onSeen?.(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: availabilityKeys.tonights }),
  });
}
