import { apiPath, type MessageResponse } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';

/** `DELETE /{listId}/content/{contentId}`: removes the item from that list only. */
export function removeContent(listId: number, contentId: number): Promise<MessageResponse> {
  return apiRequest(apiPath.removeContent, { params: { listId, contentId } });
}
