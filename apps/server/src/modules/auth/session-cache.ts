import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { ChannelListener, Database } from '../../db/client.js';
import type { SessionUser } from '../../lib/guards.js';
import { sha256 } from '../../lib/tokens.js';
import { findSession, type FoundSession } from './session-store.js';

/** The channel the database notifies on (migration 0019): a member's id, or `*` for everyone. */
export const SESSIONS_CHANNEL = 'pepites_sessions';
const EVERYONE = '*';
/**
 * How long a looked-up session is kept at most. The notification drops it at once; the limit only
 * bounds how late its last-seen time is written (once per five minutes besides).
 */
const KEPT_MS = 60_000;
const KEPT_MAX = 10_000;

interface Kept {
  user: SessionUser;
  expiresAt: number;
}

/** Longest a write's answer waits for this process to hear the database's notifications. */
const SETTLE_WAIT_MS = 1000;

export interface SessionLookup {
  find(sessionId: string): Promise<SessionUser | null>;
  /**
   * Resolves once this process has heard every notification committed before the call: a write's
   * answer waits for it, so the next request of the member who ended a session, or was renamed, is
   * answered from the database's present, not from a session kept a moment before.
   */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Who a session belongs to, kept in this process (docs/decisions/039-session-cache.md): every
 * signed-in request asks, and asking the database cost a round trip and a statement each time. The
 * database itself says when a kept answer may be wrong (a session ended, its member renamed,
 * suspended, deleted, made admin): its triggers notify every process, whoever made the change.
 * Nothing is kept while this process does not hear those notifications.
 */
export async function createSessionLookup(database: Database): Promise<SessionLookup> {
  // The sessions kept per member, for dropping a member's at once; an entry leaves both together.
  const keptOf = new Map<number, Set<string>>();
  const kept = new LRUCache<string, Kept>({
    max: KEPT_MAX,
    ttl: KEPT_MS,
    dispose: (entry, idHash) => {
      const hashes = keptOf.get(entry.user.id);
      hashes?.delete(idHash);
      if (hashes?.size === 0) keptOf.delete(entry.user.id);
    },
  });
  // Moved by every notification: an answer read while one arrived may predate it, and is not kept.
  let changes = 0;
  // This process's own markers (`settle:` then a random id and a count); other processes' are ignored.
  const settleMark = `settle:${randomUUID()}:`;
  let settles = 0;
  const awaitingSettle = new Map<string, () => void>();

  const forgetMember = (userId: number) => {
    for (const idHash of [...(keptOf.get(userId) ?? [])]) kept.delete(idHash);
  };
  const forgetAll = () => kept.clear();

  const listener: ChannelListener = await database.listen(SESSIONS_CHANNEL, {
    onMessage: (payload) => {
      if (payload.startsWith('settle:')) return awaitingSettle.get(payload)?.();
      changes += 1;
      if (payload === EVERYONE) forgetAll();
      else forgetMember(Number(payload));
    },
    onGap: () => {
      changes += 1;
      forgetAll();
    },
  });
  await listener.joined;

  const keep = (idHash: string, found: FoundSession) => {
    kept.set(idHash, { user: found.user, expiresAt: found.expiresAt.getTime() });
    let hashes = keptOf.get(found.user.id);
    if (!hashes) keptOf.set(found.user.id, (hashes = new Set()));
    hashes.add(idHash);
  };

  return {
    async find(sessionId) {
      const idHash = sha256(sessionId);
      const hit = kept.get(idHash);
      if (hit && hit.expiresAt > Date.now()) return hit.user;
      const changesBefore = changes;
      const found = await findSession(database.db, idHash);
      if (found && listener.listening() && changes === changesBefore) keep(idHash, found);
      return found?.user ?? null;
    },
    async settled() {
      if (!listener.listening()) return;
      const mark = `${settleMark}${(settles += 1)}`;
      let timer: NodeJS.Timeout | undefined;
      // Notifications reach a listener in the order their transactions committed: hearing this one
      // means every earlier one was heard.
      const heard = new Promise<void>((resolve) => {
        awaitingSettle.set(mark, resolve);
        timer = setTimeout(resolve, SETTLE_WAIT_MS);
      });
      try {
        // A database that fails here failed the write too, whose answer is already an error.
        const sent = await database.runSql('select pg_notify($1, $2)', [SESSIONS_CHANNEL, mark]).then(
          () => true,
          () => false,
        );
        if (sent) await heard;
      } finally {
        clearTimeout(timer);
        awaitingSettle.delete(mark);
      }
    },
    close: () => listener.close(),
  };
}
