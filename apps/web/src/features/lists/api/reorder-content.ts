import type { MessageResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listKeys } from './list-keys';

/** `PUT /list/{listId}/content/order` with every item id of the list in its new order. */
export function reorderContent(listId: number, ids: number[]): Promise<MessageResponse> {
  return api<MessageResponse>(`/list/${listId}/content/order`, { method: 'PUT', body: { ids } });
}

/**
 * Moves run one after the other (one mutation scope per list): a quick series of moves reaches
 * the server in the order it was made, so the last order wins.
 */
export function useReorderContent(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: number[]) => reorderContent(listId, ids),
    scope: { id: `reorder-list-${listId}` },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listKeys.all, refetchType: 'inactive' }),
  });
}
