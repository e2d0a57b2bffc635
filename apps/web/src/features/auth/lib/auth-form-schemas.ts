import { zodResolver } from '@hookform/resolvers/zod';
import { loginInputSchema, registerInputSchema } from '@pepites/contracts';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The auth forms' rules, taken from the contracts' schemas so the form and the server refuse the
 * same input with the same message keys. Every resolver is `raw`: the forms send what was typed
 * (trimmed where the server trims), as before, not the schema's transformed output.
 */

export type LoginFormValues = z.input<typeof loginInputSchema>;
export const loginResolver: Resolver<LoginFormValues> = zodResolver(loginInputSchema, undefined, { raw: true });

export interface EmailFormValues {
  email: string;
}
export const forgottenPasswordResolver: Resolver<EmailFormValues> = zodResolver(
  registerInputSchema.pick({ email: true }),
  undefined,
  {
    raw: true,
  },
);

// A type, not an interface: it must fit the schema's open record of fields.
export type NewPasswordFormValues = { password: string; passwordConfirm: string };

/** Whether the password itself passed: the confirmation is judged only then, as one message at a time. */
const passwordPassed = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/**
 * A new password (one password policy, docs/product.md#accounts) and its confirmation. While the
 * password breaks the policy only that is said; then the confirmation is required and must match.
 */
export const newPasswordFormSchema = registerInputSchema
  .pick({ password: true })
  .loose()
  .refine((values) => values.passwordConfirm !== '', {
    path: ['passwordConfirm'],
    message: 'passwordConfirm.required',
    when: passwordPassed,
  })
  .refine((values) => values.passwordConfirm === '' || values.passwordConfirm === values.password, {
    path: ['passwordConfirm'],
    message: 'passwordConfirm.mismatch',
    when: passwordPassed,
  });
// The schema is an open record (`loose`, so the refinements see the confirmation, which is no part of
// the contract); the form's two fields are what it reads.
export const newPasswordResolver = zodResolver(newPasswordFormSchema, undefined, {
  raw: true,
}) as unknown as Resolver<NewPasswordFormValues>;
