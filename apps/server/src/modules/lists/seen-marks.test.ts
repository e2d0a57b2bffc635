import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

describe('seen marks', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    [owner, other, admin] = [await createUser(t.app), await createUser(t.app), await createAdmin(t.app)];
  });
  afterAll(async () => t.close());

  const toggle = async (caller: TestUser, itemId: number) =>
    (await asUser(t.app, caller))({
      method: 'PUT',
      url: `/api/content/${itemId}/seen/${caller.id}`,
      headers: { 'accept-language': 'en' },
    });

  it('answer for an item held only by a private list exactly as for an unknown id', async () => {
    const hidden = await addItem(t.app, await makeList(t.app, owner.id, { privacy: 'private' }), newItem('show'));
    const unknown = await toggle(other, 2147483647);
    const secret = await toggle(other, hidden);
    expect(unknown.statusCode).toBe(404);
    expect(secret.statusCode).toBe(404);
    expect(secret.json()).toEqual(unknown.json());
  });

  it('are kept on items of lists the caller may see: a public list, their own private list, any list for the admin', async () => {
    const shared = await addItem(t.app, await makeList(t.app, owner.id), newItem('movie'));
    const own = await addItem(t.app, await makeList(t.app, owner.id, { privacy: 'private' }), newItem('podcast'));
    expect((await toggle(other, shared)).json()).toMatchObject({ seen: true });
    expect((await toggle(owner, own)).json()).toMatchObject({ seen: true });
    const byAdmin = await toggle(admin, own);
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.json()).toMatchObject({ seen: true });
  });

  it('can still be taken off an item whose only list has become private since', async () => {
    const listId = await makeList(t.app, owner.id, { title: 'Soon hidden' });
    const item = await addItem(t.app, listId, newItem('youtube'));
    expect((await toggle(other, item)).json()).toMatchObject({ seen: true });
    const send = await asUser(t.app, owner);
    const hide = await send({
      method: 'PUT',
      url: `/api/list/update/${listId}`,
      payload: { title: 'Soon hidden', description: '', privacy: 'private' },
    });
    expect(hide.statusCode).toBe(200);
    const removed = await toggle(other, item);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ seen: false });
    expect((await toggle(other, item)).statusCode).toBe(404);
  });
});
