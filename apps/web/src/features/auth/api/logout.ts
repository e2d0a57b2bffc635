import { apiPath } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notify } from '../../../components/ui/toast';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { apiRequest } from '../../../lib/api-request';
import { noteDeliberateLogout, sessionQueryKey, setSessionUser } from '../lib/session-store';

/** POST rather than GET: the state-changing call carries the CSRF header (the API accepts both, docs/api.md#csrf). */
export function logout() {
  return apiRequest(apiPath.logout);
}

/**
 * Signs out: toast, forget the stored user, back to the root with every query reset. That
 * is the original's "reload at /" without a real reload, which would swallow the toast.
 */
export function useLogout(): { logout: () => void; isPending: boolean } {
  const { t } = useTranslation('nav');
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const signOutLocally = async () => {
    noteDeliberateLogout();
    notify.success(t('logoutToast.success'));
    await navigate(paths.home.href());
    setSessionUser(queryClient, null);
    await queryClient.resetQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  };

  const mutation = useMutation({
    mutationFn: logout,
    onSuccess: signOutLocally,
    onError: async (error) => {
      // A session that already ended server-side is a successful logout for the user.
      if (error instanceof ApiRequestError && error.status === 401) return signOutLocally();
      notify.error(t('logoutToast.error'));
    },
  });
  return { logout: () => mutation.mutate(), isPending: mutation.isPending };
}
