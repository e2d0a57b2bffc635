import type { Lang, RegisterInput } from '@pepites/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { AppError, conflict } from '../../lib/errors.js';
import { dummyPasswordHash, hashPassword, verifyPassword } from '../../lib/password.js';
import { userNameKey } from '../../lib/user-name-key.js';
import {
  conflictFromUniqueViolation,
  findUserByEmail,
  isEmailTaken,
  userNameError,
  userNameUnavailability,
  type UserRow,
} from '../users/index.js';
import { knownDeviceUserId } from './known-device.js';

/** 400 for a reserved name, 409 naming every field already taken (username first). */
async function assertUserNameAndEmailFree(db: Db, fields: { userName: string; email: string }): Promise<void> {
  const nameProblem = await userNameUnavailability(db, fields.userName);
  if (nameProblem === 'reserved') throw userNameError('user_name', nameProblem);
  const emailTaken = await isEmailTaken(db, fields.email);
  if (nameProblem) {
    const error = userNameError('user_name', nameProblem);
    throw emailTaken ? conflict('username_taken', { ...error.fields, email: 'email.taken' }) : error;
  }
  if (emailTaken) throw conflict('email_taken', { email: 'email.taken' });
}

/** The account starts in the language it was made in: its mails are written in it (member-lang.ts). */
export async function registerUser(
  db: Db,
  input: RegisterInput,
  lang: Lang,
): Promise<{ id: number; user_name: string }> {
  await assertUserNameAndEmailFree(db, { userName: input.user_name, email: input.email });
  const passwordHash = await hashPassword(input.password);
  try {
    const [created] = await db
      .insert(users)
      .values({
        userName: input.user_name,
        userNameKey: userNameKey(input.user_name),
        email: input.email,
        passwordHash,
        lang,
      })
      .returning({ id: users.id, user_name: users.userName });
    if (!created) throw new Error('insert returned no row');
    return created;
  } catch (error) {
    throw conflictFromUniqueViolation(error) ?? error;
  }
}

/**
 * Checks an email and password. Same answer and the same work (one argon2 verify) whether the email
 * or the password is wrong. Failed attempts on one account are limited across addresses
 * (`loginFailures`), except from a browser that signed in to that account before.
 */
export async function authenticate(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  input: { email: string; password: string },
): Promise<UserRow> {
  const user = await findUserByEmail(app.db, input.email);
  const knownDevice = user !== undefined && knownDeviceUserId(request) === user.id;
  if (!knownDevice) await app.rateLimits.assertAvailable('loginFailures', request, reply);
  const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), input.password);
  if (!user || !valid) {
    if (!knownDevice) await app.rateLimits.record('loginFailures', request);
    throw new AppError(401, 'invalid_credentials');
  }
  // Said only to whoever knows the password: a suspension does not reveal that an address has an account.
  if (user.suspendedAt) throw new AppError(403, 'account_suspended');
  return user;
}
