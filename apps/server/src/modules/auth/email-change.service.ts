import { and, eq, gt, sql } from 'drizzle-orm';
import {
  EMAIL_CHANGE_TTL_HOURS,
  pagePaths,
  type PendingEmailChangeResponse,
  type RequestEmailChangeInput,
} from '@pepites/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { emailChanges, passwordResetTokens, users } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import { verifyPassword } from '../../lib/password.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';
import { conflictFromUniqueViolation, findUserById, isEmailTaken } from '../users/index.js';
import { emailChangeConfirmMail, emailChangeNoticeMail } from './email-change-mail.js';
import { memberLang } from './member-lang.js';

const EMAIL_CHANGE_TTL_MS = EMAIL_CHANGE_TTL_HOURS * 3_600_000;

export interface EmailChangeMailJob {
  userId: number;
}

export interface EmailChangeNoticeJob {
  userId: number;
  newEmail: string;
}

const pendingWhere = (userId: number) => and(eq(emailChanges.userId, userId), gt(emailChanges.expiresAt, sql`now()`));

/**
 * Records the member's wish to use `email`, once their password is proved, replacing an earlier
 * one, and queues in the same transaction the link for the new address and the notice for the
 * current one. Nothing else changes until the link is opened. The row's hash is of a token nobody
 * holds: the mail's job makes the real one as it leaves, as a reset's does (reset.service.ts).
 */
export async function requestEmailChange(
  app: FastifyInstance,
  userId: number,
  input: RequestEmailChangeInput,
): Promise<void> {
  const user = await findUserById(app.db, userId);
  if (!user || !(await verifyPassword(user.passwordHash, input.password))) {
    throw badRequest({ password: 'currentPassword.wrong' });
  }
  if (input.email === user.email.toLowerCase()) throw badRequest({ email: 'email.unchanged' });
  // The availability check says as much to anyone (docs/api.md#account), so this says it too.
  if (await isEmailTaken(app.db, input.email)) throw conflict('email_taken', { email: 'email.taken' });
  await app.db.transaction(async (tx) => {
    const row = {
      newEmail: input.email,
      tokenHash: sha256(newSecretToken()),
      expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS),
      createdAt: new Date(),
    };
    await tx
      .insert(emailChanges)
      .values({ userId, ...row })
      .onConflictDoUpdate({ target: emailChanges.userId, set: row });
    const link: EmailChangeMailJob = { userId };
    const notice: EmailChangeNoticeJob = { userId, newEmail: input.email };
    await app.jobs.send('mail-email-change', link, { db: tx });
    await app.jobs.send('mail-email-change-notice', notice, { db: tx });
  });
}

/**
 * The queue's job for the new address: the token is made as the mail leaves, so its 24 hours count
 * from the sending and the secret never rests in the queue; a retry makes a new one. Nothing is sent
 * once the change is confirmed or gone.
 */
export async function mailEmailChangeLink(
  app: FastifyInstance,
  { userId }: EmailChangeMailJob,
): Promise<{ sent: boolean }> {
  const user = await findUserById(app.db, userId);
  if (!user) return { sent: false };
  const token = newSecretToken();
  const [pending] = await app.db
    .update(emailChanges)
    .set({ tokenHash: sha256(token), expiresAt: new Date(Date.now() + EMAIL_CHANGE_TTL_MS) })
    .where(eq(emailChanges.userId, userId))
    .returning({ newEmail: emailChanges.newEmail });
  if (!pending) return { sent: false };
  const link = `${app.config.publicUrl}${pagePaths.confirmEmail.href(token)}`;
  const mail = emailChangeConfirmMail(pending.newEmail, user.userName, link, memberLang(user));
  // Masked in the outbox table, the admin's view and the logs, like a reset link (decision 012).
  await app.mailer.send({ ...mail, secrets: [token] });
  return { sent: true };
}

/** The queue's job for the current address, read as the mail leaves. */
export async function mailEmailChangeNotice(
  app: FastifyInstance,
  { userId, newEmail }: EmailChangeNoticeJob,
): Promise<{ sent: boolean }> {
  const user = await findUserById(app.db, userId);
  if (!user) return { sent: false };
  await app.mailer.send(emailChangeNoticeMail(user.email, user.userName, newEmail, memberLang(user)));
  return { sent: true };
}

/**
 * Spends a confirmation token: the member's address becomes the new one, the pending change goes,
 * and so do reset links mailed to the old address. The deletion is the single-use guarantee when
 * two confirmations race. 400 for an unknown, used or expired token; 409 when someone took the
 * address meanwhile (the pending change is dropped then: it can never succeed), or in the same
 * instant (the unique index refuses it).
 */
export async function confirmEmailChange(db: Db, token: string): Promise<string> {
  let outcome: { taken: true } | { taken: false; email: string };
  try {
    outcome = await db.transaction(async (tx) => {
      const [spent] = await tx
        .delete(emailChanges)
        .where(and(eq(emailChanges.tokenHash, sha256(token)), gt(emailChanges.expiresAt, sql`now()`)))
        .returning({ userId: emailChanges.userId, newEmail: emailChanges.newEmail });
      if (!spent) throw new AppError(400, 'invalid_email_change_token');
      if (await isEmailTaken(tx, spent.newEmail)) return { taken: true as const };
      await tx
        .update(users)
        .set({ email: spent.newEmail, updatedAt: sql`now()` })
        .where(eq(users.id, spent.userId));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, spent.userId));
      return { taken: false as const, email: spent.newEmail };
    });
  } catch (error) {
    if (conflictFromUniqueViolation(error)) throw conflict('email_taken');
    throw error;
  }
  if (outcome.taken) throw conflict('email_taken');
  return outcome.email;
}

/** The member's address and the change waiting for confirmation, if it has not expired. */
export async function pendingEmailChange(db: Db, userId: number): Promise<PendingEmailChangeResponse | undefined> {
  const user = await findUserById(db, userId);
  if (!user) return undefined;
  const [pending] = await db
    .select({ newEmail: emailChanges.newEmail, expiresAt: emailChanges.expiresAt })
    .from(emailChanges)
    .where(pendingWhere(userId))
    .limit(1);
  return {
    email: user.email,
    pendingEmail: pending?.newEmail ?? null,
    pendingExpiresAt: pending?.expiresAt.toISOString() ?? null,
  };
}

/** The daily clean-up: expired changes can no longer be confirmed; their rows go. */
export async function purgeExpiredEmailChanges(db: Db): Promise<number> {
  const deleted = await db
    .delete(emailChanges)
    .where(sql`${emailChanges.expiresAt} <= now()`)
    .returning({ userId: emailChanges.userId });
  return deleted.length;
}
