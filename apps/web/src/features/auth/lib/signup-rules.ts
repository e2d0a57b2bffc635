import {
  emailSchema,
  passwordSchema,
  RESERVED_USERNAMES,
  usernameSchema,
  type AvailabilityResponse,
  type UnavailableReason,
} from '@pepites/contracts';
import { checkEmailAvailability, checkUsernameAvailability } from '../api/check-availability';
import { firstIssueKey, type FieldMessage } from './field-message';

export const SIGNUP_FIELDS = ['user_name', 'email', 'password', 'passwordConfirm'] as const;
export type SignupField = (typeof SIGNUP_FIELDS)[number];
export type SignupValues = Record<SignupField, string>;

/** The rules that need no server: lengths, formats, the password policy and the confirmation. */
export function localSignupError(field: SignupField, values: SignupValues): FieldMessage {
  switch (field) {
    case 'user_name': {
      const key = firstIssueKey(usernameSchema, values.user_name);
      if (key) return key;
      const reserved: readonly string[] = RESERVED_USERNAMES;
      return reserved.includes(values.user_name.trim().toLowerCase()) ? 'username.reserved' : null;
    }
    case 'email':
      return firstIssueKey(emailSchema, values.email);
    case 'password':
      return firstIssueKey(passwordSchema, values.password);
    case 'passwordConfirm':
      if (values.passwordConfirm === '') return 'passwordConfirm.required';
      return values.passwordConfirm === values.password ? null : 'passwordConfirm.mismatch';
  }
}

/** The message of each reason the server gives for a name or an address it will not take. */
const UNAVAILABLE_KEYS: Record<'user_name' | 'email', Record<UnavailableReason, string>> = {
  user_name: {
    taken: 'username.taken',
    similar: 'username.similar',
    reserved: 'username.reserved',
    invalid: 'field.invalid',
  },
  email: { taken: 'email.taken', similar: 'email.taken', reserved: 'field.invalid', invalid: 'email.format' },
};

function unavailableKey(field: 'user_name' | 'email', { available, reason }: AvailabilityResponse): FieldMessage {
  // An answer without a reason comes from an older server: it only ever meant "taken".
  return available ? null : UNAVAILABLE_KEYS[field][reason ?? 'taken'];
}

/** Availability of a well-formed username or email; a failed check blocks sign-up with its own message. */
export async function availabilityError(
  field: SignupField,
  values: SignupValues,
  signal?: AbortSignal,
): Promise<FieldMessage> {
  if (field !== 'user_name' && field !== 'email') return null;
  try {
    if (field === 'user_name')
      return unavailableKey(field, await checkUsernameAvailability(values.user_name.trim(), signal));
    return unavailableKey(field, await checkEmailAvailability(values.email.trim(), signal));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return 'account.checkFailed';
  }
}
