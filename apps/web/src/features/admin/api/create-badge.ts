import type { AdminBadge, CreateBadgeInput } from '@pepites/contracts';
import { api } from '../../../lib/api-client';
import { useAdminAction } from './admin-action';

/** `POST /badge`: creates a badge. */
export function createBadge(input: CreateBadgeInput): Promise<{ message: string; badge: AdminBadge }> {
  return api<{ message: string; badge: AdminBadge }>('/badge', { method: 'POST', body: input });
}

export const useCreateBadge = () => useAdminAction(createBadge);
