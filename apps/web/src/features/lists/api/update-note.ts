import type { ContentResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { listKeys } from './list-keys';

/** `PUT /list/{listId}/content/{contentId}/note`: the creator's note on an item, null to remove it. */
export function updateNote(listId: number, contentId: number, note: string | null): Promise<ContentResponse> {
  return api<ContentResponse>(`/list/${listId}/content/${contentId}/note`, { method: 'PUT', body: { note } });
}

export function useUpdateNote(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ contentId, note }: { contentId: number; note: string | null }) => updateNote(listId, contentId, note),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listKeys.all }),
  });
}
