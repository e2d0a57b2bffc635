import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { adminTableQueryOptions, type TableQuery } from './keys';

/** `GET /lists/getAll?page=&q=`: one page of the admin lists table. */
export function adminListsQueryOptions(query: TableQuery) {
  return adminTableQueryOptions('lists', query, (signal) => apiRequest(apiPath.adminLists, { query, signal }));
}
