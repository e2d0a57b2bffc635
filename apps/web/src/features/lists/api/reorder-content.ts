import type { MessageResponse } from '@pepites/contracts';
import { api } from '../../../lib/api-client';

/** `PUT /list/{listId}/content/order` with every item id of the list in its new order. */
export function reorderContent(listId: number, ids: number[]): Promise<MessageResponse> {
  return api<MessageResponse>(`/list/${listId}/content/order`, { method: 'PUT', body: { ids } });
}
