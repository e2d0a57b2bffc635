import { messageResponseSchema, type Lang } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordResetRequest {
  email: string;
  /** The language of the mail that carries the link. */
  lang: Lang;
}

export function requestPasswordReset(input: PasswordResetRequest) {
  return api('/reset-password', { method: 'POST', body: input, schema: messageResponseSchema });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
