import type {
  AdminBadge,
  AdminLikesResponse,
  AdminListsResponse,
  AdminStats,
  AdminUsersResponse,
  CreateBadgeInput,
  ModerationEntry,
  OutboxEntry,
} from '@pepites/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Every admin query starts with this key: a moderation action refreshes the whole dashboard. */
const adminKey = ['admin'] as const;

export interface TableQuery {
  page: number;
  q: string;
}

const tableSearch = ({ page, q }: TableQuery) => `?page=${page}${q ? `&q=${encodeURIComponent(q)}` : ''}`;

/** A table keeps its rows on screen while the next page or search loads (no jump). */
function tableQuery<T>(name: string, path: string, query: TableQuery) {
  return queryOptions({
    queryKey: [...adminKey, name, query.page, query.q] as const,
    queryFn: ({ signal }) => api<T>(`${path}${tableSearch(query)}`, { signal }),
    placeholderData: keepPreviousData,
  });
}

export const adminQueries = {
  stats: () => queryOptions({ queryKey: [...adminKey, 'stats'] as const, queryFn: ({ signal }) => api<AdminStats>('/admin/stats', { signal }) }),
  users: (query: TableQuery) => tableQuery<AdminUsersResponse>('users', '/users/getAll', query),
  lists: (query: TableQuery) => tableQuery<AdminListsResponse>('lists', '/lists/getAll', query),
  likes: (query: TableQuery) => tableQuery<AdminLikesResponse>('likes', '/admin/likes', query),
  badges: () =>
    queryOptions({ queryKey: [...adminKey, 'badges'] as const, queryFn: ({ signal }) => api<{ badges: AdminBadge[] }>('/admin/badges', { signal }).then((body) => body.badges) }),
  moderation: () =>
    queryOptions({
      queryKey: [...adminKey, 'moderation'] as const,
      queryFn: ({ signal }) => api<{ actions: ModerationEntry[] }>('/admin/moderation', { signal }).then((body) => body.actions),
    }),
  outbox: () =>
    queryOptions({ queryKey: [...adminKey, 'outbox'] as const, queryFn: ({ signal }) => api<{ mails: OutboxEntry[] }>('/admin/outbox', { signal }).then((body) => body.mails) }),
};

/** A dashboard action: its answer's message for the toast, then every admin figure refreshed. */
function useAdminAction<Input, Output extends { message: string }>(send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSettled: () => queryClient.invalidateQueries({ queryKey: adminKey }) });
}

export const useCheckBadges = () => useAdminAction(() => api<{ message: string; awarded: number }>('/check-badges'));
export const useCreateBadge = () => useAdminAction((input: CreateBadgeInput) => api<{ message: string; badge: AdminBadge }>('/badge', { method: 'POST', body: input }));
export const useAwardBadge = () =>
  useAdminAction(({ badgeId, userId }: { badgeId: number; userId: number }) =>
    api<{ message: string; awarded: boolean }>(`/admin/badges/${badgeId}/award`, { method: 'POST', body: { user_id: userId } }),
  );
export const useMakeListPrivate = () => useAdminAction((listId: number) => api<{ message: string }>(`/admin/lists/${listId}/private`, { method: 'PUT' }));
export const useDeleteList = () => useAdminAction((listId: number) => api<{ message: string }>(`/list/${listId}`, { method: 'DELETE' }));
export const useSetSuspension = () =>
  useAdminAction(({ userId, suspended }: { userId: number; suspended: boolean }) =>
    api<{ message: string }>(`/admin/users/${userId}/suspension`, { method: 'PUT', body: { suspended } }),
  );

/** Stores a badge icon (one image file); its address then goes into the creation form. */
export function uploadBadgeIcon(file: File): Promise<{ url: string }> {
  const form = new FormData();
  form.append('file', file);
  return api<{ url: string }>('/uploads/badge', { method: 'POST', body: form });
}
