import { zodResolver } from '@hookform/resolvers/zod';
import { requestEmailChangeInputSchema } from '@pepites/contracts';
import type { Resolver } from 'react-hook-form';
import { serverFieldMessage } from './failure-result';

export interface ChangeEmailFormValues {
  email: string;
  password: string;
}

/** The server's own rules (the sign-up email, a password typed), checked before anything is sent. */
export const changeEmailResolver = zodResolver(requestEmailChangeInputSchema, undefined, {
  raw: true,
}) as unknown as Resolver<ChangeEmailFormValues>;

/** The server's field messages (a wrong password, the address already taken or unchanged), under their fields. */
export function serverEmailChangeErrors(error: unknown): Partial<Record<keyof ChangeEmailFormValues, string>> {
  const email = serverFieldMessage(error, 'email');
  const password = serverFieldMessage(error, 'password');
  return { ...(email && { email }), ...(password && { password }) };
}
