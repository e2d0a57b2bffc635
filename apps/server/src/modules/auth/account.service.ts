import { and, eq, ne, sql } from 'drizzle-orm';
import type { ChangePasswordInput, DeleteAccountInput } from '@pepites/contracts';
import type { FastifyInstance } from 'fastify';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { badRequest } from '../../lib/errors.js';
import { hashPassword, verifyPassword } from '../../lib/password.js';
import { sha256 } from '../../lib/tokens.js';
import { deleteAccountRows, findUserById } from '../users/index.js';
import { memberLang } from './member-lang.js';
import { passwordChangedMail } from './password-changed-mail.js';

/** Jobs queued before the member's language was stored also carry `lang`: it is ignored. */
export interface PasswordChangedMailJob {
  userId: number;
}

/**
 * Sets a new password once the current one is proved, and ends every other session of the member
 * (the caller's stays) and any reset link still pending. The mail is queued in the same transaction:
 * it goes out only if the change holds. The hashes of the sessions ended are returned so their
 * notification streams can be closed.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: number,
  keptSessionId: string,
  input: ChangePasswordInput,
): Promise<string[]> {
  const user = await findUserById(app.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw badRequest({ current_password: 'currentPassword.wrong' });
  }
  const passwordHash = await hashPassword(input.new_password);
  return app.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    const ended = await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(keptSessionId))))
      .returning({ idHash: sessions.idHash });
    const job: PasswordChangedMailJob = { userId };
    await app.jobs.send('mail-password-changed', job, { db: tx });
    return ended.map((row) => row.idHash);
  });
}

/** The queue's job: reads the address and language as the mail leaves, so a mail retried later goes where the member now is. */
export async function mailPasswordChanged(
  app: FastifyInstance,
  { userId }: PasswordChangedMailJob,
): Promise<{ sent: boolean }> {
  const user = await findUserById(app.db, userId);
  if (!user) return { sent: false };
  await app.mailer.send(passwordChangedMail(user.email, user.userName, memberLang(user)));
  return { sent: true };
}

/**
 * Deletes the caller's account once the password is proved and the user name typed again (any case),
 * everything in one transaction (decision 034). False when the account was already gone.
 */
export async function deleteOwnAccount(
  app: FastifyInstance,
  userId: number,
  input: DeleteAccountInput,
): Promise<boolean> {
  const user = await findUserById(app.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest({ password: 'currentPassword.wrong' });
  }
  if (input.confirm.trim().toLowerCase() !== user.userName.toLowerCase()) {
    throw badRequest({ confirm: 'deleteAccount.confirm' });
  }
  const deleted = await app.db.transaction((tx) => deleteAccountRows(tx, userId));
  return deleted !== undefined;
}
