import { and, asc, eq, gt, isNotNull, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { REMEMBER_ME_DAYS } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { preparedRows } from '../../db/prepared.js';
import { passwordResetTokens, sessions } from '../../db/schema/index.js';
import type { SessionUser } from '../../lib/guards.js';
import { newSecretToken, sha256 } from '../../lib/tokens.js';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session without "remember me" ends with the browser; its row still lapses after a day. */
export const BROWSER_SESSION_TTL_MS = DAY_MS;
export const REMEMBERED_SESSION_TTL_MS = REMEMBER_ME_DAYS * DAY_MS;
const PURGE_EVERY_MS = 10 * 60 * 1000;
/** How stale a session's last_seen_at may get: one write per session per interval, not one per request. */
const LAST_SEEN_INTERVAL = sql`interval '5 minutes'`;
const USER_AGENT_MAX = 512;

export interface NewSession {
  id: string;
  expiresAt: Date;
}

/** Control characters cannot be stored in a text column (NUL) and mean nothing in a device's name. */
function storableUserAgent(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const printable = [...userAgent].filter((char) => char >= ' ' && char !== '\u007f').join('');
  return printable.slice(0, USER_AGENT_MAX) || null;
}

export async function createSession(
  db: Db,
  userId: number,
  remember: boolean,
  userAgent?: string,
): Promise<NewSession> {
  await purgeExpiredOccasionally(db);
  const id = newSecretToken();
  const expiresAt = new Date(Date.now() + (remember ? REMEMBERED_SESSION_TTL_MS : BROWSER_SESSION_TTL_MS));
  await db.insert(sessions).values({
    idHash: sha256(id),
    userId,
    persistent: remember,
    expiresAt,
    userAgent: storableUserAgent(userAgent),
    lastSeenAt: sql`now()`,
  });
  return { id, expiresAt };
}

export interface FoundSession {
  user: SessionUser;
  expiresAt: Date;
}

/** The live session of that hash and its member (not suspended), or null; writes its last-seen time now and then. */
export async function findSession(db: Db, idHash: string): Promise<FoundSession | null> {
  // Prepared: every lookup the session cache misses runs it, so it is planned once per connection (db/prepared.ts).
  const [row] = await preparedRows<SessionUser & { expiresAt: Date; seenLongAgo: boolean }>(
    db,
    sql`select u.id, u.user_name, u.role, u.email, s.expires_at as "expiresAt",
        (s.last_seen_at is null or s.last_seen_at < now() - ${LAST_SEEN_INTERVAL}) as "seenLongAgo"
      from sessions s join users u on u.id = s.user_id
      where s.id_hash = ${idHash} and s.expires_at > now() and u.suspended_at is null
      limit 1`,
  );
  if (!row) return null;
  const { seenLongAgo, expiresAt, ...user } = row;
  if (seenLongAgo) await markSeen(db, idHash);
  return { user, expiresAt: new Date(expiresAt) };
}

/** Conditional, so that two requests of one session racing past the check still write once. */
async function markSeen(db: Db, idHash: string): Promise<void> {
  await db
    .update(sessions)
    .set({ lastSeenAt: sql`now()` })
    .where(
      and(
        eq(sessions.idHash, idHash),
        or(isNull(sessions.lastSeenAt), lt(sessions.lastSeenAt, sql`now() - ${LAST_SEEN_INTERVAL}`)),
      ),
    );
}

export interface SessionRow {
  publicId: string;
  idHash: string;
  userAgent: string | null;
  createdAt: Date;
  lastSeenAt: Date | null;
}

/** The member's live sessions, oldest first. */
export function listSessions(db: Db, userId: number): Promise<SessionRow[]> {
  return db
    .select({
      publicId: sessions.publicId,
      idHash: sessions.idHash,
      userAgent: sessions.userAgent,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, sql`now()`)))
    .orderBy(asc(sessions.createdAt), asc(sessions.publicId));
}

/** Ends one session of the member by its public id; the hash of the session ended, or null when none of theirs has it. */
export async function deleteSessionByPublicId(db: Db, userId: number, publicId: string): Promise<string | null> {
  const [row] = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.publicId, publicId)))
    .returning({ idHash: sessions.idHash });
  return row?.idHash ?? null;
}

/** Ends every session of the member but the one given (the caller's); the hashes of those ended. */
export async function deleteOtherSessions(db: Db, userId: number, keptSessionId: string): Promise<string[]> {
  const rows = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.idHash, sha256(keptSessionId))))
    .returning({ idHash: sessions.idHash });
  return rows.map((row) => row.idHash);
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
