import { apiPath } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { sessionQueryKey } from '../lib/session-store';
import { pendingEmailChangeQueryKey } from './pending-email-change';

/** Opens the mailed link's token; the session (which carries the address) and the pending change are read again. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest(apiPath.confirmEmailChange, { body: { token } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
        queryClient.invalidateQueries({ queryKey: pendingEmailChangeQueryKey }),
      ]),
  });
}
