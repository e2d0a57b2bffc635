import { posterImagePath } from '@pepites/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { items, listItems } from '../../db/schema/index.js';
import { DEMO_ITEMS } from '../../db/seed/demo-catalog.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { asUser, makeList } from '../../test/list-helpers.js';
import { offlineCatalog } from '../catalog/index.js';
import { catalogItem } from './catalog-item.js';
import { checkItems } from './items-check.js';

/**
 * An item's title and poster come from the catalogue, never from whoever adds it first: a member
 * once added real titles to a private list as "POISONED" with a poster of their own, and every list
 * holding them, public ones included, showed that.
 */
const MATRIX = {
  type: 'movie',
  provider_id: '603',
  title: 'The Matrix',
  poster: posterImagePath('movie', 603),
} as const;
const VIDEO = {
  type: 'youtube',
  provider_id: 'Msz3-l4W9IM',
  title: 'Joueur du Grenier - Vendredi 13 et Dr jekyll & Mister Hyde - NES',
  poster: posterImagePath('video', 'Msz3-l4W9IM'),
} as const;
const FOREIGN_POSTER = 'https://attacker.example/poisoned.png';

interface Shown {
  title: string;
  poster_path: string | null;
  provider_id: string;
  provider_id_string: string | null;
}

describe('items are the catalogue’s', () => {
  let t: TestApp;
  let attacker: TestUser;
  let member: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    [attacker, member] = [await createUser(t.app), await createUser(t.app)];
  });
  afterAll(async () => t.close());

  const add = async (user: TestUser, listId: number, payload: object, lang = 'en') =>
    (await asUser(t.app, user))({
      method: 'PUT',
      url: `/api/${listId}/content`,
      headers: { 'accept-language': lang },
      payload,
    });

  let reads = 0;
  /**
   * A list's items as an English-speaking visitor sees them on its page, and on its card in the browse
   * page (a French one sees the French titles of the offline catalogue: item-titles.test.ts). Rows
   * written straight to the database do not empty the visitor cache (half a second): each read asks
   * a page size of its own.
   */
  async function seenByVisitor(listId: number): Promise<{ page: Shown[]; card: Shown[] }> {
    const headers = { 'accept-language': 'en' };
    const page = await t.app.inject({ url: `/api/list/getById/${listId}/user/0`, headers });
    expect(page.statusCode).toBe(200);
    reads += 1;
    const browse = await t.app.inject({
      url: `/api/lists/getAllListsFiltered/?paginate=true&limit=${100 - reads}`,
      headers,
    });
    expect(browse.statusCode).toBe(200);
    const card = (browse.json() as { lists: { id: number; content: Shown[] }[] }).lists.find(
      (list) => list.id === listId,
    );
    return { page: page.json().list.content, card: card?.content ?? [] };
  }

  const row = async (type: 'movie' | 'show' | 'youtube' | 'podcast', providerId: string) =>
    (
      await t.database.db
        .select()
        .from(items)
        .where(and(eq(items.type, type), eq(items.providerId, providerId)))
    )[0];

  it('stores and shows the catalogue’s title and poster, whatever the first adder sent, on every list and to visitors', async () => {
    const hidden = await makeList(t.app, attacker.id, { privacy: 'private' });
    for (const item of [MATRIX, VIDEO]) {
      const poisoned = await add(attacker, hidden, {
        type: item.type,
        provider_id: item.provider_id,
        provider_id_string: 'dQw4w9WgXcQ',
        title: 'POISONED',
        poster_path: FOREIGN_POSTER,
      });
      expect(poisoned.statusCode).toBe(200);
      expect(poisoned.json().content).toMatchObject({ title: item.title, poster_path: item.poster });
    }

    const open = await makeList(t.app, member.id);
    // A client of today sends type and id only.
    for (const item of [MATRIX, VIDEO])
      expect((await add(member, open, { type: item.type, provider_id: item.provider_id })).statusCode).toBe(200);

    const { page, card } = await seenByVisitor(open);
    for (const shown of [page, card]) {
      expect(shown).toEqual([
        expect.objectContaining({ title: MATRIX.title, poster_path: MATRIX.poster, provider_id_string: null }),
        expect.objectContaining({
          title: VIDEO.title,
          poster_path: VIDEO.poster,
          provider_id_string: VIDEO.provider_id,
        }),
      ]);
    }
    const own = await (
      await asUser(t.app, member)
    )({ method: 'GET', url: `/api/list/getById/${open}/user/${member.id}`, headers: { 'accept-language': 'en' } });
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json())).not.toMatch(/POISONED|attacker\.example|dQw4w9WgXcQ/);

    expect(await row('movie', '603')).toMatchObject({
      title: MATRIX.title,
      posterPath: MATRIX.poster,
      snapshot: { year: 1999, creator: null },
      checkedAt: expect.any(Date),
    });
    expect(await row('youtube', VIDEO.provider_id)).toMatchObject({
      snapshot: { year: 2015, creator: 'joueurdugrenier', provider_id_string: VIDEO.provider_id },
    });
  });

  it('answers 404 in the caller’s language for an id the catalogue does not know, and keeps nothing', async () => {
    const list = await makeList(t.app, member.id);
    const english = await add(member, list, { type: 'movie', provider_id: 999_999_999, title: 'POISONED' });
    expect(english.statusCode).toBe(404);
    expect(english.json().fields).toEqual({ provider_id: 'This title is not in the catalogue.' });
    const french = await add(member, list, { type: 'podcast', provider_id: '1' }, 'fr');
    expect(french.statusCode).toBe(404);
    expect(french.json().fields).toEqual({ provider_id: "Ce titre n'est pas dans le catalogue." });
    // Ids the services would misread, and a movie id beyond theirs.
    for (const payload of [
      { type: 'youtube', provider_id: 'Msz3-l4W9IM,N4XX3k8Sllg' },
      { type: 'movie', provider_id: '603abc' },
      { type: 'show', provider_id: '99999999999' },
    ]) {
      expect((await add(member, list, payload)).statusCode).toBe(404);
    }
    expect(await row('movie', '999999999')).toBeUndefined();
    expect(await t.database.db.select().from(listItems).where(eq(listItems.listId, list))).toEqual([]);
  });

  /** A row as versions before the catalogue check kept it: the client's text, unchecked, on a public list. */
  async function poisonedRow(
    type: 'movie' | 'youtube',
    providerId: string,
  ): Promise<{ itemId: number; listId: number }> {
    const [inserted] = await t.database.db
      .insert(items)
      .values({
        type,
        providerId,
        title: 'POISONED',
        posterPath: FOREIGN_POSTER,
        snapshot: { provider_id_string: 'dQw4w9WgXcQ' },
      })
      .returning({ id: items.id });
    const listId = await makeList(t.app, attacker.id);
    await t.database.db.insert(listItems).values({ listId, itemId: inserted!.id, position: 0 });
    return { itemId: inserted!.id, listId };
  }

  it('heals a poisoned row when anyone adds the item again', async () => {
    const { listId } = await poisonedRow('movie', '238');
    // Offline, a movie the catalogue knows is shown with the catalogue's title whatever its row says.
    expect((await seenByVisitor(listId)).page[0]).toMatchObject({ title: 'The Godfather' });
    expect(await row('movie', '238')).toMatchObject({ title: 'POISONED', posterPath: FOREIGN_POSTER });
    const response = await add(member, await makeList(t.app, member.id), { type: 'movie', provider_id: '238' });
    expect(response.statusCode).toBe(200);
    expect(await row('movie', '238')).toMatchObject({
      title: 'The Godfather',
      posterPath: posterImagePath('movie', 238),
    });
    expect(response.json().content).toMatchObject({
      title: 'The Godfather',
      poster_path: posterImagePath('movie', 238),
    });
    const { page, card } = await seenByVisitor(listId);
    for (const shown of [page[0], card[0]])
      expect(shown).toMatchObject({
        title: 'The Godfather',
        poster_path: posterImagePath('movie', 238),
        provider_id_string: null,
      });
  });

  it('rewrites unchecked rows from the catalogue once, whatever the number of runners; an unknown item keeps its title but loses its poster', async () => {
    const godfather = await poisonedRow('movie', '240');
    const unknown = await poisonedRow('youtube', 'zzzzzzzzzzz');
    const runs = await Promise.all([
      checkItems(t.database.db, offlineCatalog(), { batchSize: 1 }),
      checkItems(t.database.db, offlineCatalog(), { batchSize: 1 }),
    ]);
    // One runner took the lease; the other found it taken (null) or found nothing left to check.
    expect(runs.reduce((sum, run) => sum + (run?.checked ?? 0), 0)).toBe(2);
    expect(runs.find((run) => run && run.checked > 0)).toEqual({
      checked: 2,
      rewritten: 2,
      unknown: 1,
      complete: true,
    });

    expect(await row('movie', '240')).toMatchObject({
      title: 'The Godfather Part II',
      posterPath: posterImagePath('movie', 240),
    });
    expect((await seenByVisitor(godfather.listId)).page[0]).toMatchObject({
      title: 'The Godfather Part II',
      poster_path: posterImagePath('movie', 240),
      provider_id_string: null,
    });
    const { page, card } = await seenByVisitor(unknown.listId);
    for (const shown of [page[0], card[0]])
      expect(shown).toMatchObject({ title: 'POISONED', poster_path: null, provider_id_string: 'zzzzzzzzzzz' });

    expect(await checkItems(t.database.db, offlineCatalog())).toEqual({
      checked: 0,
      rewritten: 0,
      unknown: 0,
      complete: true,
    });
  });

  it('keeps the demo’s items as the catalogue has them', async () => {
    for (const demo of DEMO_ITEMS) {
      const found = await catalogItem(offlineCatalog(), demo.type, demo.providerId);
      expect(found, `${demo.type} ${demo.providerId}`).toMatchObject({
        title: demo.title,
        snapshot: { year: demo.year },
      });
    }
  });
});
