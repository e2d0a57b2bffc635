import { apiPath, type CreateListResponse, type UpdateListInput } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';

/** `PUT /list/update/{listId}`: title, description and privacy (creator only). */
export function updateList(listId: number, input: UpdateListInput): Promise<CreateListResponse> {
  return apiRequest(apiPath.updateList, { params: { listId }, body: input });
}
