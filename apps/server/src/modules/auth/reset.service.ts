import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { pagePaths, RESET_TOKEN_TTL_MINUTES, type Lang } from '@pepites/contracts';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/password.js';
import { findUserByEmail } from '../users/index.js';
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
 * Mails a reset link when the account exists and does nothing visible otherwise, so the answer
 * never tells whether an email is registered. A mail failure is logged, not reported, for the same reason.
 */
export async function requestPasswordReset(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  email: string,
  lang: Lang,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user) return;
  const token = await issueResetToken(app.db, user.id);
  const link = `${app.config.publicUrl}${pagePaths.resetPassword.href(token)}`;
  try {
    // The token is a secret of the mail: masked in the outbox table, the admin's view and the logs.
    // Without SMTP, the link is in the outbox file whose path the log gives (decision 012).
    await app.mailer.send({ ...resetPasswordMail(user.email, user.userName, link, lang), secrets: [token] });
  } catch (error) {
    log.error({ err: error }, 'password reset mail failed');
  }
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
