import type { MessageResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshLists } from './list-keys';

/** `DELETE /{listId}/content/{contentId}`: removes the item from that list only. */
export function removeContent(listId: number, contentId: number): Promise<MessageResponse> {
  return api<MessageResponse>(`/${listId}/content/${contentId}`, { method: 'DELETE' });
}

export function useRemoveContent(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (contentId: number) => removeContent(listId, contentId),
    onSettled: () => refreshLists(queryClient),
  });
}
