import type { ContentResponse } from '@pepites/contracts';
import { api } from '../../../lib/api-client';

/** `PUT /list/{listId}/content/{contentId}/note`: the creator's note on an item, null to remove it. */
export function updateNote(listId: number, contentId: number, note: string | null): Promise<ContentResponse> {
  return api<ContentResponse>(`/list/${listId}/content/${contentId}/note`, { method: 'PUT', body: { note } });
}
