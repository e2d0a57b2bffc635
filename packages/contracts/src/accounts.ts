import { z } from 'zod';
import { EMAIL_MAX, PASSWORD_MAX, PASSWORD_MIN, USERNAME_MAX, USERNAME_MIN } from './limits.js';
import { CONTROL_MESSAGE, isCleanLine } from './text.js';
import { normalizeUserName, userNameCharacterProblem } from './username.js';

/** Sign-up email: local part, @, domain and a top-level domain of 2 to 7 letters (docs/product.md#accounts). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,7}$/;

/** Sign-up and reset alike: 8 to 128 characters, one uppercase letter and one digit (docs/product.md#accounts). */
export function isPasswordValid(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN && password.length <= PASSWORD_MAX && /[A-Z]/.test(password) && /\d/.test(password)
  );
}

export const RESERVED_USERNAMES = ['admin'] as const;

/** Trimmed and NFKC-normalized: the name stored is the name compared. */
export const usernameSchema = z
  .string({ error: 'username.required' })
  .trim()
  .overwrite(normalizeUserName)
  .min(1, 'username.required')
  .min(USERNAME_MIN, 'username.length')
  .max(USERNAME_MAX, 'username.length')
  .superRefine((value, ctx) => {
    const problem = value.length > 0 ? userNameCharacterProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

export const emailSchema = z
  .string({ error: 'email.required' })
  .trim()
  .min(1, 'email.required')
  .max(EMAIL_MAX, 'email.format')
  .refine(isCleanLine, CONTROL_MESSAGE)
  .regex(EMAIL_PATTERN, 'email.format')
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'password.required' })
  .min(1, 'password.required')
  .refine(isCleanLine, CONTROL_MESSAGE)
  .refine(isPasswordValid, 'password.policy');
