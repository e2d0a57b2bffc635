import type { CreateListResponse, UpdateListInput } from '@pepites/contracts';
import { api } from '../../../lib/api-client';

/** `PUT /list/update/{listId}`: title, description and privacy (creator only). */
export function updateList(listId: number, input: UpdateListInput): Promise<CreateListResponse> {
  return api<CreateListResponse>(`/list/update/${listId}`, { method: 'PUT', body: input });
}
