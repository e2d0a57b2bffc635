import { apiPath, type DeleteAccountInput } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { apiRequest } from '../../../lib/api-request';
import { noteDeliberateLogout, sessionQueryKey, setSessionUser } from '../lib/session-store';

export function deleteAccount(input: DeleteAccountInput): Promise<{ message: string }> {
  return apiRequest(apiPath.deleteAccount, { body: input });
}

/**
 * `DELETE /api/account` (decision 034). The server has ended the session: the app goes home as a
 * visitor, toasts the server's sentence and forgets every cached answer, which held the member's
 * lists, likes and notifications; the guarded profile follows the deletion home, as after a logout.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: deleteAccount,
    onSuccess: async ({ message }) => {
      noteDeliberateLogout();
      notify.success(message);
      await navigate(paths.home.href());
      setSessionUser(queryClient, null);
      await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
