import { RESERVED_USERNAMES, type RegisterInput } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import {
  findUserByEmail,
  isEmailTaken,
  isUniqueViolation,
  isUserNameTaken,
  violatedConstraint,
  type UserRow,
} from '../users/users.queries.js';

export function isReservedUserName(userName: string): boolean {
  return (RESERVED_USERNAMES as readonly string[]).includes(userName.trim().toLowerCase());
}

/** 400 for a reserved name, 409 naming every field already taken (username first). */
export async function assertUserNameAndEmailFree(
  db: Db,
  fields: { userName?: string; email?: string },
  exceptUserId?: number,
): Promise<void> {
  if (fields.userName !== undefined && isReservedUserName(fields.userName)) {
    throw badRequest({ user_name: 'username.reserved' });
  }
  const taken: Record<string, string> = {};
  if (fields.userName !== undefined && (await isUserNameTaken(db, fields.userName, exceptUserId))) {
    taken.user_name = 'username.taken';
  }
  if (fields.email !== undefined && (await isEmailTaken(db, fields.email))) taken.email = 'email.taken';
  if (taken.user_name) throw conflict('username_taken', taken);
  if (taken.email) throw conflict('email_taken', taken);
}

/** Two sign-ups racing for the same name or email: the unique index decides, we answer 409. */
export function conflictFromUniqueViolation(error: unknown): AppError | undefined {
  if (!isUniqueViolation(error)) return undefined;
  const constraint = violatedConstraint(error) ?? '';
  return constraint.includes('email')
    ? conflict('email_taken', { email: 'email.taken' })
    : conflict('username_taken', { user_name: 'username.taken' });
}

export async function registerUser(db: Db, input: RegisterInput): Promise<{ id: number; user_name: string }> {
  await assertUserNameAndEmailFree(db, { userName: input.user_name, email: input.email });
  const passwordHash = await hashPassword(input.password);
  try {
    const [created] = await db
      .insert(users)
      .values({ userName: input.user_name, email: input.email, passwordHash })
      .returning({ id: users.id, user_name: users.userName });
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    throw conflictFromUniqueViolation(error) ?? error;
  }
}

/** Same answer and the same work (one argon2 verify) whether the email or the password is wrong. */
export async function authenticate(db: Db, email: string, password: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
  if (!user || !valid) throw new AppError(401, 'invalid_credentials');
  return user;
}
