import { HOME_LIST_POSTERS, HOME_LISTS_COUNT, HOME_WEEK_DAYS, type HomeListsResponse } from '@pepites/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { likes } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdmin, createUser, type TestUser } from '../../test/auth-helpers.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('GET /api/lists/home', () => {
  let t: TestApp;
  let alice: TestUser;

  const home = async (caller?: TestUser): Promise<HomeListsResponse> => {
    const response = await (await asUser(t.app, caller))({ method: 'GET', url: '/api/lists/home' });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const titles = (cards: { title: string }[]) => cards.map((card) => card.title);

  /** A public list of `owner` holding `items` offline titles. */
  const listWith = async (title: string, items = 1, owner = alice, privacy: 'public' | 'private' = 'public') => {
    const id = await makeList(t.app, owner.id, { title, privacy });
    for (let index = 0; index < items; index++) await addItem(t.app, id, newItem('movie'));
    return id;
  };
  /** `count` likes from new members, given `daysAgo` days ago. */
  const likedBy = async (listId: number, count: number, daysAgo = 0) => {
    for (let index = 0; index < count; index++) {
      const fan = await createUser(t.app);
      await t.database.db
        .insert(likes)
        .values({ userId: fan.id, listId, createdAt: new Date(Date.now() - daysAgo * DAY_MS) });
    }
  };

  beforeEach(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    alice = await createUser(t.app, { user_name: 'alice_home' });
  });
  afterEach(async () => t.close());

  it('ranks the likes of the last days only, most first, and tops up with the all-time most liked', async () => {
    const classic = await listWith('Classique');
    const rising = await listWith('Montante');
    const steady = await listWith('Régulière');
    await likedBy(classic, 5, HOME_WEEK_DAYS + 1);
    await likedBy(rising, 2, 1);
    await likedBy(steady, 1, 2);
    await likedBy(steady, 2, HOME_WEEK_DAYS + 3);

    const { weekMostLiked } = await home();
    expect(weekMostLiked.map(({ title, week_likes, likes }) => ({ title, week_likes, likes }))).toEqual([
      { title: 'Montante', week_likes: 2, likes: 2 },
      { title: 'Régulière', week_likes: 1, likes: 3 },
      // Not liked this week: after the week's lists, by all its likes.
      { title: 'Classique', week_likes: 0, likes: 5 },
    ]);
  });

  it('falls back to the all-time most liked when nobody liked a list this week, and is empty before any like', async () => {
    const older = await listWith('Ancienne');
    const oldest = await listWith('Plus ancienne');
    expect((await home()).weekMostLiked).toEqual([]);

    await likedBy(older, 1, 30);
    await likedBy(oldest, 3, 60);
    // Likes written straight to the database skip the routes that empty the kept answers.
    t.app.publicWrites.bump();
    const { weekMostLiked } = await home();
    expect(titles(weekMostLiked)).toEqual(['Plus ancienne', 'Ancienne']);
    expect(weekMostLiked.every((card) => card.week_likes === 0)).toBe(true);
  });

  it('shows the newest public lists with items, first, with their creator, counts and first posters in order', async () => {
    const first = await listWith('Première', HOME_LIST_POSTERS + 2);
    await likedBy(first, 1);
    await makeList(t.app, alice.id, { title: 'Vide' });
    await listWith('Deuxième', 2);

    const { newest, weekMostLiked } = await home();
    expect(titles(newest)).toEqual(['Deuxième', 'Première']);
    const card = newest[1]!;
    expect(card).toMatchObject({
      id: first,
      item_count: HOME_LIST_POSTERS + 2,
      likes: 1,
      creator: { id: alice.id, user_name: 'alice_home', avatar: null },
    });
    expect(card.posters).toHaveLength(HOME_LIST_POSTERS);
    const detail = await (await asUser(t.app, undefined))({ method: 'GET', url: `/api/list/getById/${first}/user/0` });
    expect(detail.statusCode).toBe(200);
    const items = (
      detail.json() as { list: { content: { id: number; title: string; poster_path: string | null; type: string }[] } }
    ).list.content;
    expect(card.posters).toEqual(
      items.slice(0, HOME_LIST_POSTERS).map(({ id, title, poster_path, type }) => ({ id, title, poster_path, type })),
    );
    expect(titles(weekMostLiked)).toEqual(['Première']);
  });

  it(`shows ${HOME_LISTS_COUNT} lists in each row, however many there are`, async () => {
    const ids: number[] = [];
    for (let index = 0; index < HOME_LISTS_COUNT + 3; index++) ids.push(await listWith(`Liste ${index}`));
    // One more list liked this week than the row holds, and older likes on the others.
    for (const [index, id] of ids.entries()) await likedBy(id, 1, index <= HOME_LISTS_COUNT ? 0 : 20);

    const { weekMostLiked, newest } = await home();
    expect(newest).toHaveLength(HOME_LISTS_COUNT);
    expect(titles(newest)[0]).toBe(`Liste ${HOME_LISTS_COUNT + 2}`);
    expect(weekMostLiked).toHaveLength(HOME_LISTS_COUNT);
    expect(weekMostLiked.every((card) => card.week_likes === 1)).toBe(true);
  });

  it('never shows a private list, even liked this week, to a visitor or a member, and drops a list made private at once', async () => {
    const secret = await listWith('Secrète', 2, alice, 'private');
    await likedBy(secret, 4);
    const open = await listWith('Ouverte');
    await likedBy(open, 1);
    const bruno = await createUser(t.app);

    for (const caller of [undefined, alice, bruno]) {
      const { weekMostLiked, newest } = await home(caller);
      expect(titles(weekMostLiked)).toEqual(['Ouverte']);
      expect(titles(newest)).toEqual(['Ouverte']);
    }

    const hide = await (
      await asUser(t.app, alice)
    )({
      method: 'PUT',
      url: `/api/list/update/${open}`,
      payload: { title: 'Ouverte', description: '', privacy: 'private' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    expect(await home()).toEqual({ weekMostLiked: [], newest: [] });
  });

  it("is kept briefly for members as for visitors (it holds nobody's likes), and a like shows at once", async () => {
    const first = await listWith('Première');
    const second = await listWith('Seconde');
    await likedBy(first, 1);
    const bruno = await createUser(t.app);
    const send = await asUser(t.app, bruno);
    const read = async (expectedCache: string | undefined) => {
      const response = await send({ method: 'GET', url: '/api/lists/home' });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['x-cache']).toBe(expectedCache);
      return response.json() as HomeListsResponse;
    };
    expect(titles((await read(undefined)).weekMostLiked)).toEqual(['Première']);
    expect(titles((await home()).weekMostLiked)).toEqual(['Première']);
    await read('hit');

    for (const fan of [bruno, alice]) {
      const like = await (await asUser(t.app, fan))({ method: 'PUT', url: `/api/list/${second}/like/${fan.id}` });
      expect(like.statusCode, like.body).toBe(200);
    }
    const after = await read(undefined);
    expect(after.weekMostLiked.map(({ title, week_likes }) => ({ title, week_likes }))).toEqual([
      { title: 'Seconde', week_likes: 2 },
      { title: 'Première', week_likes: 1 },
    ]);
  });

  it("hides a suspended member's lists and shows them again when the suspension is lifted", async () => {
    const member = await createUser(t.app);
    const theirs = await listWith('Suspendue', 1, member);
    await likedBy(theirs, 2);
    await likedBy(await listWith('Visible'), 1);
    const admin = await createAdmin(t.app);
    const suspend = async (suspended: boolean) => {
      const response = await (
        await asUser(t.app, admin)
      )({ method: 'PUT', url: `/api/admin/users/${member.id}/suspension`, payload: { suspended } });
      expect(response.statusCode, response.body).toBe(200);
    };

    await suspend(true);
    const held = await home();
    expect(titles(held.weekMostLiked)).toEqual(['Visible']);
    expect(titles(held.newest)).toEqual(['Visible']);

    await suspend(false);
    expect(titles((await home()).weekMostLiked)).toEqual(['Suspendue', 'Visible']);
  });
});
