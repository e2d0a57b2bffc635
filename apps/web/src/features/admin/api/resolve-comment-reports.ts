import { apiPath, type ResolveReportsInput } from '@pepites/contracts';
import { apiRequest } from '../../../lib/api-request';
import { useAdminAction } from './admin-action';

/** `POST /admin/comment-reports/{commentId}`: keeps the comment (reports dismissed) or deletes it. */
function resolveCommentReports({ commentId, action }: { commentId: number } & ResolveReportsInput) {
  return apiRequest(apiPath.resolveCommentReports, { params: { commentId }, body: { action } });
}

export const useResolveCommentReports = () => useAdminAction(resolveCommentReports);
