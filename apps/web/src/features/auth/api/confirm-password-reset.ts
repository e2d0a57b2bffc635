import { apiPath } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export interface PasswordResetConfirmation {
  token: string;
  password: string;
}

export function confirmPasswordReset(input: PasswordResetConfirmation) {
  return apiRequest(apiPath.confirmPasswordReset, { body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
