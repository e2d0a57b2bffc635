import type { Db } from '../../db/client.js';
import { isUniqueViolation, violatedConstraint } from '../../lib/db-errors.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { isReservedUserName } from '../../lib/user-name-key.js';
import { isRecentlyReleased } from './account-deletion.js';
import { userNameClash } from './users.queries.js';

export type UserNameUnavailability = 'reserved' | 'taken' | 'similar';

/**
 * Why a (valid) name cannot be had, or null when it is free; `exceptUserId` keeps one's own name.
 * A name a deleted account gave up (or one like it) is taken for a while (decision 034).
 */
export async function userNameUnavailability(
  db: Db,
  userName: string,
  exceptUserId?: number,
): Promise<UserNameUnavailability | null> {
  if (isReservedUserName(userName)) return 'reserved';
  const clash = await userNameClash(db, userName, exceptUserId);
  if (clash) return clash;
  return (await isRecentlyReleased(db, userName)) ? 'taken' : null;
}

/** The answer for a name that cannot be had: 400 for a reserved one, 409 for a taken or look-alike one. */
export function userNameError(field: string, reason: UserNameUnavailability): AppError {
  if (reason === 'reserved') return badRequest({ [field]: 'username.reserved' });
  return conflict('username_taken', { [field]: reason === 'taken' ? 'username.taken' : 'username.similar' });
}

/** The reason behind a unique-index violation on a user's name (two sign-ups racing). */
export function userNameReasonOfConstraint(constraint: string): UserNameUnavailability {
  return constraint === 'users_user_name_key_key' ? 'similar' : 'taken';
}

/**
 * Two sign-ups (or a sign-up and a rename) racing for the same (or a look-alike) name or email: the
 * unique index decides, we answer 409. Here with the other name rules, so that both the auth module
 * and the profile edit use it without the users module reaching up into auth.
 */
export function conflictFromUniqueViolation(error: unknown, userNameField = 'user_name'): AppError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = violatedConstraint(error) ?? '';
  if (constraint.includes('email')) return conflict('email_taken', { email: 'email.taken' });
  return userNameError(userNameField, userNameReasonOfConstraint(constraint));
}
