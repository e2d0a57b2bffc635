import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordInputSchema } from '@pepites/contracts';
import type { Resolver } from 'react-hook-form';
import { newPasswordFormSchema, type NewPasswordFormValues } from './auth-form-schemas';
import { ApiRequestError } from '../../../lib/api-client';

// A type, not an interface: it must fit the schemas' open records of fields.
export type ChangePasswordFormValues = NewPasswordFormValues & { current_password: string };

/** The current password as the server checks it, then the new one with its confirmation as the reset form does. */
export const changePasswordResolver = zodResolver(
  changePasswordInputSchema.pick({ current_password: true }).loose().and(newPasswordFormSchema),
  undefined,
  { raw: true },
) as unknown as Resolver<ChangePasswordFormValues>;

/** The server's field messages, under the form's fields (its `new_password` is the form's `password`). */
export function serverPasswordErrors(error: unknown): Partial<Record<keyof ChangePasswordFormValues, string>> {
  if (!(error instanceof ApiRequestError) || !error.fields) return {};
  const { current_password, new_password } = error.fields;
  return {
    ...(current_password && { current_password }),
    ...(new_password && { password: new_password }),
  };
}
