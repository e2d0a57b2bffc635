import { messageResponseSchema } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordResetConfirmation {
  token: string;
  password: string;
}

export function confirmPasswordReset(input: PasswordResetConfirmation) {
  return api('/reset-password/confirm', { method: 'POST', body: input, schema: messageResponseSchema });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
