import type { CreateListResponse, UpdateListInput } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshLists } from './list-keys';

/** `PUT /list/update/{listId}`: title, description and privacy (creator only). */
export function updateList(listId: number, input: UpdateListInput): Promise<CreateListResponse> {
  return api<CreateListResponse>(`/list/update/${listId}`, { method: 'PUT', body: input });
}

export function useUpdateList(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateListInput) => updateList(listId, input),
    onSuccess: () => refreshLists(queryClient),
  });
}
