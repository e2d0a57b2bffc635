import { apiPath, type CommentInput, type CommentReportReason } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { refreshComments } from './comment-keys';

/** A change to one of the list's comments; the list's comments are read again once it is settled. */
function useCommentMutation<Input, Output>(listId: number, send: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: send, onSuccess: () => refreshComments(queryClient, listId) });
}

/** `POST /list/{listId}/comments`. */
export function useAddComment(listId: number) {
  return useCommentMutation(listId, (body: CommentInput) =>
    apiRequest(apiPath.addComment, { params: { listId }, body }),
  );
}

/** `PUT /comments/{commentId}`: the author, within the server's edit window. */
export function useEditComment(listId: number, commentId: number) {
  return useCommentMutation(listId, (body: CommentInput) =>
    apiRequest(apiPath.editComment, { params: { commentId }, body }),
  );
}

/** `DELETE /comments/{commentId}`: the author, the list's creator or the admin. */
export function useDeleteComment(listId: number, commentId: number) {
  return useCommentMutation(listId, () => apiRequest(apiPath.deleteComment, { params: { commentId } }));
}

/** `POST /comments/{commentId}/report`: another member's comment, once. Nothing on screen changes. */
export function useReportComment(commentId: number) {
  return useMutation({
    mutationFn: (reason: CommentReportReason) =>
      apiRequest(apiPath.reportComment, { params: { commentId }, body: { reason } }),
  });
}
