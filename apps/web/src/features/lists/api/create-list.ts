import type { CreateListInput, CreateListResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { refreshLists } from './list-keys';

/** `POST /list/create/{userId}` with title, description and tags `{name, name_fr}`. */
export function createList(userId: number, input: CreateListInput): Promise<CreateListResponse> {
  return api<CreateListResponse>(`/list/create/${userId}`, { method: 'POST', body: input });
}

/** The lists are fetched again whether or not the creation succeeded. */
export function useCreateList(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateListInput) => createList(userId, input),
    onSettled: () => refreshLists(queryClient),
  });
}
