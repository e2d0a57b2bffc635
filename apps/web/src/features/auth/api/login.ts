import { apiPath, type LoginResponse } from '@pepites/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';
import { setSessionUser } from '../lib/session-store';

export interface LoginCredentials {
  email: string;
  password: string;
  /** Keeps the session for 30 days instead of ending it with the browser (docs/product.md#accounts). */
  remember: boolean;
}

export function login(credentials: LoginCredentials): Promise<LoginResponse> {
  return apiRequest(apiPath.login, { body: credentials });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: async ({ user }) => {
      setSessionUser(queryClient, user);
      // Lists, likes and progress depend on who asks: everything is refetched for the new user.
      await queryClient.invalidateQueries();
    },
  });
}
