import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app.js';
import { cookieFor, createAdmin, createUser, injectAs, uniqueAddress, type TestUser } from './auth-helpers.js';
import { uploadImport } from './import-helpers.js';
import { jobsDone } from './jobs.js';

/**
 * The account and admin routes that take an id in their path, attacked the way the outside attacks
 * did the others (docs/decisions/021): ids past a 32-bit integer, negative, written in another
 * base, percent-encoded slashes and NULs, another member's. Each is a 4xx naming nothing; an
 * import's or an export's id that is not one of the member's is a 404 like any unknown one.
 */
const BAD_USER_IDS = [
  '2147483648',
  '99999999999999999999',
  '-1',
  '0',
  '1e3',
  '0x10',
  '1.5',
  '%00',
  '%2e%2e%2f1',
  '%20',
];
const BAD_SESSION_IDS = [
  '00000000-0000-0000-0000-000000000000',
  'not-a-uuid',
  '%00',
  '%2e%2e%2fsessions',
  'a'.repeat(5000),
  encodeURIComponent('ｆｆｆｆｆｆｆｆ-ｆｆｆｆ-ｆｆｆｆ-ｆｆｆｆ-ｆｆｆｆｆｆｆｆｆｆｆｆ'),
];

/** An id longer than any id is refused by its schema (400) before it is looked for (404). */
const expectedFor = (id: string) => (decodeURIComponent(id).length > 100 ? 400 : 404);

describe('account and admin ids in paths', () => {
  let t: TestApp;
  let member: TestUser;
  let memberCookie: string;
  let adminCookie: string;
  beforeAll(async () => {
    t = await createTestApp();
    member = await createUser(t.app);
    memberCookie = await cookieFor(t.app, member);
    adminCookie = await cookieFor(t.app, await createAdmin(t.app));
  });
  afterAll(async () => t.close());

  const send = (cookie: string, method: 'GET' | 'DELETE', url: string) =>
    injectAs(t.app, cookie, {
      method,
      url,
      remoteAddress: uniqueAddress(),
      headers: { 'accept-language': 'en' },
      payload: method === 'DELETE' ? {} : undefined,
    });

  it.each(BAD_USER_IDS)('the admin deleting user %j gets a 4xx and no one is deleted', async (id) => {
    const response = await send(adminCookie, 'DELETE', `/api/admin/users/${id}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const stillThere = await injectAs(t.app, undefined, { method: 'GET', url: `/api/user/${member.id}` });
    expect(stillThere.statusCode).toBe(200);
  });

  it.each(BAD_SESSION_IDS)('signing out session %j is a 4xx and keeps the member signed in', async (id) => {
    const response = await send(memberCookie, 'DELETE', `/api/account/sessions/${id}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    const sessions = await send(memberCookie, 'GET', '/api/account/sessions');
    expect(sessions.statusCode).toBe(200);
  });

  it.each(BAD_SESSION_IDS)("an import or export id that is not one of the member's (#%#) is a 404", async (id) => {
    for (const url of [`/api/imports/${id}`, `/api/account/exports/${id}/download`]) {
      const response = await send(memberCookie, 'GET', url);
      expect(response.statusCode, url.slice(0, 80)).toBe(expectedFor(id));
    }
    const choices = await injectAs(t.app, memberCookie, {
      method: 'POST',
      url: `/api/imports/${id}/choices`,
      payload: { choices: [{ row: 0, pick: null }] },
    });
    expect(choices.statusCode).toBe(expectedFor(id));
  });

  it('an import named with NULs, bidi marks and 5,000 characters keeps a clean, cut name', async () => {
    const csv = Buffer.from(
      [
        'Position,Const,Created,Modified,Description,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors,Your Rating,Date Rated',
        '1,tt0060196,2024-01-10,2024-01-10,,"The Good, the Bad and the Ugly",,movie,,,1966,,,,,,',
      ].join('\n'),
    );
    const name = `a\u0000b\u202e${'x'.repeat(5000)}.csv`;
    const started = await uploadImport(t.app, memberCookie, csv, name);
    expect(started.statusCode).toBe(202);
    const { fileName } = (started.json() as { import: { fileName: string } }).import;
    expect(fileName).toMatch(/^abx+/);
    expect(fileName.length).toBeLessThanOrEqual(255);
    await jobsDone(t.database);
  });

  it("a member cannot sign out another member's session by its id", async () => {
    const other = await createUser(t.app);
    const otherCookie = await cookieFor(t.app, other);
    const listed = await send(otherCookie, 'GET', '/api/account/sessions');
    expect(listed.statusCode).toBe(200);
    const [session] = (listed.json() as { sessions: { id: string }[] }).sessions;
    expect(session).toBeDefined();

    const response = await send(memberCookie, 'DELETE', `/api/account/sessions/${session!.id}`);
    expect(response.statusCode).toBe(404);
    expect((await send(otherCookie, 'GET', '/api/account/sessions')).statusCode).toBe(200);
  });
});
