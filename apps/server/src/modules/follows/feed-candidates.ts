import { FEED_PAGE_SIZE } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { createShortLivedCache } from '../../lib/short-lived-cache.js';
import {
  feedRows,
  feedRowsByIds,
  followingCount,
  newestEventKeys,
  TAKE,
  type FeedKey,
  type FeedRow,
} from './follows.queries.js';

/** How long a member's candidates are kept: an event made since shows at most this late. */
const CANDIDATES_TTL_MS = 10_000;
/** Candidates kept per member: the first six pages, when their lists are public. */
const CANDIDATES_KEPT = 6 * FEED_PAGE_SIZE;
/**
 * Candidates read by primary key at once: a page and a quarter, as about one in ten of the newest
 * events is on a private list (bench:feed); a page that needs more reads the next ones.
 */
const BATCH = TAKE + Math.ceil(TAKE / 4);
/** About 4,000 members' candidates, some 30 bytes each. */
const KEPT_MAX = 4_000 * CANDIDATES_KEPT;

interface Candidates {
  /** The newest events of the members followed, newest first, whatever their list. */
  keys: FeedKey[];
  /** `keys` holds every event of the members followed (there were fewer than CANDIDATES_KEPT). */
  complete: boolean;
  following: number;
  /** The public writes' generation `following` was counted under. */
  countedAt: number;
}

const isBefore = (key: FeedKey, before: FeedKey) =>
  key.ms < before.ms || (key.ms === before.ms && BigInt(key.id) < BigInt(before.id));

/**
 * A member's feed from candidates kept a few seconds (docs/decisions/038-community.md): finding the
 * newest events among 500 members followed costs 500 index probes, reading a page of them by id a
 * few. Only which events are the newest is kept: every page reads its events afresh, with whether
 * their list is public and their actor not suspended, so a list made private, an event taken back
 * or a suspended member leaves the feed at once; an event made since shows within the TTL, at once
 * for the member's own follows and unfollows (`forget`). The `following` count is counted again
 * after any public write (a suspension is one). Each process keeps its own.
 */
export function createFeedCandidates(db: Db, publicGeneration: () => number) {
  const cache = createShortLivedCache<Candidates>({
    ttlMs: CANDIDATES_TTL_MS,
    maxSize: KEPT_MAX,
    sizeOf: (candidates) => candidates.keys.length,
  });
  // Moved by every `forget`: candidates read while one happened are not kept, as they may be older.
  let forgotten = 0;

  async function candidatesOf(followerId: number): Promise<Candidates> {
    const kept = cache.get(String(followerId), 0);
    if (kept) return kept;
    const readAt = forgotten;
    const countedAt = publicGeneration();
    const [keys, following] = await Promise.all([
      newestEventKeys(db, followerId, CANDIDATES_KEPT),
      followingCount(db, followerId),
    ]);
    const read = { keys, complete: keys.length < CANDIDATES_KEPT, following, countedAt };
    if (readAt === forgotten) cache.set(String(followerId), read, 0);
    return read;
  }

  /** The members followed, counted again when a public write (a suspension is one) happened since. */
  async function followingNow(followerId: number, candidates: Candidates): Promise<number> {
    const countedAt = publicGeneration();
    if (candidates.countedAt === countedAt) return candidates.following;
    const following = await followingCount(db, followerId);
    Object.assign(candidates, { following, countedAt });
    return following;
  }

  /** The kept candidates' events before `before` that are shown, up to TAKE; null when they run out too soon. */
  async function rowsFromCandidates(candidates: Candidates, before: FeedKey): Promise<FeedRow[] | null> {
    const start = candidates.keys.findIndex((key) => isBefore(key, before));
    const rows: FeedRow[] = [];
    for (let at = start; at >= 0 && at < candidates.keys.length && rows.length < TAKE; at += BATCH) {
      const ids = candidates.keys.slice(at, at + BATCH).map((key) => key.id);
      rows.push(...(await feedRowsByIds(db, ids, TAKE - rows.length)));
    }
    return rows.length === TAKE || candidates.complete ? rows : null;
  }

  return {
    /** A feed page (TAKE rows when there is a next one) and the count of members followed. */
    async page(followerId: number, before: FeedKey): Promise<{ rows: FeedRow[]; following: number }> {
      const candidates = await candidatesOf(followerId);
      const [rows, following] = await Promise.all([
        rowsFromCandidates(candidates, before),
        followingNow(followerId, candidates),
      ]);
      return { rows: rows ?? (await feedRows(db, followerId, before)), following };
    },
    /** The member followed or unfollowed someone: their next page reads the candidates again. */
    forget(followerId: number) {
      forgotten += 1;
      cache.forget(String(followerId));
    },
  };
}
