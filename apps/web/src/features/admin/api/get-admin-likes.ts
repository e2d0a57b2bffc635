import type { AdminLikesResponse } from '@pepites/contracts';
import { adminTableQueryOptions, type TableQuery } from './keys';

/** `GET /admin/likes?page=&q=`: one page of the admin likes table. */
export function adminLikesQueryOptions(query: TableQuery) {
  return adminTableQueryOptions<AdminLikesResponse>('likes', '/admin/likes', query);
}
