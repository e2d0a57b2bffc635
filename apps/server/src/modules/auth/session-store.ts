import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { REMEMBER_ME_DAYS } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import type { SessionUser } from '../../lib/guards.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session without "remember me" ends with the browser; its row still lapses after a day. */
export const BROWSER_SESSION_TTL_MS = DAY_MS;
export const REMEMBERED_SESSION_TTL_MS = REMEMBER_ME_DAYS * DAY_MS;
const PURGE_EVERY_MS = 10 * 60 * 1000;

export interface NewSession {
  id: string;
  expiresAt: Date;
}

export async function createSession(db: Db, userId: number, remember: boolean): Promise<NewSession> {
  await purgeExpiredOccasionally(db);
  const id = newSecretToken();
  const expiresAt = new Date(Date.now() + (remember ? REMEMBERED_SESSION_TTL_MS : BROWSER_SESSION_TTL_MS));
  await db.insert(sessions).values({ idHash: sha256(id), userId, persistent: remember, expiresAt });
  return { id, expiresAt };
}

export async function findSessionUser(db: Db, sessionId: string): Promise<SessionUser | null> {
  const [row] = await db
    .select({ id: users.id, user_name: users.userName, role: users.role, email: users.email })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.idHash, sha256(sessionId)), gt(sessions.expiresAt, sql`now()`), isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, sha256(sessionId)));
}

let lastPurge = 0;

/** Expired sessions and spent reset tokens are dead weight; sweep them now and then, not per request. */
async function purgeExpiredOccasionally(db: Db): Promise<void> {
  const now = Date.now();
  if (now - lastPurge < PURGE_EVERY_MS) return;
  lastPurge = now;
  await db.delete(sessions).where(lte(sessions.expiresAt, sql`now()`));
  await db
    .delete(passwordResetTokens)
    .where(or(lte(passwordResetTokens.expiresAt, sql`now()`), isNotNull(passwordResetTokens.usedAt)));
}
