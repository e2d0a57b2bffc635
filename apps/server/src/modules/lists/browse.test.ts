import { BROWSE_COUNT_CAP, LIST_CARD_ITEMS } from '@pepites/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';

interface Page {
  lists: { title: string; likes: number; tags: { name: string }[]; content: unknown[]; liked: boolean }[];
  total: number;
  totalPages: number;
  totalExact: boolean;
}

describe('browsing public lists', () => {
  let t: TestApp;
  let alice: TestUser;
  let bruno: TestUser;
  const browse = async (query = '', body?: object, caller?: TestUser): Promise<Page> => {
    const send = await asUser(t.app, caller);
    const response = await send({
      method: 'POST',
      url: `/api/lists/getAllListsFiltered/?${query}`,
      ...(body ? { payload: body } : {}),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const titles = (page: Page) => page.lists.map((list) => list.title);

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    [alice, bruno] = [await createUser(t.app), await createUser(t.app)];
    // Oldest first: the browse default shows them newest first.
    const films = await makeList(t.app, alice.id, { title: 'Frissons du soir', tags: ['horror', 'cult', 'classic'] });
    for (let index = 0; index < 25; index++) await addItem(t.app, films, newItem('movie'));
    const series = await makeList(t.app, alice.id, { title: 'Séries cultes', tags: ['cult'] });
    await addItem(t.app, series, newItem('show'));
    const mixed = await makeList(t.app, bruno.id, { title: 'Un peu de tout', tags: ['horror', 'comedy'] });
    await addItem(t.app, mixed, newItem('show'));
    await addItem(t.app, mixed, newItem('podcast'));
    await makeList(t.app, bruno.id, { title: 'Frissons cachés', tags: ['horror', 'cult'], privacy: 'private' });
    await makeList(t.app, bruno.id, { title: 'Vide' });
    // Likes: "Séries cultes" twice, "Frissons du soir" once.
    for (const [list, fan] of [
      [series, alice],
      [series, bruno],
      [films, bruno],
    ] as const) {
      await (
        await asUser(t.app, fan)
      )({ method: 'PUT', url: `/api/list/${list}/like/${fan.id}` });
    }
  });
  afterAll(async () => t.close());

  it('shows public lists newest first with exact totals; private lists never appear', async () => {
    const page = await browse();
    expect(titles(page)).toEqual(['Vide', 'Un peu de tout', 'Séries cultes', 'Frissons du soir']);
    expect(page).toMatchObject({ total: 4, totalPages: 1, totalExact: true });
  });

  it('sorts by likes when asked', async () => {
    expect(titles(await browse('sort=liked'))).toEqual(['Séries cultes', 'Frissons du soir', 'Vide', 'Un peu de tout']);
  });

  it('finds title words without regard to case or accents; the substring fallback takes % and _ literally', async () => {
    expect(titles(await browse('title=FRISSON'))).toEqual(['Frissons du soir']);
    expect(titles(await browse('title=series'))).toEqual(['Séries cultes']);
    // No word begins so: "s_c" would be in "series cultes" if _ were a wildcard.
    expect(titles(await browse(`title=${encodeURIComponent('s_c')}`))).toEqual([]);
    expect(titles(await browse(`title=${encodeURIComponent('s%c')}`))).toEqual([]);
  });

  it('combines a title fragment with tags, a type and the most-liked order, never showing a private list', async () => {
    expect(titles(await browse('title=frisson&tags=horror'))).toEqual(['Frissons du soir']);
    expect(titles(await browse('title=frisson', { tags: ['horror', 'cult'] }))).toEqual(['Frissons du soir']);
    expect(titles(await browse('title=frisson&tags=comedy'))).toEqual([]);
    expect(titles(await browse('title=frisson&type=movie&sort=liked'))).toEqual(['Frissons du soir']);
    // "cu" begins a word of one title and of the other's tag (cult, culte).
    expect(titles(await browse('title=cu&tags=cult&sort=liked'))).toEqual(['Séries cultes', 'Frissons du soir']);
  });

  it('filters by type and by every given tag (one, two, three), from the body or the query', async () => {
    expect(titles(await browse('type=movie'))).toEqual(['Frissons du soir']);
    expect(titles(await browse('type=mixed'))).toEqual(['Un peu de tout']);
    expect(titles(await browse('', { tags: ['cult'] }))).toEqual(['Séries cultes', 'Frissons du soir']);
    expect(titles(await browse('', { tags: ['horror', 'cult'] }))).toEqual(['Frissons du soir']);
    expect(titles(await browse('tags=classic,horror,cult'))).toEqual(['Frissons du soir']);
    expect(titles(await browse('tags=horror&type=mixed'))).toEqual(['Un peu de tout']);
    expect(titles(await browse('', { tags: ['anime'] }))).toEqual([]);
  });

  it("filters one member's public lists", async () => {
    expect(titles(await browse(`creator_id=${bruno.id}`))).toEqual(['Vide', 'Un peu de tout']);
    expect(titles(await browse(`creator_id=${bruno.id}&tags=horror`))).toEqual(['Un peu de tout']);
  });

  it("carries each card's first 20 items, its tags, and the caller's like", async () => {
    const [films] = (await browse('title=frissons', undefined, bruno)).lists;
    expect(films?.content).toHaveLength(20);
    expect(films?.tags.map((tag) => tag.name)).toEqual(['classic', 'horror', 'cult']);
    expect(films?.liked).toBe(true);
    expect((await browse('title=frissons', undefined, alice)).lists[0]?.liked).toBe(false);
  });

  it('gives a visitor the card the database keeps: the same first ${LIST_CARD_ITEMS} items, tags and counts as a member sees', async () => {
    const [asMember] = (await browse('title=frissons', undefined, alice)).lists;
    const [asVisitor] = (await browse('title=frissons')).lists;
    expect(asVisitor?.content).toHaveLength(LIST_CARD_ITEMS);
    expect(asVisitor).toEqual({
      ...asMember,
      liked: false,
      content: asMember?.content.map((item) => ({ ...(item as object), seen: false })),
    });
  });

  it("writes a visitor's filtered pages from kept cards, in the page's order, and shows a like at once", async () => {
    const asVisitorSees = (page: Page) =>
      page.lists.map((list) => ({
        ...list,
        liked: false,
        content: list.content.map((item) => ({ ...(item as object), seen: false })),
      }));
    // "cult" is in one title and in another list's tags: that page needs other matches, so its cards
    // are read by id (visitor-cards.ts#ofIds); the other pages come with their cards.
    for (const query of [
      'tags=horror',
      'title=cult',
      'sort=liked',
      'type=show&sort=newest',
      `creator_id=${bruno.id}`,
    ]) {
      const member = await browse(query, undefined, alice);
      // Twice: the second page is written from the cards the first one kept.
      for (let read = 0; read < 2; read++) expect((await browse(query)).lists, query).toEqual(asVisitorSees(member));
    }
    const likes = async () => (await browse('sort=liked')).lists.map((list) => [list.title, list.likes]);
    expect(await likes()).toContainEqual(['Un peu de tout', 0]);
    const send = await asUser(t.app, alice);
    const mixed = (await browse('title=peu')).lists[0] as unknown as { id: number };
    // Liking toggles: the second PUT takes the like back, as the other tests expect none.
    const toggle = async () => {
      const response = await send({ method: 'PUT', url: `/api/list/${mixed.id}/like/${alice.id}` });
      expect(response.statusCode).toBe(200);
    };
    await toggle();
    try {
      expect(await likes()).toContainEqual(['Un peu de tout', 1]);
    } finally {
      await toggle();
    }
    expect(await likes()).toContainEqual(['Un peu de tout', 0]);
  });

  it("gives a visitor a list's page with every item, from its kept card when it fits, as a member sees it", async () => {
    const { lists: found } = await browse('sort=liked');
    for (const summary of found.slice(0, 2)) {
      const id = (summary as unknown as { id: number }).id;
      const visitor = await t.app.inject({ method: 'GET', url: `/api/list/getById/${id}/user/0` });
      const member = await (
        await asUser(t.app, alice)
      )({ method: 'GET', url: `/api/list/getById/${id}/user/${alice.id}` });
      expect(visitor.statusCode).toBe(200);
      expect(member.statusCode).toBe(200);
      const seenNothing = member.json().list.content.map((item: object) => ({ ...item, seen: false }));
      expect(visitor.json().list.content).toEqual(seenNothing);
      expect(visitor.json().list.tags).toEqual(member.json().list.tags);
    }
    // "Séries cultes" (1 item, read from its card) and "Frissons du soir" (25, more than a card holds).
    expect(found.slice(0, 2).map((list) => list.content.length)).toEqual([1, LIST_CARD_ITEMS]);
  });

  it('pages 10 at a time by default, and a page past the end is empty', async () => {
    const page = await browse('limit=3&page=2');
    expect(titles(page)).toEqual(['Frissons du soir']);
    expect(page.totalPages).toBe(2);
    expect(titles(await browse('limit=3&page=9'))).toEqual([]);
  });

  it.each([
    'tags=not-a-tag',
    'type=book',
    'limit=101',
    'page=0',
    'sort=random',
    `title=${'x'.repeat(101)}`,
    'creator_id=2147483648',
  ])('refuses %s with 400', async (query) => {
    const response = await (
      await asUser(t.app, undefined)
    )({ method: 'GET', url: `/api/lists/getAllListsFiltered/?${query}` });
    expect(response.statusCode).toBe(400);
  });
});

describe('the total of a filtered browse', () => {
  it(`counts up to ${BROWSE_COUNT_CAP} matches (a title search: the pager's window), then says "at least"`, async () => {
    const t = await createTestApp();
    try {
      await seedReferenceData(t.database.db);
      const owner = await createUser(t.app);
      // More lists than the cap, in one statement; the triggers give each its browse rows.
      await t.database.db.execute(sql`
        insert into lists (creator_id, title, title_search)
        select ${owner.id}, 'Liste ' || n, 'liste ' || n from generate_series(1, ${BROWSE_COUNT_CAP + 5}) as n`);
      const send = await asUser(t.app, undefined);
      const all = (await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/' })).json();
      expect(all).toMatchObject({ total: BROWSE_COUNT_CAP + 5, totalExact: true });
      const byCreator = await send({ method: 'GET', url: `/api/lists/getAllListsFiltered/?creator_id=${owner.id}` });
      expect(byCreator.statusCode).toBe(200);
      expect(byCreator.json()).toMatchObject({
        total: BROWSE_COUNT_CAP,
        totalExact: false,
        totalPages: BROWSE_COUNT_CAP / 10,
      });
      expect(byCreator.json().lists).toHaveLength(10);
      // A title search counts as far as the pager shows: this page and the nine after it.
      const titled = await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=liste' });
      expect(titled.statusCode).toBe(200);
      expect(titled.json()).toMatchObject({ total: 100, totalExact: false, totalPages: 10 });
      const further = (
        await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=liste&page=10' })
      ).json();
      expect(further).toMatchObject({ total: 190, totalExact: false, page: 10, totalPages: 19 });
      const last = (await send({ method: 'GET', url: '/api/lists/getAllListsFiltered/?title=liste&page=101' })).json();
      expect(last).toMatchObject({ total: BROWSE_COUNT_CAP, totalExact: false });
      expect(last.lists).toHaveLength(5);
    } finally {
      await t.close();
    }
  });
});
