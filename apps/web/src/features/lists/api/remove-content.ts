import type { MessageResponse } from '@pepites/contracts';
import { api } from '../../../lib/api-client';

/** `DELETE /{listId}/content/{contentId}`: removes the item from that list only. */
export function removeContent(listId: number, contentId: number): Promise<MessageResponse> {
  return api<MessageResponse>(`/${listId}/content/${contentId}`, { method: 'DELETE' });
}
