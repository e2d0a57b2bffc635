import type { MessageResponse } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordResetConfirmation {
  token: string;
  password: string;
}

export function confirmPasswordReset(input: PasswordResetConfirmation) {
  return api<MessageResponse>('/reset-password/confirm', { method: 'POST', body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
