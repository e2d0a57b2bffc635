import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { pagePaths, RESET_TOKEN_TTL_MINUTES } from '@pepites/contracts';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { findUserByEmail, findUserById } from '../users/index.js';
import { memberLang } from './member-lang.js';
import { resetPasswordMail } from './reset-mail.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';

export const RESET_TOKEN_TTL_MS = RESET_TOKEN_TTL_MINUTES * 60_000;

/** A new token replaces every earlier one of that user; only its hash is stored. */
async function issueResetToken(db: Db, userId: number): Promise<string> {
  const token = newSecretToken();
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.userId, userId));
    await tx.insert(passwordResetTokens).values({
      userId,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
    });
  });
  return token;
}

/**
 * Queues the mail of a reset link when the account exists and does nothing visible otherwise, so
 * the answer never tells whether an email is registered. The queue sends it, retrying while SMTP is
 * down (docs/decisions/033).
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const job: ResetMailJob = { userId: user.id };
  await app.jobs.send('mail-reset-password', job);
}

/**
 * The mail is written in the member's language (users.lang), not the asker's: the `lang` of the
 * request and of jobs queued before is ignored (docs/product.md#accounts).
 */
export interface ResetMailJob {
  userId: number;
}

/**
 * The queue's job: the token is made as the mail leaves, so its validity counts from the sending
 * (a mail held back by SMTP for an hour still arrives with a live link) and the secret never rests in
 * the queue. A retry makes a new token, which replaces the one of an attempt that did not go out.
 */
export async function mailResetLink(app: FastifyInstance, { userId }: ResetMailJob): Promise<{ sent: boolean }> {
  const user = await findUserById(app.db, userId);
  if (!user) return { sent: false };
  const token = await issueResetToken(app.db, user.id);
  const link = `${app.config.publicUrl}${pagePaths.resetPassword.href(token)}`;
  // The token is a secret of the mail: masked in the outbox table, the admin's view and the logs.
  // Without SMTP, the link is in the outbox file whose path the log gives (decision 012).
  await app.mailer.send({
    ...resetPasswordMail(user.email, user.userName, link, memberLang(user)),
    secrets: [token],
  });
  return { sent: true };
}

function validTokenCondition(token: string) {
  return and(
    eq(passwordResetTokens.tokenHash, sha256(token)),
    isNull(passwordResetTokens.usedAt),
    gt(passwordResetTokens.expiresAt, sql`now()`),
  );
}

export async function isResetTokenValid(db: Db, token: string): Promise<boolean> {
  const [pending] = await db
    .select({ id: passwordResetTokens.id })
    .from(passwordResetTokens)
    .where(validTokenCondition(token))
    .limit(1);
  return pending !== undefined;
}

/** Sets the new password, spends the token and signs the user out everywhere. */
export async function confirmPasswordReset(db: Db, token: string, password: string): Promise<void> {
  const invalid = () => new AppError(400, 'invalid_reset_token');
  // Cheap check first, so a guessed token never costs an argon2 hash.
  if (!(await isResetTokenValid(db, token))) throw invalid();
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    // The conditional update is the single-use guarantee when two confirmations race.
    const [spent] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: sql`now()` })
      .where(validTokenCondition(token))
      .returning({ userId: passwordResetTokens.userId });
    if (!spent) throw invalid();
    await tx
      .update(users)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(users.id, spent.userId));
    await tx
      .delete(passwordResetTokens)
      .where(and(eq(passwordResetTokens.userId, spent.userId), isNull(passwordResetTokens.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, spent.userId));
  });
}
