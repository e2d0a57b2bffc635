import { apiPath, type RegisterInput } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

/** Creates the account; it does not sign in (the user then goes to /login, docs/product.md#accounts). */
export function register(input: RegisterInput) {
  return apiRequest(apiPath.register, { body: input });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
