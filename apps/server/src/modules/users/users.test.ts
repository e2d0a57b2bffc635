import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badges, likes, lists, userBadges } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdmin, createUser, injectAs, loginAs, ownProfile, type TestUser } from '../../test/auth-helpers.js';

type ListType = NonNullable<typeof lists.$inferInsert.type>;

describe('profiles, badges and stats', () => {
  let t: TestApp;
  let owner: TestUser;
  let other: TestUser;
  let cookies: { owner: string; other: string; admin: string };

  async function addList(
    creatorId: number,
    type: ListType | null,
    privacy: 'public' | 'private',
    likers: number[] = [],
  ) {
    const [list] = await t.database.db
      .insert(lists)
      .values({ creatorId, title: 'A list', titleSearch: 'a list', type, privacy })
      .returning({ id: lists.id });
    if (!list) throw new Error('no list');
    for (const userId of likers) await t.database.db.insert(likes).values({ userId, listId: list.id });
  }

  beforeAll(async () => {
    t = await createTestApp();
    owner = await createUser(t.app, { country: 'FR', city: 'Nantes', catchline: 'Hi', introduction: 'Long text' });
    other = await createUser(t.app);
    const admin = await createAdmin(t.app);
    cookies = {
      owner: await loginAs(t.app, owner),
      other: await loginAs(t.app, other),
      admin: await loginAs(t.app, admin),
    };
    await addList(owner.id, 'movie', 'public', [other.id, admin.id]);
    await addList(owner.id, 'movie', 'public', [other.id]);
    await addList(owner.id, 'show', 'public');
    await addList(owner.id, 'podcast', 'private', [owner.id]);
    await addList(owner.id, 'youtube-video', 'public');
    await addList(owner.id, 'mixed', 'private');
    await addList(owner.id, null, 'public');
    await addList(other.id, 'movie', 'public', [owner.id]);
  });
  afterAll(async () => t.close());

  const get = (url: string, cookie?: string) => injectAs(t.app, cookie, { method: 'GET', url });

  describe('GET /api/user/:id', () => {
    it('shows the email and all lists to the user themself', async () => {
      const response = await get(`/api/user/${owner.id}`, cookies.owner);
      expect(response.statusCode).toBe(200);
      const seen = ownProfile(owner, {
        country: 'FR',
        city: 'Nantes',
        catchline: 'Hi',
        introduction: 'Long text',
        publicListsCount: 5,
        listsCount: 7,
      });
      expect(response.json()).toEqual({ user: seen });
    });

    it('hides the email and private lists from visitors and other users', async () => {
      for (const cookie of [undefined, cookies.other]) {
        const user = (await get(`/api/user/${owner.id}`, cookie)).json().user;
        expect(user).not.toHaveProperty('email');
        expect(user).toMatchObject({ publicListsCount: 5, listsCount: 5 });
      }
    });

    it('shows the email and all lists to the admin', async () => {
      const user = (await get(`/api/user/${owner.id}`, cookies.admin)).json().user;
      expect(user).toMatchObject({ email: owner.email, listsCount: 7 });
    });

    it('answers 404 for an unknown id and 400 for a malformed one', async () => {
      const unknown = await t.app.inject({
        method: 'GET',
        url: '/api/user/999999',
        headers: { 'accept-language': 'en' },
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toEqual({ code: 'not_found', message: 'This resource does not exist.' });
      for (const id of ['abc', '0', '-1', '99999999999']) expect((await get(`/api/user/${id}`)).statusCode).toBe(400);
    });
  });

  describe('GET /api/user/:id/stats', () => {
    it('counts public lists only for others, with the likes they received', async () => {
      const response = await get(`/api/user/${owner.id}/stats`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        listCount: 5,
        moviesListCount: 2,
        showsListCount: 1,
        podcastsListCount: 0,
        youtubesListCount: 1,
        mixedListCount: 0,
        likesCount: 3,
      });
      expect((await get(`/api/user/${owner.id}/stats`, cookies.other)).json()).toMatchObject({
        listCount: 5,
        likesCount: 3,
      });
    });

    it('counts private lists too for the owner and the admin', async () => {
      const expected = {
        listCount: 7,
        moviesListCount: 2,
        showsListCount: 1,
        podcastsListCount: 1,
        youtubesListCount: 1,
        mixedListCount: 1,
        likesCount: 4,
      };
      expect((await get(`/api/user/${owner.id}/stats`, cookies.owner)).json()).toEqual(expected);
      expect((await get(`/api/user/${owner.id}/stats`, cookies.admin)).json()).toEqual(expected);
    });

    it('answers 404 for an unknown user', async () => {
      expect((await get('/api/user/999999/stats')).statusCode).toBe(404);
    });
  });

  describe('GET /api/user/:id/badges', () => {
    it('lists unlocked badges oldest first with unlocked_at in ISO format', async () => {
      const inserted = await t.database.db
        .insert(badges)
        .values([
          {
            name: 'Premier pas',
            nameEn: 'First step',
            description: 'Créer une liste.',
            descriptionEn: 'Create a list.',
            icon: '/badges/lists-1.svg',
          },
          {
            name: 'Cinéphile',
            nameEn: 'Film buff',
            description: 'Cinq listes.',
            descriptionEn: 'Five lists.',
            icon: '/badges/movies-5.svg',
          },
        ])
        .returning({ id: badges.id });
      const [first, second] = inserted.map((row) => row.id) as [number, number];
      await t.database.db.insert(userBadges).values([
        { userId: owner.id, badgeId: second, unlockedAt: new Date('2026-02-01T10:00:00Z') },
        { userId: owner.id, badgeId: first, unlockedAt: new Date('2026-01-01T10:00:00Z') },
      ]);
      const response = await get(`/api/user/${owner.id}/badges`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        badges: [
          {
            id: first,
            name: 'Premier pas',
            name_en: 'First step',
            description: 'Créer une liste.',
            description_en: 'Create a list.',
            icon: '/badges/lists-1.svg',
            unlocked_at: '2026-01-01T10:00:00.000Z',
          },
          {
            id: second,
            name: 'Cinéphile',
            name_en: 'Film buff',
            description: 'Cinq listes.',
            description_en: 'Five lists.',
            icon: '/badges/movies-5.svg',
            unlocked_at: '2026-02-01T10:00:00.000Z',
          },
        ],
      });
      expect((await get(`/api/user/${other.id}/badges`)).json()).toEqual({ badges: [] });
    });

    it('answers 404 for an unknown user', async () => {
      expect((await get('/api/user/999999/badges')).statusCode).toBe(404);
    });
  });
});
