import { ITEM_NOTE_MAX, LIST_ITEMS_MAX, importMessages, type ImportView } from '@pepites/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports, items, listItems, lists } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { offlineTitleList } from '../catalog/index.js';
import { cookieFor, createUser, injectAs } from '../../test/auth-helpers.js';
import { openEventStream } from '../../test/event-stream.js';
import { jobsDone } from '../../test/jobs.js';
import { importAndWait, listsOf, seenOf, uploadImport } from '../../test/import-helpers.js';
import { fixture, letterboxdExportZip } from './test-zip.js';

/** An IMDb list of `count` distinct films the offline catalogue knows by their IMDb ids. */
function longImdbList(count: number): Buffer {
  const header = fixture('imdb-list-bom.csv').toString('utf8').split('\r\n')[0]!;
  const films = offlineTitleList().filter((title) => title.type === 'movie' && title.imdbId);
  const rows = films
    .slice(0, count)
    .map(
      (film, index) =>
        `${index + 1},${film.imdbId},,,,"${film.title.replaceAll('"', '""')}",,movie,,,${film.year ?? ''}`,
    );
  return Buffer.from([header, ...rows].join('\n'));
}

const WESTERNS = 'Westerns, polars & "robots"';
const westernsItems = ['movie:429', 'movie:424', 'movie:10681', 'movie:2048', 'movie:7220', 'movie:8867'];

describe('importing lists from another service', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const member = async () => {
    const user = await createUser(t.app);
    return { user, cookie: await cookieFor(t.app, user) };
  };

  it('imports a Letterboxd list into a private list, in order, with notes; the unknown title is listed as not found', async () => {
    const { user, cookie } = await member();
    const started = await uploadImport(t.app, cookie, fixture('letterboxd-list.csv'), 'list.csv');
    expect(started.statusCode).toBe(202);
    const queued = (started.json() as { import: ImportView }).import;
    expect(queued).toMatchObject({ source: 'letterboxd', fileName: 'list.csv', status: 'queued', total: 7 });
    await jobsDone(t.database);
    const done = await injectAs(t.app, cookie, { method: 'GET', url: `/api/imports/${queued.id}` });
    expect(done.statusCode).toBe(200);
    const view = (done.json() as { import: ImportView }).import;
    expect(view).toMatchObject({ status: 'done', done: 7, total: 7, error: null });
    expect(view.counts).toEqual({ lists: 1, items: 6, seen: 0, ambiguous: 0, notFound: 1, cut: 0 });
    expect(view.lists.map((list) => list.title)).toEqual([WESTERNS]);
    expect(view.review.notFound).toEqual([{ title: 'Le Nanar Introuvable', year: 2031, lists: [WESTERNS] }]);
    expect(view.finishedAt).not.toBeNull();
    const list = (await listsOf(t.app, user.id)).get(WESTERNS)!;
    expect(list.privacy).toBe('private');
    expect(list.description).toBe('Des films qui comptent.\nSur deux lignes.');
    expect(list.items.map(([key]) => key)).toEqual(westernsItems);
    expect(list.items[0]![1]!.length).toBeLessThanOrEqual(ITEM_NOTE_MAX);
    expect(list.items[4]).toEqual(['movie:7220', 'La version avec Thomas Jane.']);
  });

  it('imports the same file twice without making anything twice', async () => {
    const { user, cookie } = await member();
    const first = await importAndWait(t.app, t.database, cookie, letterboxdExportZip(), 'letterboxd.zip');
    const before = await listsOf(t.app, user.id);
    const seenBefore = await seenOf(t.app, user.id);
    const second = await importAndWait(t.app, t.database, cookie, letterboxdExportZip(), 'letterboxd.zip');
    expect(first.counts.items).toBeGreaterThan(0);
    expect(second.id).not.toBe(first.id);
    expect(second.counts).toMatchObject({ lists: 0, items: 0, seen: 0 });
    expect(await listsOf(t.app, user.id)).toEqual(before);
    expect(await seenOf(t.app, user.id)).toEqual(seenBefore);
  });

  it("imports Letterboxd's account export: the watchlist as a list of its own, watched titles marked seen", async () => {
    const { user, cookie } = await member();
    const view = await importAndWait(t.app, t.database, cookie, letterboxdExportZip(), 'letterboxd.zip');
    expect(view).toMatchObject({ source: 'letterboxd', status: 'done' });
    expect(view.counts).toMatchObject({ lists: 2, seen: 3 });
    const lists = await listsOf(t.app, user.id);
    expect([...lists.keys()].sort()).toEqual(['Watchlist (Letterboxd)', WESTERNS]);
    expect(lists.get('Watchlist (Letterboxd)')!.items.map(([key]) => key)).toEqual([
      'movie:278',
      'movie:9738',
      'movie:166424',
    ]);
    expect(await seenOf(t.app, user.id)).toEqual(['movie:11', 'movie:424', 'movie:466272']);
  });

  it('imports an IMDb list under the file name, a show among its movies', async () => {
    const { user, cookie } = await member();
    const view = await importAndWait(t.app, t.database, cookie, fixture('imdb-list-bom.csv'), 'Mes westerns.csv');
    expect(view).toMatchObject({ source: 'imdb', status: 'done', counts: { lists: 1, items: 5, notFound: 0 } });
    const list = (await listsOf(t.app, user.id)).get('Mes westerns')!;
    expect(list.items.map(([key]) => key)).toEqual([
      'movie:429',
      'movie:10681',
      'show:1396',
      'movie:8867',
      'movie:7220',
    ]);
  });

  it('imports a Trakt history as seen marks only, and a Trakt list as a list', async () => {
    const { user, cookie } = await member();
    const history = await importAndWait(t.app, t.database, cookie, fixture('trakt-history.json'), 'history.json');
    expect(history).toMatchObject({ source: 'trakt', status: 'done', counts: { lists: 0, items: 0 } });
    expect(history.counts.seen).toBeGreaterThan(0);
    expect(await seenOf(t.app, user.id)).toContain('show:1396');
    const list = await importAndWait(t.app, t.database, cookie, fixture('trakt-list.json'), 'À voir.json');
    expect(list).toMatchObject({ source: 'trakt', counts: { lists: 1, items: 3, notFound: 1 } });
    expect((await listsOf(t.app, user.id)).get('À voir')!.items.map(([key]) => key)).toEqual([
      'movie:429',
      'movie:11',
      'show:1396',
    ]);
  });

  it('tells the member’s stream as the import moves on, and the notification says it is done', async () => {
    const { user, cookie } = await member();
    const stream = await openEventStream(t.app, '/api/notifications/stream', cookie);
    try {
      expect(await stream.next()).toBe('ready');
      expect((await uploadImport(t.app, cookie, fixture('trakt-list.json'), 'trakt.json')).statusCode).toBe(202);
      expect(await stream.next(10_000)).toBe('import');
      await jobsDone(t.database);
    } finally {
      stream.close();
    }
    const unseen = await injectAs(t.app, cookie, { method: 'GET', url: `/api/user/${user.id}/notifications/unseen` });
    const [notification] = (unseen.json() as { notifications: { code: string; message_en: string }[] }).notifications;
    expect(notification).toMatchObject({ code: 'import_done' });
    expect(notification!.message_en).toContain('titles added: 3');
  });

  it('cuts a list at LIST_ITEMS_MAX and says how many were left out', async () => {
    const { user, cookie } = await member();
    await importAndWait(t.app, t.database, cookie, longImdbList(3), 'long.csv');
    const [list] = await t.app.db.select({ id: lists.id }).from(lists).where(eq(lists.creatorId, user.id));
    // Filled by hand to two below the limit: of the three new films of the next import, one is cut.
    const fillers = await t.app.db
      .insert(items)
      .values(
        Array.from({ length: LIST_ITEMS_MAX - 5 }, (_, index) => ({
          type: 'podcast' as const,
          providerId: `${900_000 + index}`,
          title: `Filler ${index}`,
        })),
      )
      .returning({ id: items.id });
    await t.app.db
      .insert(listItems)
      .values(fillers.map((filler, index) => ({ listId: list!.id, itemId: filler.id, position: 10 + index })));
    const view = await importAndWait(t.app, t.database, cookie, longImdbList(6), 'long.csv');
    expect(view.counts).toMatchObject({ lists: 1, items: 2, cut: 1 });
    expect((await listsOf(t.app, user.id)).get('long')!.items).toHaveLength(LIST_ITEMS_MAX);
  });

  it('ends an import that cannot be written as failed, with a notification saying why', async () => {
    const { user, cookie } = await member();
    const [record] = await t.app.db
      .insert(imports)
      .values({ userId: user.id, source: 'imdb', fileName: 'broken.csv', file: { lists: 'not rows', watched: [] } })
      .returning();
    await t.app.jobs.send('import-file', { importId: record!.id });
    await jobsDone(t.database);
    const latest = await injectAs(t.app, cookie, {
      method: 'GET',
      url: '/api/imports/latest',
      headers: { 'accept-language': 'en' },
    });
    const view = (latest.json() as { import: ImportView }).import;
    expect(view).toMatchObject({ status: 'failed', error: importMessages['import.interrupted'].en });
    const [stored] = await t.app.db.select().from(imports).where(eq(imports.id, record!.id));
    expect(stored!.file).toBeNull();
    const unseen = await injectAs(t.app, cookie, { method: 'GET', url: `/api/user/${user.id}/notifications/unseen` });
    expect(unseen.json()).toMatchObject({ notifications: [{ code: 'import_failed', type: 'alert' }] });
  });

  it('shows visitors at once what a later import adds to a list its member has made public', async () => {
    // Visitors' answers kept a minute rather than half a second: only the import's word empties them.
    const t = await createTestApp({}, { visitorCache: { ttlMs: 60_000 } });
    const user = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const full = fixture('letterboxd-list.csv').toString('utf8');
    // The header block, the blank line and the entries' header, then the first two entries.
    const lines = full.split('\n');
    const entriesStart = lines.findIndex((line) => line.startsWith('Position,'));
    const firstEntries = lines.slice(entriesStart + 1).filter((line) => /^\d+,/.test(line));
    const shorter = [...lines.slice(0, entriesStart + 1), ...firstEntries.slice(0, 2)].join('\n');
    await importAndWait(t.app, t.database, cookie, Buffer.from(shorter), 'list.csv');
    const [list] = await t.app.db.select().from(lists).where(eq(lists.creatorId, user.id));
    const published = await injectAs(t.app, cookie, {
      method: 'PUT',
      url: `/api/list/update/${list!.id}`,
      payload: { title: list!.title, description: list!.description, privacy: 'public' },
    });
    expect(published.statusCode).toBe(200);
    const visitorCount = async () => {
      const response = await injectAs(t.app, undefined, {
        method: 'GET',
        url: `/api/lists/getAllListsFiltered/?creator_id=${user.id}`,
      });
      expect(response.statusCode).toBe(200);
      return (response.json() as { lists: { item_count: number }[] }).lists[0]?.item_count;
    };
    expect(await visitorCount()).toBe(2);

    const again = await importAndWait(t.app, t.database, cookie, fixture('letterboxd-list.csv'), 'list.csv');
    expect(again.counts.items).toBe(westernsItems.length - 2);
    expect(await visitorCount()).toBe(westernsItems.length);
    await t.close();
  });
});
