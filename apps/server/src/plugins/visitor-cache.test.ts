import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../db/seed/reference.js';
import { updateList } from '../modules/lists/lists.service.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createUser, csrf, type TestUser } from '../test/auth-helpers.js';
import { asUser, makeList } from '../test/list-helpers.js';

describe("the visitors' cache of public reads", () => {
  let t: TestApp;
  let owner: TestUser;
  let listId: number;
  const detailUrl = () => `/api/list/getById/${listId}/user/0`;

  beforeEach(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    owner = await createUser(t.app);
    listId = await makeList(t.app, owner.id, { title: 'Pépites du dimanche', tags: ['cult'] });
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers a visitor's repeated read from the cache, never a member's", async () => {
    const first = await t.app.inject({ method: 'GET', url: detailUrl() });
    const second = await t.app.inject({ method: 'GET', url: detailUrl() });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.statusCode).toBe(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.json()).toEqual(first.json());

    const member = await createUser(t.app);
    const send = await asUser(t.app, member);
    for (let round = 0; round < 2; round += 1) {
      const response = await send({ method: 'GET', url: detailUrl() });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
      expect(response.json().list).toHaveProperty('completionPercentage', 0);
    }
  });

  it('forgets everything when a write goes through: a list made private is a 404 at once', async () => {
    const browseUrl = '/api/lists/getAllListsFiltered/?page=1';
    expect((await t.app.inject({ method: 'GET', url: detailUrl() })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: browseUrl })).json().total).toBe(1);

    const send = await asUser(t.app, owner);
    const hidden = await send({
      method: 'PUT',
      url: `/api/list/update/${listId}`,
      payload: { title: 'Pépites du dimanche', description: '', privacy: 'private' },
    });
    expect(hidden.statusCode).toBe(200);

    const detail = await t.app.inject({ method: 'GET', url: detailUrl() });
    expect(detail.statusCode).toBe(404);
    const browse = await t.app.inject({ method: 'GET', url: browseUrl });
    expect(browse.statusCode).toBe(200);
    expect(browse.json()).toMatchObject({ total: 0, lists: [] });
  });

  it('shows a like to visitors at once', async () => {
    const browseUrl = '/api/lists/getAllListsFiltered/?sort=liked';
    expect((await t.app.inject({ method: 'GET', url: browseUrl })).json().lists[0].likes).toBe(0);
    const fan = await createUser(t.app);
    const liked = await (await asUser(t.app, fan))({ method: 'PUT', url: `/api/list/${listId}/like/${fan.id}` });
    expect(liked.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: browseUrl });
    expect(after.statusCode).toBe(200);
    expect(after.headers['x-cache']).toBeUndefined();
    expect(after.json().lists[0].likes).toBe(1);
  });

  it("shows a like on the list's card wherever it is browsed next, not the card kept before", async () => {
    const pages = ['?title=pepites', '?tags=cult', '?sort=newest'].map(
      (query) => `/api/lists/getAllListsFiltered/${query}`,
    );
    for (const url of pages) expect((await t.app.inject({ method: 'GET', url })).json().lists[0].likes).toBe(0);
    const fan = await createUser(t.app);
    const liked = await (await asUser(t.app, fan))({ method: 'PUT', url: `/api/list/${listId}/like/${fan.id}` });
    expect(liked.statusCode).toBe(200);
    for (const url of [...pages, '/api/lists/getAllListsFiltered/?title=dimanche']) {
      const after = await t.app.inject({ method: 'GET', url });
      expect(after.statusCode).toBe(200);
      expect(after.json().lists[0]).toMatchObject({ id: listId, likes: 1 });
    }
  });

  it('keeps a search of its body apart from another one, and does not empty itself on that read-only POST', async () => {
    await makeList(t.app, owner.id, { title: 'Rires', tags: ['comedy'] });
    const send = await asUser(t.app, undefined);
    const search = (tag: string) =>
      send({ method: 'POST', url: '/api/lists/getAllListsFiltered/', payload: { tags: [tag] } });
    const cult = await search('cult');
    const comedy = await search('comedy');
    expect(cult.statusCode).toBe(200);
    expect(comedy.statusCode).toBe(200);
    expect(cult.json().lists.map((list: { title: string }) => list.title)).toEqual(['Pépites du dimanche']);
    expect(comedy.json().lists.map((list: { title: string }) => list.title)).toEqual(['Rires']);
    expect((await search('cult')).headers['x-cache']).toBe('hit');
  });

  it('shows a change made outside HTTP once its answers expire, later while every write is heard', async () => {
    const short = await createTestApp({}, { visitorCache: { ttlMs: 100, heardTtlMs: 600 } });
    try {
      const member = await createUser(short.app);
      const id = await makeList(short.app, member.id, { title: 'Pépites du dimanche' });
      const url = `/api/list/getById/${id}/user/0`;
      expect(short.app.publicWrites.hearing()).toBe(true);
      expect((await short.app.inject({ method: 'GET', url })).statusCode).toBe(200);
      await updateList(short.app.db, id, { title: 'Renamed', description: '', privacy: 'public' });
      // Past the TTL for unheard writes, within the one for heard ones: still the kept answer.
      await new Promise((resolve) => setTimeout(resolve, 200));
      const kept = await short.app.inject({ method: 'GET', url });
      expect(kept.headers['x-cache']).toBe('hit');
      expect(kept.json().list.title).toBe('Pépites du dimanche');
      await new Promise((resolve) => setTimeout(resolve, 500));
      const fresh = await short.app.inject({ method: 'GET', url });
      expect(fresh.statusCode).toBe(200);
      expect(fresh.json().list.title).toBe('Renamed');
    } finally {
      await short.close();
    }
  });
});

describe("what empties the visitors' cache", () => {
  let t: TestApp;
  let owner: TestUser;
  let listId: number;
  const read = () => t.app.inject({ method: 'GET', url: `/api/list/getById/${listId}/user/0` });

  beforeEach(async () => {
    // A TTL far longer than the test: what empties the cache here can only be a write, never time.
    t = await createTestApp({}, { visitorCache: { ttlMs: 600_000 } });
    await seedReferenceData(t.database.db);
    owner = await createUser(t.app);
    listId = await makeList(t.app, owner.id, { title: 'Pépites du dimanche' });
  });
  afterEach(async () => {
    await t.close();
  });

  it('not a flood of refused writes, nor writes that change nothing public', async () => {
    expect((await read()).statusCode).toBe(200);
    const visitor = await asUser(t.app, undefined);
    const member = await asUser(t.app, owner);
    for (let round = 0; round < 20; round += 1) {
      const noCsrf = await t.app.inject({ method: 'POST', url: '/api/logout' });
      expect(noCsrf.statusCode).toBe(403);
      expect(noCsrf.json().code).toBe('csrf_failed');
      const badBody = await member({
        method: 'PUT',
        url: `/api/list/update/${listId}`,
        payload: { title: '', privacy: 'hidden' },
      });
      expect(badBody.statusCode).toBe(400);
      const anonymous = await visitor({
        method: 'PUT',
        url: `/api/list/update/${listId}`,
        payload: { title: 'Volée', description: '', privacy: 'private' },
      });
      expect(anonymous.statusCode).toBe(401);
      expect((await visitor({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: csrf,
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);

    const kept = await read();
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['x-cache']).toBe('hit');
  });

  it('a real write: the list made private is a 404 on the next read', async () => {
    expect((await read()).statusCode).toBe(200);
    expect((await read()).headers['x-cache']).toBe('hit');
    const hidden = await (
      await asUser(t.app, owner)
    )({
      method: 'PUT',
      url: `/api/list/update/${listId}`,
      payload: { title: 'Pépites du dimanche', description: '', privacy: 'private' },
    });
    expect(hidden.statusCode).toBe(200);
    const after = await read();
    expect(after.statusCode).toBe(404);
    expect(after.headers['x-cache']).toBeUndefined();
  });
});
