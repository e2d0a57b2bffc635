import { apiPath, type RequestEmailChangeInput } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { pendingEmailChangeQueryKey } from './pending-email-change';

export function useRequestEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestEmailChangeInput) => apiRequest(apiPath.requestEmailChange, { body: input }),
    // The address now waiting for confirmation is shown above the form.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pendingEmailChangeQueryKey }),
  });
}
