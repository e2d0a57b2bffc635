import { importMessages, type ImportView } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser, injectAs } from '../../test/auth-helpers.js';
import { importAndWait, listsOf, seenOf } from '../../test/import-helpers.js';

/** A Letterboxd list whose titles come without a year: two of them name several films. */
const yearless = Buffer.from(
  [
    'Letterboxd list export v7',
    'Date,Name,Tags,URL,Description',
    '2024-02-11,Sans années,,https://letterboxd.com/pepite/list/sans-annees/,',
    '',
    'Position,Name,Year,URL,Description',
    '1,The Punisher,,https://boxd.it/1,Laquelle ?',
    '2,Fantastic Four,,https://boxd.it/2,',
    '3,Star Wars,1977,https://boxd.it/3,',
    '',
  ].join('\n'),
);

describe('choosing among the candidates of an import', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const choose = (cookie: string, id: string, choices: unknown, lang = 'fr') =>
    injectAs(t.app, cookie, {
      method: 'POST',
      url: `/api/imports/${id}/choices`,
      payload: { choices },
      headers: { 'accept-language': lang },
    });

  it('lists ambiguous rows with their candidates, then adds the chosen one with its note and drops the skipped one', async () => {
    const user = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const view = await importAndWait(t.app, t.database, cookie, yearless, 'sans-annees.csv');
    expect(view.counts).toMatchObject({ lists: 1, items: 1, ambiguous: 2, notFound: 0 });
    const [punisher, fantastic] = view.review.ambiguous;
    expect(punisher).toMatchObject({ title: 'The Punisher', year: null, lists: ['Sans années'], watched: false });
    expect(punisher!.candidates.map((c) => `${c.type}:${c.providerId}`)).toEqual(['movie:7220', 'movie:8867']);
    expect(fantastic!.candidates).toHaveLength(2);

    const notOffered = await choose(
      cookie,
      view.id,
      [{ row: punisher!.row, pick: { type: 'movie', providerId: '11' } }],
      'en',
    );
    expect(notOffered.statusCode).toBe(400);
    expect(notOffered.json()).toMatchObject({ message: importMessages['import.notACandidate'].en });
    const unknownRow = await choose(cookie, view.id, [{ row: 99, pick: null }]);
    expect(unknownRow.statusCode).toBe(400);
    expect(unknownRow.json()).toMatchObject({ message: importMessages['import.unknownRow'].fr });

    const resolved = await choose(cookie, view.id, [
      { row: punisher!.row, pick: { type: 'movie', providerId: '8867' } },
      { row: fantastic!.row, pick: null },
    ]);
    expect(resolved.statusCode).toBe(200);
    const after = (resolved.json() as { import: ImportView }).import;
    expect(after.review.ambiguous).toEqual([]);
    expect(after.counts).toMatchObject({ items: 2, ambiguous: 0 });
    expect((await listsOf(t.app, user.id)).get('Sans années')!.items).toEqual([
      ['movie:11', null],
      ['movie:8867', 'Laquelle ?'],
    ]);
    // The same choice again names a row no longer waiting: nothing is added twice.
    const again = await choose(cookie, view.id, [{ row: punisher!.row, pick: { type: 'movie', providerId: '8867' } }]);
    expect(again.statusCode).toBe(400);
    expect((await listsOf(t.app, user.id)).get('Sans années')!.items).toHaveLength(2);
  });

  it('marks a chosen watched title seen', async () => {
    const user = await createUser(t.app);
    const cookie = await cookieFor(t.app, user);
    const history = Buffer.from(
      JSON.stringify([
        {
          id: 1,
          watched_at: '2024-04-02T21:30:00.000Z',
          action: 'watch',
          type: 'movie',
          movie: { title: 'The Punisher' },
        },
      ]),
    );
    const view = await importAndWait(t.app, t.database, cookie, history, 'history.json');
    const [row] = view.review.ambiguous;
    expect(row).toMatchObject({ title: 'The Punisher', watched: true, lists: [] });
    const resolved = await choose(cookie, view.id, [{ row: row!.row, pick: { type: 'movie', providerId: '7220' } }]);
    expect(resolved.statusCode).toBe(200);
    expect((resolved.json() as { import: ImportView }).import.counts.seen).toBe(1);
    expect(await seenOf(t.app, user.id)).toEqual(['movie:7220']);
  });
});
