import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { adminTableQueryOptions, type TableQuery } from './keys';

/** `GET /admin/likes?page=&q=`: one page of the admin likes table. */
export function adminLikesQueryOptions(query: TableQuery) {
  return adminTableQueryOptions('likes', query, (signal) => apiRequest(apiPath.adminLikes, { query, signal }));
}
