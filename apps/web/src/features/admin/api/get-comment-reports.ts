import { apiPath } from '@pepites/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { adminKey } from './keys';

/** `GET /admin/comment-reports?page=`: the reported comments, one row each with its reports counted. */
export function commentReportsQueryOptions(page: number) {
  return queryOptions({
    queryKey: [...adminKey, 'comment-reports', page] as const,
    queryFn: ({ signal }) => apiRequest(apiPath.reportedComments, { query: { page }, signal }),
    placeholderData: keepPreviousData,
  });
}
