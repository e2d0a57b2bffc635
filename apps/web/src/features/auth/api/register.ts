import type { RegisterInput, RegisterResponse } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Creates the account; it does not sign in (the user then goes to /login, docs/product.md#accounts). */
export function register(input: RegisterInput) {
  return api<RegisterResponse>('/register', { method: 'POST', body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
