import type { AddContentInput, ContentResponse } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/**
 * `PUT /{listId}/content` (SPEC §7): the item as the catalogue knows it. The same item twice is a
 * no-op the server answers with its "already in the list" message.
 */
export function addContent(listId: number, item: AddContentInput): Promise<ContentResponse> {
  return api<ContentResponse>(`/${listId}/content`, { method: 'PUT', body: item });
}

/** One request per list; the caller refreshes the lists once all of them have answered. */
export function useAddContent() {
  return useMutation({
    mutationFn: ({ listId, item }: { listId: number; item: AddContentInput }) => addContent(listId, item),
  });
}
