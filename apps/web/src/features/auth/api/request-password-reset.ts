import type { Lang, MessageResponse } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface PasswordResetRequest {
  email: string;
  /** The language of the mail that carries the link. */
  lang: Lang;
}

export function requestPasswordReset(input: PasswordResetRequest) {
  return api<MessageResponse>('/reset-password', { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
