import { apiPath, type AdminBadge, type CreateBadgeInput } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { useAdminAction } from './admin-action';

/** `POST /badge`: creates a badge. */
export function createBadge(input: CreateBadgeInput): Promise<{ message: string; badge: AdminBadge }> {
  return apiRequest(apiPath.createBadge, { body: input });
}

export const useCreateBadge = () => useAdminAction(createBadge);
