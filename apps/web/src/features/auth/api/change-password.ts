import { apiPath, type ChangePasswordInput } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { accountSessionsQueryKey } from './account-sessions';

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest(apiPath.changePassword, { body: input }),
    // A new password ends every other session (docs/api.md#account): the list must say so.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountSessionsQueryKey }),
  });
}
