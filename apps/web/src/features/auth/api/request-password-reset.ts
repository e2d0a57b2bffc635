import { apiPath, type Lang } from '@pepites/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-request';

export interface PasswordResetRequest {
  email: string;
  /** The language of the mail that carries the link. */
  lang: Lang;
}

export function requestPasswordReset(input: PasswordResetRequest) {
  return apiRequest(apiPath.requestPasswordReset, { body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
