import { apiPath, type CreateListInput, type CreateListResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { refreshLists } from './list-keys';

/** `POST /list/create/{userId}` with title, description and tags `{name, name_fr}`. */
export function createList(userId: number, input: CreateListInput): Promise<CreateListResponse> {
  return apiRequest(apiPath.createList, { params: { userId }, body: input });
}

/** The lists are fetched again whether or not the creation succeeded. */
export function useCreateList(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateListInput) => createList(userId, input),
    onSettled: () => refreshLists(queryClient),
  });
}
