import { translateMessage, type Comment, type ReportedComment } from '@pepites/contracts';
import { eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentReports, comments, moderationActions } from '../../db/schema/index.js';
import { createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { asUser, makeList } from '../../test/list-helpers.js';

describe('reports of comments', () => {
  let t: TestApp;
  let creator: TestUser;
  let author: TestUser;
  let reader: TestUser;
  let admin: TestUser;
  let open: number;

  beforeAll(async () => {
    t = await createTestApp();
    [creator, author, reader, admin] = [
      await createUser(t.app),
      await createUser(t.app),
      await createUser(t.app),
      await createAdmin(t.app),
    ];
    open = await makeList(t.app, creator.id, { title: 'Séries cultes' });
  });
  afterAll(async () => t.close());

  const call = async (caller: TestUser | undefined, options: InjectOptions) =>
    (await asUser(t.app, caller))({ ...options, headers: { 'accept-language': 'en', ...options.headers } });
  const report = (caller: TestUser | undefined, commentId: number, reason: unknown = 'spam') =>
    call(caller, { method: 'POST', url: `/api/comments/${commentId}/report`, payload: { reason } });
  const reported = (caller: TestUser | undefined, query = '') =>
    call(caller, { method: 'GET', url: `/api/admin/comment-reports${query}` });
  const resolve = (caller: TestUser | undefined, commentId: number, action: unknown) =>
    call(caller, { method: 'POST', url: `/api/admin/comment-reports/${commentId}`, payload: { action } });

  async function posted(caller: TestUser, listId: number, body: string): Promise<Comment> {
    const response = await call(caller, { method: 'POST', url: `/api/list/${listId}/comments`, payload: { body } });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ comment: Comment }>().comment;
  }

  const reportsOf = async (commentId: number) =>
    t.database.db.select().from(commentReports).where(eq(commentReports.commentId, commentId));

  it('are made by members who see the comment, never on their own, once however often', async () => {
    const comment = await posted(author, open, 'Pub pour mon site');
    expect((await report(undefined, comment.id)).statusCode).toBe(401);
    const own = await report(author, comment.id);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe(translateMessage('comment.ownReport', 'en'));
    const first = await report(reader, comment.id, 'spam');
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(translateMessage('comment.reported', 'en'));
    expect((await report(reader, comment.id, 'abuse')).statusCode).toBe(200);
    expect(await reportsOf(comment.id)).toMatchObject([{ reporterId: reader.id, reason: 'spam' }]);
  });

  it('refuse an unknown reason and answer 404 for a comment the caller cannot see', async () => {
    const comment = await posted(author, open, 'Bof');
    expect((await report(reader, comment.id, 'boring')).statusCode).toBe(400);
    expect((await report(reader, comment.id, null)).statusCode).toBe(400);
    const hidden = await makeList(t.app, creator.id, { privacy: 'private' });
    const secret = await posted(creator, hidden, 'Entre nous');
    expect((await report(reader, secret.id)).statusCode).toBe(404);
    expect((await report(reader, 2_147_483_647)).statusCode).toBe(404);
    expect((await report(admin, secret.id)).statusCode).toBe(200);
  });

  it('are listed for the admin only, one row per comment, the most recently reported first', async () => {
    const listId = await makeList(t.app, creator.id, { title: 'Signalée' });
    const older = await posted(author, listId, 'Ancien');
    const newer = await posted(author, listId, 'Récent');
    const second = await createUser(t.app);
    await report(reader, newer.id, 'abuse');
    await report(second, newer.id, 'spoiler');
    await report(reader, older.id, 'other');
    // The reports' times, set apart: `older` was reported last.
    await t.database.db
      .update(commentReports)
      .set({ createdAt: sql`now() + interval '1 minute'` })
      .where(eq(commentReports.commentId, older.id));
    expect((await reported(undefined)).statusCode).toBe(401);
    expect((await reported(reader)).statusCode).toBe(403);
    expect((await reported(creator)).statusCode).toBe(403);
    const response = await reported(admin, '?limit=100');
    expect(response.statusCode).toBe(200);
    const rows = response.json<{ reported: ReportedComment[] }>().reported;
    const ours = rows.filter((row) => row.list.id === listId);
    expect(ours.map((row) => row.comment.id)).toEqual([older.id, newer.id]);
    expect(rows[0]?.comment.id).toBe(older.id);
    const newerRow = ours[1]!;
    expect(newerRow).toMatchObject({
      list: { id: listId, title: 'Signalée' },
      reports: 2,
      comment: { body: 'Récent', author: { id: author.id }, can_delete: true },
      last_reported_at: expect.any(String),
    });
    expect([...newerRow.reasons].sort()).toEqual(['abuse', 'spoiler']);
    const paged = await reported(admin, '?limit=1&page=2');
    expect(paged.json()).toMatchObject({ page: 2, reported: [{ comment: { id: rows[1]?.comment.id } }] });
    expect(paged.json().total).toBe(rows.length);
  });

  it('are dismissed by the admin: the comment stays, its reports go', async () => {
    const comment = await posted(author, open, 'Discutable');
    await report(reader, comment.id, 'other');
    expect((await resolve(reader, comment.id, 'dismiss')).statusCode).toBe(403);
    expect((await resolve(admin, comment.id, 'ignore')).statusCode).toBe(400);
    const response = await resolve(admin, comment.id, 'dismiss');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(translateMessage('reports.dismissed', 'en'));
    expect(await reportsOf(comment.id)).toEqual([]);
    expect(await t.database.db.select().from(comments).where(eq(comments.id, comment.id))).toHaveLength(1);
    const rows = (await reported(admin, '?limit=100')).json<{ reported: ReportedComment[] }>().reported;
    expect(rows.map((row) => row.comment.id)).not.toContain(comment.id);
  });

  it('end with the comment deleted by the admin, recorded in the moderation log', async () => {
    const comment = await posted(author, open, 'Injure grave');
    await report(reader, comment.id, 'abuse');
    expect((await resolve(undefined, comment.id, 'delete')).statusCode).toBe(401);
    expect((await resolve(creator, comment.id, 'delete')).statusCode).toBe(403);
    const response = await resolve(admin, comment.id, 'delete');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(translateMessage('reports.commentDeleted', 'en'));
    expect(await t.database.db.select().from(comments).where(eq(comments.id, comment.id))).toEqual([]);
    expect(await reportsOf(comment.id)).toEqual([]);
    const [logged] = await t.database.db
      .select({ action: moderationActions.action, label: moderationActions.targetLabel })
      .from(moderationActions)
      .where(eq(moderationActions.targetId, comment.id));
    expect(logged).toEqual({ action: 'comment_deleted', label: `${author.user_name}: Injure grave` });
    const log = await call(admin, { method: 'GET', url: '/api/admin/moderation' });
    expect(log.json().actions).toContainEqual(
      expect.objectContaining({ action: 'comment_deleted', target_id: comment.id }),
    );
    expect((await resolve(admin, comment.id, 'delete')).statusCode).toBe(404);
  });
});
