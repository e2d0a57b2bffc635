import { TONIGHT_CANDIDATES_MAX, WATCH_TYPES, type WatchType } from '@pepites/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { listsVisibleTo } from '../lists/index.js';

/** What the availability routes read of an item: its ids, and the runtime and genres its snapshot keeps. */
export interface WatchItem {
  item_id: number;
  type: WatchType;
  provider_id: string;
  title: string;
  poster_path: string | null;
  snapshot: unknown;
}

/** The minutes and genres an item's snapshot carries (lists/catalog-item.ts); rows from before have none. */
export function factsOf(snapshot: unknown): { runtime: number | null; genre_ids: number[]; year: number | null } {
  const kept = (snapshot ?? {}) as { runtime?: unknown; genre_ids?: unknown; year?: unknown };
  const whole = (value: unknown) => (Number.isSafeInteger(value) ? (value as number) : null);
  const genres = Array.isArray(kept.genre_ids) ? kept.genre_ids.filter((id) => Number.isSafeInteger(id)) : [];
  return { runtime: whole(kept.runtime), genre_ids: genres as number[], year: whole(kept.year) };
}

/** `('movie', 'show')`: the item types that stream. */
export const WATCHABLE = sql.raw(`(${WATCH_TYPES.map((type) => `'${type}'`).join(', ')})`);

/** The movies and shows of one list, in its order. */
export function listWatchItems(db: Db, listId: number): Promise<WatchItem[]> {
  return plannedRows<WatchItem>(
    db,
    sql`
      select i.id as item_id, i.type, i.provider_id, i.title, i.poster_path, i.snapshot
      from list_items li join items i on i.id = li.item_id
      where li.list_id = ${listId} and i.type in ${WATCHABLE}
      order by li.position, li.item_id`,
  );
}

export interface TonightCandidate extends WatchItem {
  /** The lists it comes from, most recent addition first. */
  lists: { id: number; title: string }[];
  /** Candidates found, before the TONIGHT_CANDIDATES_MAX cut (the same on every row). */
  found: number;
}

export interface CandidateFilter {
  type?: WatchType;
  genre?: number;
  /** With the lists the member liked (those they may still see). */
  liked: boolean;
}

/**
 * The movies and shows the member has not marked seen, in their lists (made or edited with others)
 * and, on request, the lists they liked: the most recently added first, TONIGHT_CANDIDATES_MAX at
 * most. Read from the lists' indexes by creator, editor and liker, then each list's items.
 */
export function tonightCandidates(db: Db, userId: number, filter: CandidateFilter): Promise<TonightCandidate[]> {
  const liked: SQL = filter.liked
    ? sql`union
        select lists.id, lists.title from likes k join lists on lists.id = k.list_id
        where k.user_id = ${userId} and ${listsVisibleTo({ id: userId, admin: false })}`
    : sql``;
  return plannedRows<TonightCandidate>(
    db,
    sql`
      with mine as (
        select l.id, l.title from lists l where l.creator_id = ${userId}
        union
        select l.id, l.title from list_editors e join lists l on l.id = e.list_id
        where e.user_id = ${userId} and e.status = 'accepted'
        ${liked}
      )
      select i.id as item_id, i.type, i.provider_id, i.title, i.poster_path, i.snapshot,
        jsonb_agg(jsonb_build_object('id', m.id, 'title', m.title) order by li.added_at desc) as lists,
        (count(*) over ())::int as found
      from mine m
      join list_items li on li.list_id = m.id
      join items i on i.id = li.item_id
      where i.type in ${WATCHABLE}
        ${filter.type ? sql`and i.type = ${filter.type}` : sql``}
        ${filter.genre ? sql`and i.snapshot -> 'genre_ids' @> jsonb_build_array(${filter.genre}::int)` : sql``}
        and not exists (select 1 from seen_marks s where s.user_id = ${userId} and s.item_id = i.id)
      group by i.id
      order by max(li.added_at) desc, i.id desc
      limit ${TONIGHT_CANDIDATES_MAX}`,
  );
}
