import { normalizeUserName, USERNAME_MAX, USERNAME_MIN } from '@pepites/contracts';
import type { Db } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { SessionUser } from '../../lib/guards.js';
import { visibleList } from '../lists/index.js';
import { notifyMember } from '../notifications/index.js';
import { membersNamed } from './comments.queries.js';

/** Members told of one comment's mentions, at most: a comment naming the whole site tells nobody more. */
const MENTIONS_PER_COMMENT_MAX = 10;

// `@` then a name's characters (packages/contracts/src/username.ts), not glued to a word before it
// (an email address is no mention).
const MENTION = /(?<![\p{L}\p{M}\p{Nd}_.@-])@([\p{L}\p{M}\p{Nd}_.-]+)/gu;

/**
 * The names a text mentions, first ones first, without repeats (case aside). A name may end with a
 * dot or a dash, which also end sentences: `@alice.` is tried as `alice.` and as `alice`.
 */
function mentionedNames(text: string): string[] {
  const names = new Map<string, string>();
  for (const match of normalizeUserName(text).matchAll(MENTION)) {
    const written = match[1] ?? '';
    for (const name of new Set([written, written.replace(/[.-]+$/, '')])) {
      if (name.length < USERNAME_MIN || name.length > USERNAME_MAX) continue;
      if (!names.has(name.toLowerCase())) names.set(name.toLowerCase(), name);
    }
  }
  return [...names.values()];
}

interface MentionContext {
  commentId: number;
  list: { id: number; title: string; creatorId: number };
  author: SessionUser;
}

/** Whether this member sees the list, by the one rule of list-access.ts. */
function seesList(db: Db, listId: number, member: SessionUser): Promise<boolean> {
  return visibleList(db, listId, member).then(
    () => true,
    (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 404) return false;
      throw error;
    },
  );
}

/**
 * Tells each member the comment mentions, if they may see the list: never its author, a suspended
 * member, or the list's creator (told of every comment already). The `mention:{commentId}` key
 * tells each member once per comment, however often an edit names them. Returns who was told.
 */
export async function notifyMentions(db: Db, body: string, context: MentionContext): Promise<number[]> {
  const named = await membersNamed(db, mentionedNames(body));
  const candidates = named
    .filter((member) => member.id !== context.author.id && member.id !== context.list.creatorId && !member.suspendedAt)
    .slice(0, MENTIONS_PER_COMMENT_MAX);
  const told: number[] = [];
  for (const member of candidates) {
    if (!(await seesList(db, context.list.id, member))) continue;
    const written = await notifyMember(db, {
      userId: member.id,
      code: 'comment_mention',
      params: mentionParams(context),
      dedupeKey: `mention:${context.commentId}`,
    });
    if (written) told.push(member.id);
  }
  return told;
}

export function mentionParams({ author, list }: MentionContext) {
  return { user_name: author.user_name, user_id: author.id, list_title: list.title, list_id: list.id };
}
