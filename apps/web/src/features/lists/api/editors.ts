import { apiPath } from '@pepites/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { listKeys, refreshLists } from './list-keys';

/** `GET /list/{listId}/editors`: the creator, the editors (and invitations, for the creator and the invitee), the caller's role. */
export function listEditorsQueryOptions(listId: number) {
  return queryOptions({
    queryKey: listKeys.editors(listId),
    queryFn: ({ signal }) => apiRequest(apiPath.listEditors, { params: { listId }, signal }),
  });
}

export function useListEditors(listId: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...listEditorsQueryOptions(listId), enabled });
}

/** `GET /account/editing`: the lists the member edits with others, invitations included. */
export function useEditingLists({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: listKeys.editing,
    queryFn: ({ signal }) => apiRequest(apiPath.editingLists, { signal }),
    enabled,
  });
}

/** The creator invites a member by name; the list's page and its editors are fetched again. */
export function useInviteEditor(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userName: string) =>
      apiRequest(apiPath.inviteEditor, { params: { listId }, body: { user_name: userName } }),
    onSuccess: () => refreshLists(queryClient),
  });
}

/** The creator removes an editor or an invitation; an editor removing themself leaves the list. */
export function useRemoveEditor(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => apiRequest(apiPath.removeEditor, { params: { listId, userId } }),
    onSettled: () => refreshLists(queryClient),
  });
}

/** An invited member accepts or declines. */
export function useAnswerInvitation(listId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (accept: boolean) => apiRequest(apiPath.answerInvitation, { params: { listId }, body: { accept } }),
    onSettled: () => refreshLists(queryClient),
  });
}
