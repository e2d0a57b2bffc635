import type { MyAlertsResponse, TitleAlertResponse } from '@pepites/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { titleAlerts } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

describe('alerts: titles and lists followed for their arrival on my services', () => {
  let t: TestApp;
  let member: TestUser;
  let as: Awaited<ReturnType<typeof asUser>>;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    as = await asUser(t.app, member);
    const saved = await as({
      method: 'PUT',
      url: '/api/account/services',
      payload: { region: 'FR', provider_ids: [8] },
    });
    expect(saved.statusCode).toBe(200);
  });
  afterAll(async () => t.close());

  const mine = async () => {
    const response = await as({ method: 'GET', url: '/api/alerts' });
    expect(response.statusCode).toBe(200);
    return response.json<MyAlertsResponse>();
  };
  const stateOf = async (path: string) => {
    const response = await as({ method: 'GET', url: `/api/alerts/${path}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<TitleAlertResponse>().alert;
  };

  it('follows a movie on its own, from where it streams now, lists it, and stops following it', async () => {
    const followed = await as({
      method: 'PUT',
      url: '/api/alerts/titles/movie/603',
      headers: { 'accept-language': 'en' },
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toEqual({
      message: 'We will tell you when this title arrives on your services.',
      alert: { type: 'movie', provider_id: '603', followed: true, through_lists: 0 },
    });
    const [row] = await t.app.db
      .select({ region: titleAlerts.seenRegion, title: titleAlerts.title })
      .from(titleAlerts)
      .where(and(eq(titleAlerts.userId, member.id), eq(titleAlerts.providerId, '603')));
    // What it streams on now is the starting point: only a later arrival is told.
    expect(row).toEqual({ region: 'FR', title: 'The Matrix' });
    expect((await mine()).titles).toEqual([
      expect.objectContaining({ type: 'movie', provider_id: '603', title: 'The Matrix' }),
    ]);
    expect((await as({ method: 'PUT', url: '/api/alerts/titles/movie/603' })).statusCode).toBe(200);
    expect((await mine()).total).toBe(1);
    const dropped = await as({ method: 'DELETE', url: '/api/alerts/titles/movie/603' });
    expect(dropped.json()).toMatchObject({ alert: { followed: false, through_lists: 0 } });
    expect((await mine()).titles).toEqual([]);
    expect((await as({ method: 'DELETE', url: '/api/alerts/titles/movie/603' })).statusCode).toBe(200);
  });

  it('follows a whole list: its movies and shows, not its videos, until it is unfollowed', async () => {
    const owner = await createUser(t.app);
    const list = await makeList(t.app, owner.id, { title: 'Pépites à suivre' });
    const show = newItem('show');
    await addItem(t.app, list, { type: 'movie', provider_id: '550' });
    await addItem(t.app, list, { type: 'show', provider_id: show.provider_id });
    await addItem(t.app, list, newItem('youtube'));
    const followed = await as({ method: 'PUT', url: `/api/alerts/lists/${list}` });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(followed.json()).toMatchObject({ alert: { list_id: list, followed: true } });
    expect(await stateOf('titles/movie/550')).toEqual({
      type: 'movie',
      provider_id: '550',
      followed: false,
      through_lists: 1,
    });
    expect((await mine()).lists).toEqual([
      expect.objectContaining({ list_id: list, title: 'Pépites à suivre', titles: 2 }),
    ]);
    const rows = await t.app.db
      .select({ id: titleAlerts.providerId })
      .from(titleAlerts)
      .where(eq(titleAlerts.userId, member.id));
    expect(rows.map((row) => row.id).sort()).toEqual(['550', show.provider_id].sort());
    // Followed on its own too, a title stays followed when the list is unfollowed.
    await as({ method: 'PUT', url: '/api/alerts/titles/movie/550' });
    expect((await as({ method: 'DELETE', url: `/api/alerts/lists/${list}` })).json()).toMatchObject({
      alert: { followed: false },
    });
    expect(await stateOf('titles/movie/550')).toMatchObject({ followed: true, through_lists: 0 });
    expect(await stateOf(`titles/show/${show.provider_id}`)).toMatchObject({ followed: false, through_lists: 0 });
    const left = await t.app.db
      .select({ id: titleAlerts.providerId })
      .from(titleAlerts)
      .where(eq(titleAlerts.userId, member.id));
    expect(left.map((row) => row.id)).toEqual(['550']);
  });

  it('answers 404 for a list the member may not see and a title the catalogue does not know, 400 for malformed ids', async () => {
    const owner = await createUser(t.app);
    const hidden = await makeList(t.app, owner.id, { privacy: 'private' });
    expect((await as({ method: 'PUT', url: `/api/alerts/lists/${hidden}` })).statusCode).toBe(404);
    expect((await as({ method: 'GET', url: `/api/alerts/lists/${hidden}` })).statusCode).toBe(404);
    const unknown = await as({
      method: 'PUT',
      url: '/api/alerts/titles/movie/999999999',
      headers: { 'accept-language': 'en' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found', fields: { provider_id: expect.any(String) } });
    for (const path of [
      'podcast/603',
      'movie/0',
      'movie/-3',
      'movie/99999999999',
      'movie/6%000',
      'movie/1e3',
      'tv/1396',
    ]) {
      expect((await as({ method: 'PUT', url: `/api/alerts/titles/${path}` })).statusCode, path).toBe(400);
    }
    const badType = await as({
      method: 'GET',
      url: '/api/alerts/titles/podcast/1',
      headers: { 'accept-language': 'fr' },
    });
    expect(badType.json()).toMatchObject({ fields: { type: 'Le type doit être movie ou show.' } });
    expect((await as({ method: 'PUT', url: '/api/alerts/lists/0' })).statusCode).toBe(400);
    expect((await as({ method: 'PUT', url: '/api/alerts/lists/2147483648' })).statusCode).toBe(400);
  });

  it('saves the mail choice, refuses others, and follows once under racing requests', async () => {
    expect((await mine()).mail).toBe('none');
    const saved = await as({ method: 'PUT', url: '/api/alerts/mail', payload: { mail: 'instant' } });
    expect(saved.json()).toEqual({ message: 'Votre choix est enregistré.', mail: 'instant' });
    expect((await mine()).mail).toBe('instant');
    for (const payload of [{ mail: 'weekly' }, { mail: '' }, { mail: null }, {}, { mail: 'none\u0000' }])
      expect((await as({ method: 'PUT', url: '/api/alerts/mail', payload })).statusCode).toBe(400);
    const racing = await Promise.all(
      Array.from({ length: 6 }, () => as({ method: 'PUT', url: '/api/alerts/titles/show/1396' })),
    );
    expect(racing.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const rows = await t.app.db
      .select({ id: titleAlerts.providerId })
      .from(titleAlerts)
      .where(and(eq(titleAlerts.userId, member.id), eq(titleAlerts.providerId, '1396')));
    expect(rows).toHaveLength(1);
  });

  it('keeps each member’s alerts their own', async () => {
    const other = await asUser(t.app, await createUser(t.app));
    const theirs = (await other({ method: 'GET', url: '/api/alerts' })).json<MyAlertsResponse>();
    expect(theirs).toMatchObject({ titles: [], lists: [], total: 0, mail: 'none' });
    expect((await other({ method: 'GET', url: '/api/alerts/titles/show/1396' })).json()).toMatchObject({
      alert: { followed: false },
    });
    const visitor = await asUser(t.app, undefined);
    expect((await visitor({ method: 'GET', url: '/api/alerts' })).statusCode).toBe(401);
    expect((await visitor({ method: 'PUT', url: '/api/alerts/titles/movie/603' })).statusCode).toBe(401);
  });
});
