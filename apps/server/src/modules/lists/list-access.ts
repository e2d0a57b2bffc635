import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lists } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isAdmin, type SessionUser } from '../../lib/guards.js';

export interface ListHead {
  id: number;
  creatorId: number;
  privacy: 'public' | 'private';
}

/** A private list exists only for its creator and the admin (docs/product.md#privacy): for others it is a 404. */
export function canSee(list: ListHead, caller: SessionUser | null): boolean {
  return list.privacy === 'public' || caller?.id === list.creatorId || isAdmin(caller);
}

async function findHead(db: Db, listId: number): Promise<ListHead | undefined> {
  const [row] = await db
    .select({ id: lists.id, creatorId: lists.creatorId, privacy: lists.privacy })
    .from(lists)
    .where(eq(lists.id, listId))
    .limit(1);
  return row;
}

/** The list if the caller may see it, else 404 (unknown and hidden look the same). */
export async function visibleList(db: Db, listId: number, caller: SessionUser | null): Promise<ListHead> {
  const list = await findHead(db, listId);
  if (!list || !canSee(list, caller)) throw notFound();
  return list;
}

/** The list if the caller created it: 404 when they cannot see it, 403 when they only can see it. */
export async function ownList(
  db: Db,
  listId: number,
  caller: SessionUser,
  { adminToo = false } = {},
): Promise<ListHead> {
  const list = await visibleList(db, listId, caller);
  if (list.creatorId !== caller.id && !(adminToo && isAdmin(caller))) throw forbidden();
  return list;
}
