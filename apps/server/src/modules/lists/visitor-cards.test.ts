import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPublicWrites } from '../../lib/public-writes.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/auth-helpers.js';
import { makeList } from '../../test/list-helpers.js';
import type { ItemTitles } from './item-titles.js';
import type { KeptCard } from './list-views.js';
import { createVisitorCards } from './visitor-cards.js';

const asStored: ItemTitles = (item) => item;

const card = (changes: Partial<KeptCard> = {}): KeptCard => ({
  id: 7,
  title: 'Pépites du dimanche',
  description: '',
  type: 'movie',
  privacy: 'public',
  creator_id: 3,
  likes: 2,
  item_count: 1,
  created_at: '2026-12-01T10:00:00.000Z',
  user_name: 'Alice',
  avatar: null,
  tags: '[{"name":"cult","name_fr":"culte"}]',
  content:
    '[{"id":1,"provider_id":"603","provider_id_string":null,"title":"The Matrix","poster_path":null,"type":"movie","note":null,"position":1}]',
  liked: false,
  ...changes,
});

describe("visitors' cards kept as JSON", () => {
  it('writes a card as the contract shows it, and reuses it until a public write', () => {
    const writes = createPublicWrites(undefined, () => true);
    const cards = createVisitorCards(writes);
    const [first] = cards.json([card()], 'fr', asStored, writes.generation);
    expect(JSON.parse(first as string)).toMatchObject({
      id: 7,
      creator: { id: 3, user_name: 'Alice', avatar: null },
      likes: 2,
      tags: [{ name: 'cult', name_fr: 'culte' }],
      content: [{ id: 1, title: 'The Matrix', seen: false }],
    });
    // Read again with no write in between: the kept JSON, whatever the row says.
    expect(cards.json([card({ likes: 3 })], 'fr', asStored, writes.generation)).toEqual([first]);
    writes.bump();
    const [after] = cards.json([card({ likes: 3 })], 'fr', asStored, writes.generation);
    expect(JSON.parse(after as string)).toMatchObject({ likes: 3 });
  });

  it('keeps each language apart, and never keeps a card read before a write', () => {
    const writes = createPublicWrites(undefined, () => true);
    const cards = createVisitorCards(writes);
    const before = writes.generation;
    writes.bump();
    cards.json([card()], 'fr', asStored, before);
    const english: ItemTitles = (item) => ({ ...item, title: `${item.title} (en)` });
    const [again] = cards.json([card({ likes: 5 })], 'en', english, writes.generation);
    expect(JSON.parse(again as string)).toMatchObject({ likes: 5, content: [{ title: 'The Matrix (en)' }] });
    const [french] = cards.json([card({ likes: 6 })], 'fr', asStored, writes.generation);
    expect(JSON.parse(french as string)).toMatchObject({ likes: 6 });
  });

  it('refuses a card the contract does not allow rather than sending it', () => {
    const cards = createVisitorCards(createPublicWrites());
    expect(() => cards.json([card({ privacy: 'secret' as never })], 'fr', asStored, 0)).toThrow();
  });
});

describe("visitors' cards of a page of ids", () => {
  let t: TestApp;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp();
    const owner = await createUser(t.app);
    ids = [];
    for (const title of ['Premier', 'Deuxième', 'Troisième']) ids.push(await makeList(t.app, owner.id, { title }));
  });
  afterAll(async () => t.close());

  const titlesOf = (cards: string[]) => cards.map((json) => (JSON.parse(json) as { title: string }).title);
  const retitle = (id: number, title: string) =>
    t.database.db.execute(sql`update lists set title = ${title} where id = ${id}`);

  it('keeps the order of the ids, reads only the cards not kept, and reads them all again after a public write', async () => {
    const writes = createPublicWrites(undefined, () => true);
    const cards = createVisitorCards(writes);
    const [first, second, third] = ids as [number, number, number];
    expect(titlesOf(await cards.ofIds(t.database.db, [second], 'fr', asStored, writes.generation))).toEqual([
      'Deuxième',
    ]);
    // Changed in SQL (no write heard): the kept card stays, the others are read, all in the page's order.
    await retitle(second, 'Deuxième bis');
    const page = await cards.ofIds(t.database.db, [third, second, first], 'fr', asStored, writes.generation);
    expect(titlesOf(page)).toEqual(['Troisième', 'Deuxième', 'Premier']);
    writes.bump();
    const after = await cards.ofIds(t.database.db, [third, second, first], 'fr', asStored, writes.generation);
    expect(titlesOf(after)).toEqual(['Troisième', 'Deuxième bis', 'Premier']);
  });

  it('leaves out a list gone between the page and its cards', async () => {
    const writes = createPublicWrites(undefined, () => true);
    const cards = createVisitorCards(writes);
    const page = await cards.ofIds(t.database.db, [ids[0] as number, 2_000_000_000], 'en', asStored, 0);
    expect(titlesOf(page)).toEqual(['Premier']);
  });
});
