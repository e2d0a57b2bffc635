import { apiPath, resetTokenSchema } from '@pepites/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '../../../lib/api-client';
import { apiRequest } from '../../../lib/api-request';

export function checkResetLink(token: string, signal?: AbortSignal) {
  return apiRequest(apiPath.checkResetLink, { body: { token }, signal });
}

/** Whether a reset link still works; a token that cannot be one (400, or not base64url) does not. */
async function isResetLinkValid(token: string, signal?: AbortSignal): Promise<boolean> {
  if (!resetTokenSchema.safeParse(token).success) return false;
  try {
    return (await checkResetLink(token, signal)).valid;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 400) return false;
    throw error;
  }
}

export function resetLinkQueryOptions(token: string) {
  return queryOptions({
    queryKey: ['reset-link', token],
    queryFn: ({ signal }) => isResetLinkValid(token, signal),
    // Asked once when the page opens: once the password is reset the link is used, and asking
    // again would swap the confirmation for "this link has expired".
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

export function useResetLinkCheck(token: string) {
  return useQuery(resetLinkQueryOptions(token));
}
