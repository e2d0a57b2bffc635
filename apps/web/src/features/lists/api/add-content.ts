import { apiPath, type AddContentInput, type ContentResponse } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';

/** What the server needs of an item: it takes the title, poster and links from the catalogue. */
type ItemRef = Pick<AddContentInput, 'type' | 'provider_id'>;

/**
 * `PUT /{listId}/content` (docs/product.md#items): the item by type and id only. The same item twice is a no-op
 * the server answers with its "already in the list" message.
 */
export function addContent(listId: number, { type, provider_id }: ItemRef): Promise<ContentResponse> {
  return apiRequest(apiPath.addContent, { params: { listId }, body: { type, provider_id } });
}
