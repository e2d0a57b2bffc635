import type { AdminUsersResponse } from '@pepites/contracts';
import { adminTableQueryOptions, type TableQuery } from './keys';

/** `GET /users/getAll?page=&q=`: one page of the admin users table. */
export function adminUsersQueryOptions(query: TableQuery) {
  return adminTableQueryOptions<AdminUsersResponse>('users', '/users/getAll', query);
}
