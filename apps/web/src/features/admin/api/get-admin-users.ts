import { apiRequest } from '../../../lib/api-request';
import { adminTableQueryOptions, type TableQuery } from './keys';

/** `GET /users/getAll?page=&q=`: one page of the admin users table. */
export function adminUsersQueryOptions(query: TableQuery) {
  return adminTableQueryOptions('users', query, (signal) => apiRequest('adminUsers', { query, signal }));
}
