import { apiPath, type MessageResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { listKeys, refreshLists } from './list-keys';

/** `DELETE /list/{id}` (creator or admin). */
export function deleteList(listId: number): Promise<MessageResponse> {
  return apiRequest(apiPath.deleteList, { params: { id: listId } });
}

/** The lists are fetched again whatever the answer; the deleted list's own page is dropped. */
export function useDeleteList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (listId: number) => deleteList(listId),
    onSuccess: (_, listId) => queryClient.removeQueries({ queryKey: [...listKeys.all, 'detail', listId] }),
    onSettled: () => refreshLists(queryClient),
  });
}
