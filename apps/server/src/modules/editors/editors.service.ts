import {
  LIST_EDITORS_MAX,
  USER_LISTS_ALL_MAX,
  type EditorStatus,
  type ListEditor,
  type ListEditorsResponse,
  type ListRole,
} from '@pepites/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { listEditors, lists } from '../../db/schema/index.js';
import { AppError, notFound } from '../../lib/errors.js';
import type { ListHead } from '../lists/index.js';

/** Lists made together (docs/decisions/038-community.md): who edits a list with its creator. */

interface PersonRow {
  id: number;
  user_name: string;
  avatar: string | null;
  status: EditorStatus | 'creator';
  added_items: number;
}

/** The caller's part in a list, from its head (list-access.ts). */
function roleIn(list: ListHead, callerId: number | null): ListRole {
  if (callerId === list.creatorId) return 'creator';
  if (list.editorStatus === 'accepted') return 'editor';
  return list.editorStatus === 'invited' ? 'invited' : 'none';
}

/** The creator and every editor of a list (or one editor) with the items each added, in one statement. */
async function peopleOf(db: Db, listId: number, editorId: number | null = null): Promise<PersonRow[]> {
  const people =
    editorId === null
      ? sql`select l.creator_id as id, 'creator' as status, l.created_at as since, 0 as rank from lists l where l.id = ${listId}
        union all
        select e.user_id, e.status::text, e.created_at, 1 from list_editors e where e.list_id = ${listId}`
      : sql`select e.user_id as id, e.status::text as status, e.created_at as since, 1 as rank
        from list_editors e where e.list_id = ${listId} and e.user_id = ${editorId}`;
  return plannedRows<PersonRow>(
    db,
    sql`
      with people as (${people})
      select u.id, u.user_name, u.avatar, p.status,
        (select count(*)::int from list_items li where li.added_by = u.id and li.list_id = ${listId}) as added_items
      from people p join users u on u.id = p.id
      order by p.rank, p.since, u.id`,
  );
}

const toEditor = (row: PersonRow): ListEditor => ({
  id: row.id,
  user_name: row.user_name,
  avatar: row.avatar,
  status: row.status === 'creator' ? 'accepted' : row.status,
  added_items: row.added_items,
});

/**
 * The creator and the editors as the caller may see them: accepted editors for everybody who sees
 * the list, invitations only for the creator, the admin and the invited member themself.
 */
export async function editorsOf(
  db: Db,
  list: ListHead,
  caller: { id: number; admin: boolean } | null,
): Promise<ListEditorsResponse> {
  const rows = await peopleOf(db, list.id);
  const creator = rows.find((row) => row.status === 'creator');
  if (!creator) throw new Error('a list without its creator');
  const seesInvitations = caller !== null && (caller.admin || caller.id === list.creatorId);
  const editors = rows
    .filter(
      (row) => row.status === 'accepted' || (row.status === 'invited' && (seesInvitations || row.id === caller?.id)),
    )
    .map(toEditor);
  const { status: _status, ...person } = creator;
  return { creator: person, editors, role: roleIn(list, caller?.id ?? null) };
}

const unknownMember = () => new AppError(404, 'not_found', undefined, 'editor.unknown');

/**
 * Invites a member, found by name whatever its case (a suspended account is unknown), to edit a
 * list. The list row is locked so that two invitations at once cannot pass LIST_EDITORS_MAX.
 */
export async function invite(db: Db, list: ListHead, userName: string): Promise<ListEditor & { title: string }> {
  // No member's name holds a control character (and PostgreSQL refuses a NUL in text): nobody by that name.
  if (/\p{Cc}/u.test(userName)) throw unknownMember();
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ title: lists.title }).from(lists).where(eq(lists.id, list.id)).for('update');
    if (!locked) throw unknownMember();
    const [member] = await plannedRows<{ id: number }>(
      tx as unknown as Db,
      sql`select id from users where lower(user_name) = lower(${userName}) and suspended_at is null limit 1`,
    );
    if (!member) throw unknownMember();
    if (member.id === list.creatorId) throw new AppError(400, 'bad_request', undefined, 'editor.self');
    const held = await tx
      .select({ userId: listEditors.userId })
      .from(listEditors)
      .where(eq(listEditors.listId, list.id));
    if (held.some((row) => row.userId === member.id))
      throw new AppError(409, 'conflict', undefined, 'editor.alreadyInvited');
    if (held.length >= LIST_EDITORS_MAX) throw new AppError(409, 'conflict', undefined, 'editor.tooMany');
    await tx.insert(listEditors).values({ listId: list.id, userId: member.id });
    const [row] = await peopleOf(tx as unknown as Db, list.id, member.id);
    if (!row) throw new Error('invitation not written');
    return { ...toEditor(row), title: locked.title };
  });
}

/** Takes a member off a list's editors (removed by the creator, left, or an invitation declined). */
export async function removeEditorRow(db: Db, listId: number, userId: number): Promise<boolean> {
  const removed = await db
    .delete(listEditors)
    .where(and(eq(listEditors.listId, listId), eq(listEditors.userId, userId)))
    .returning({ userId: listEditors.userId });
  return removed.length > 0;
}

/**
 * The invited member's answer: yes makes them an editor, no removes the invitation. Only a waiting
 * invitation counts (404 'editor.noInvitation' otherwise, whether the list exists or not). Returns
 * the list's creator and title, to tell the creator of a yes.
 */
export async function answer(
  db: Db,
  listId: number,
  userId: number,
  accept: boolean,
): Promise<{ creatorId: number; title: string }> {
  const waiting = and(
    eq(listEditors.listId, listId),
    eq(listEditors.userId, userId),
    eq(listEditors.status, 'invited'),
  );
  const answered = accept
    ? await db
        .update(listEditors)
        .set({ status: 'accepted', acceptedAt: sql`now()` })
        .where(waiting)
        .returning({ listId: listEditors.listId })
    : await db.delete(listEditors).where(waiting).returning({ listId: listEditors.listId });
  if (answered.length === 0) throw new AppError(404, 'not_found', undefined, 'editor.noInvitation');
  const [list] = await db
    .select({ creatorId: lists.creatorId, title: lists.title })
    .from(lists)
    .where(eq(lists.id, listId));
  if (!list) throw notFound();
  return list;
}

/** The lists a member is invited to or edits, newest invitation first. */
export async function editingListIds(db: Db, userId: number): Promise<{ id: number; status: EditorStatus }[]> {
  return db
    .select({ id: listEditors.listId, status: listEditors.status })
    .from(listEditors)
    .where(eq(listEditors.userId, userId))
    .orderBy(desc(listEditors.invitedAt), desc(listEditors.listId))
    .limit(USER_LISTS_ALL_MAX);
}
