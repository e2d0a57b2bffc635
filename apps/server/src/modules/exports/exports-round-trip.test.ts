import type { ExportView } from '@pepites/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listItems, seenMarks } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser, injectAs } from '../../test/auth-helpers.js';
import { importAndWait, listsOf, seenOf } from '../../test/import-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { addItem, makeList, newItem } from '../../test/list-helpers.js';

const SUMMER = 'Films d’été, « cultes »';
const SHORT = 'Courts, mais bons';

/**
 * The archive's promise: its ZIP, uploaded to POST /api/imports by another account, gives that
 * account the same lists, with the same films in the same order and the same notes, and the same
 * titles seen (docs/decisions/036-data-export.md).
 */
describe('an archive imported into a new account', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives back every list with its films in order, their notes, and the titles seen', async () => {
    const member = await createUser(t.app);
    const summer = await makeList(t.app, member.id, { title: SUMMER });
    const short = await makeList(t.app, member.id, { title: SHORT });
    const films = [newItem('movie'), newItem('movie'), newItem('movie'), newItem('movie')];
    const ids = [
      await addItem(t.app, summer, films[0]),
      await addItem(t.app, summer, films[1]),
      await addItem(t.app, summer, films[2]),
      await addItem(t.app, short, films[3]),
    ];
    const notes = ['À revoir, "absolument"', null, 'Le meilleur ; sans conteste'];
    for (const [index, note] of notes.entries()) {
      await t.app.db
        .update(listItems)
        .set({ note })
        .where(and(eq(listItems.listId, summer), eq(listItems.itemId, ids[index]!)));
    }
    await t.app.db.insert(seenMarks).values([
      { userId: member.id, itemId: ids[1]! },
      { userId: member.id, itemId: ids[3]! },
    ]);

    const cookie = await cookieFor(t.app, member);
    expect((await injectAs(t.app, cookie, { method: 'POST', url: '/api/account/exports' })).statusCode).toBe(202);
    await jobsDone(t.database);
    const latest = await injectAs(t.app, cookie, { method: 'GET', url: '/api/account/exports/latest' });
    const ready = latest.json<{ export: ExportView }>().export;
    expect(ready.status).toBe('ready');
    const download = await injectAs(t.app, cookie, { method: 'GET', url: ready.downloadPath! });
    expect(download.statusCode).toBe(200);

    const newcomer = await createUser(t.app);
    const view = await importAndWait(
      t.app,
      t.database,
      await cookieFor(t.app, newcomer),
      download.rawPayload,
      'pepites.zip',
    );
    expect(view).toMatchObject({ status: 'done', error: null });
    expect(view.counts).toMatchObject({ lists: 2, items: 4, seen: 2, ambiguous: 0, notFound: 0 });

    const key = (film: { type: string; provider_id: string }) => `${film.type}:${film.provider_id}`;
    const imported = await listsOf(t.app, newcomer.id);
    expect(imported.get(SUMMER)?.items).toEqual([
      [key(films[0]!), notes[0]],
      [key(films[1]!), null],
      [key(films[2]!), notes[2]],
    ]);
    expect(imported.get(SHORT)?.items).toEqual([[key(films[3]!), null]]);
    expect(await seenOf(t.app, newcomer.id)).toEqual([key(films[1]!), key(films[3]!)].sort());
    // The original account is untouched.
    const kept = await t.app.db
      .select()
      .from(listItems)
      .where(inArray(listItems.listId, [summer, short]));
    expect(kept).toHaveLength(4);
  });
});
