import { IMPORT_MAX_FILE_BYTES, IMPORTS_PER_DAY, importMessages, type ImportErrorCode } from '@pepites/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imports } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser, injectAs } from '../../test/auth-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { importAndWait, uploadImport } from '../../test/import-helpers.js';
import { STALE_IMPORT_HOURS } from './import-store.js';
import { buildZip, fixture } from './test-zip.js';

const text = (value: string) => Buffer.from(value);

/** Files each refused with its reason (the cases of refusals.test.ts), as a member would send them. */
const refusedFiles: [ImportErrorCode, Buffer][] = [
  ['import.unrecognised', text('%PDF-1.7\nnot a list\n')],
  ['import.wrongColumns', text('Titre,Année\nStar Wars,1977\n')],
  ['import.wrongJson', text('{"name":"Star Wars"}')],
  ['import.nulBytes', text('Date,Name,Tags,URL,Description\u0000\n')],
  ['import.nothingToImport', buildZip([{ name: 'profile.csv', data: 'Date Joined,Username\n' }])],
];

describe('who may import, and which files are refused', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const member = async () => {
    const user = await createUser(t.app);
    return { user, cookie: await cookieFor(t.app, user) };
  };

  it.each(refusedFiles)('refuses a file (%s) at once with its reason in French and in English', async (code, bytes) => {
    const { user, cookie } = await member();
    for (const lang of ['fr', 'en'] as const) {
      const response = await uploadImport(t.app, cookie, bytes, 'export.csv', lang);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: importMessages[code][lang],
        fields: { file: importMessages[code][lang] },
      });
    }
    expect(await t.app.db.select().from(imports).where(eq(imports.userId, user.id))).toEqual([]);
  });

  it('refuses a file over 20 MB with a 413 that says so', async () => {
    const { cookie } = await member();
    const response = await uploadImport(t.app, cookie, Buffer.alloc(IMPORT_MAX_FILE_BYTES + 1, 'a'), 'big.csv', 'en');
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: importMessages['import.fileTooLarge'].en });
  });

  it('refuses a second import while one runs (409)', async () => {
    const { user, cookie } = await member();
    await t.app.db.insert(imports).values({ userId: user.id, source: 'imdb', fileName: 'a.csv', status: 'matching' });
    const response = await uploadImport(t.app, cookie, fixture('trakt-list.json'), 'trakt.json');
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'conflict', message: importMessages['import.alreadyRunning'].fr });
  });

  it('lets a member import again once a running import is older than a lost job can be', async () => {
    const { user, cookie } = await member();
    const [stale] = await t.app.db
      .insert(imports)
      .values({
        userId: user.id,
        source: 'imdb',
        fileName: 'a.csv',
        status: 'matching',
        createdAt: new Date(Date.now() - (STALE_IMPORT_HOURS + 1) * 3_600_000),
      })
      .returning();
    expect((await uploadImport(t.app, cookie, fixture('trakt-list.json'), 'trakt.json')).statusCode).toBe(202);
    await jobsDone(t.database);
    const [ended] = await t.app.db.select().from(imports).where(eq(imports.id, stale!.id));
    expect(ended).toMatchObject({ status: 'failed', errorCode: 'import.interrupted' });
  });

  it("answers 404 for another member's import, an unknown id and a malformed one, on detail and choices", async () => {
    const owner = await member();
    const other = await member();
    const view = await importAndWait(t.app, t.database, owner.cookie, fixture('trakt-list.json'), 'trakt.json');
    const ids = [view.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1'];
    for (const id of ids) {
      const detail = await injectAs(t.app, other.cookie, { method: 'GET', url: `/api/imports/${id}` });
      expect(detail.statusCode).toBe(404);
      const choices = await injectAs(t.app, other.cookie, {
        method: 'POST',
        url: `/api/imports/${id}/choices`,
        payload: { choices: [{ row: 0, pick: null }] },
      });
      expect(choices.statusCode).toBe(404);
    }
    const latest = await injectAs(t.app, other.cookie, { method: 'GET', url: '/api/imports/latest' });
    expect(latest.json()).toEqual({ import: null });
  });

  it('answers 401 to a visitor on every import route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await uploadImport(t.app, undefined, fixture('trakt-list.json'), 'trakt.json')).statusCode).toBe(401);
    expect((await injectAs(t.app, undefined, { method: 'GET', url: '/api/imports/latest' })).statusCode).toBe(401);
    expect((await injectAs(t.app, undefined, { method: 'GET', url: `/api/imports/${id}` })).statusCode).toBe(401);
    const choices = await injectAs(t.app, undefined, {
      method: 'POST',
      url: `/api/imports/${id}/choices`,
      payload: { choices: [{ row: 0, pick: null }] },
    });
    expect(choices.statusCode).toBe(401);
  });

  it('refuses more than the daily number of imports (429), refused files not counted', async () => {
    const { cookie } = await member();
    expect((await uploadImport(t.app, cookie, text('nothing'), 'a.csv')).statusCode).toBe(400);
    for (let started = 0; started < IMPORTS_PER_DAY; started += 1) {
      expect((await uploadImport(t.app, cookie, fixture('trakt-list.json'), 'trakt.json')).statusCode).toBe(202);
      await jobsDone(t.database);
    }
    const refused = await uploadImport(t.app, cookie, fixture('trakt-list.json'), 'trakt.json');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
