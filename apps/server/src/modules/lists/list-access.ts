import type { EditorStatus } from '@pepites/contracts';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { listEditors, lists } from '../../db/schema/index.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { isAdmin, type SessionUser } from '../../lib/guards.js';

export interface ListHead {
  id: number;
  creatorId: number;
  privacy: 'public' | 'private';
  /** The caller's place among the list's editors (docs/decisions/038-community.md); null when none. */
  editorStatus: EditorStatus | null;
}

/**
 * A private list exists only for its creator, its editors, the members invited to edit it (they
 * see what they are asked to join) and the admin (docs/product.md#privacy): for others it is a 404.
 */
export function canSee(list: ListHead, caller: SessionUser | null): boolean {
  return list.privacy === 'public' || caller?.id === list.creatorId || list.editorStatus !== null || isAdmin(caller);
}

/** The SQL twin of canSee, for queries over many lists: `lists` is the table's own name in the query. */
export function listsVisibleTo(viewer: { id: number; admin: boolean } | null): SQL {
  if (viewer?.admin) return sql`true`;
  if (!viewer) return sql`${lists.privacy} = 'public'`;
  return sql`(${lists.privacy} = 'public' or ${lists.creatorId} = ${viewer.id} or exists (
    select 1 from ${listEditors} where ${listEditors.listId} = ${lists.id} and ${listEditors.userId} = ${viewer.id}))`;
}

/** The list and the caller's editor row, in one query. */
async function findHead(db: Db, listId: number, callerId: number | null): Promise<ListHead | undefined> {
  const [row] = await db
    .select({ id: lists.id, creatorId: lists.creatorId, privacy: lists.privacy, editorStatus: listEditors.status })
    .from(lists)
    .leftJoin(listEditors, and(eq(listEditors.listId, lists.id), eq(listEditors.userId, callerId ?? 0)))
    .where(eq(lists.id, listId))
    .limit(1);
  return row;
}

/** The list if the caller may see it, else 404 (unknown and hidden look the same). */
export async function visibleList(db: Db, listId: number, caller: SessionUser | null): Promise<ListHead> {
  const list = await findHead(db, listId, caller?.id ?? null);
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

/** The list if the caller may change its items: its creator or an editor who accepted (else 404 or 403). */
export async function editableList(db: Db, listId: number, caller: SessionUser): Promise<ListHead> {
  const list = await visibleList(db, listId, caller);
  if (list.creatorId !== caller.id && list.editorStatus !== 'accepted') throw forbidden();
  return list;
}
