import { apiPath, type ContentResponse } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';

/** `PUT /list/{listId}/content/{contentId}/note`: the creator's note on an item, null to remove it. */
export function updateNote(listId: number, contentId: number, note: string | null): Promise<ContentResponse> {
  return apiRequest(apiPath.updateNote, { params: { listId, contentId }, body: { note } });
}
