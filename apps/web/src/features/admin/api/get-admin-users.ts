import { apiPath } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { adminTableQueryOptions, type TableQuery } from './keys';

/** `GET /users/getAll?page=&q=`: one page of the admin users table. */
export function adminUsersQueryOptions(query: TableQuery) {
  return adminTableQueryOptions('users', query, (signal) => apiRequest(apiPath.adminUsers, { query, signal }));
}
