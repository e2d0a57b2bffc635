import { apiPath, type MessageResponse } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';

/** `PUT /list/{listId}/content/order` with every item id of the list in its new order. */
export function reorderContent(listId: number, ids: number[]): Promise<MessageResponse> {
  return apiRequest(apiPath.reorderContent, { params: { listId }, body: { ids } });
}
