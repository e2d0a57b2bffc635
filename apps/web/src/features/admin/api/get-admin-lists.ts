import type { AdminListsResponse } from '@pepites/contracts';
import { adminTableQueryOptions, type TableQuery } from './keys';

/** `GET /lists/getAll?page=&q=`: one page of the admin lists table. */
export function adminListsQueryOptions(query: TableQuery) {
  return adminTableQueryOptions<AdminListsResponse>('lists', '/lists/getAll', query);
}
