import { EXPORT_TTL_HOURS, type ExportView } from '@pepites/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataExports, notifications } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { RATE_LIMITS } from '../../lib/rate-limit/rules.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser, injectAs, uniqueAddress } from '../../test/auth-helpers.js';
import { jobsDone } from '../../test/jobs.js';
import { newestMailFileTo } from '../../test/outbox-files.js';
import { readImportFile, readZip } from '../imports/index.js';
import { AVATAR_BYTES, memberWithData, TRICKY, type ExportFixture } from '../../test/export-fixture.js';
import { purgeExpiredExports } from './exports.service.js';

const HEADER = 'Title,Year,tmdbID,imdbID,WatchedDate,Review\r\n';
const LIST_NAME = 'Westerns, « spaghetti » & co';

describe('download my data', () => {
  let t: TestApp;
  let f: ExportFixture;
  let cookie: string;
  let ready: ExportView;
  let archive: Buffer;

  beforeAll(async () => {
    t = await createTestApp();
    await seedReferenceData(t.database.db);
    f = await memberWithData(t.app);
    cookie = await cookieFor(t.app, f.member);
  });
  afterAll(() => t.close());

  const call = (as: string | undefined, method: 'GET' | 'POST', url: string, lang = 'fr') =>
    injectAs(t.app, as, { method, url, remoteAddress: uniqueAddress(), headers: { 'accept-language': lang } });
  const latest = async (as = cookie) => {
    const response = await call(as, 'GET', '/api/account/exports/latest');
    expect(response.statusCode).toBe(200);
    return response.json<{ export: ExportView | null }>().export;
  };
  const files = () => new Map(readZip(archive).map((entry) => [entry.name, Buffer.from(entry.read())]));
  const jsonFile = (name: string) => JSON.parse(files().get(name)!.toString('utf8')) as unknown;
  const textFile = (name: string) => files().get(name)!.toString('utf8');
  const errorOf = (response: LightMyRequestResponse) => response.json<{ code: string; message: string }>();

  it('queues an archive (202), which the job makes ready for 24 hours, with a notification and a mail', async () => {
    expect(await latest()).toBeNull();
    const started = await call(cookie, 'POST', '/api/account/exports');
    expect(started.statusCode, started.body).toBe(202);
    const queued = started.json<{ export: ExportView }>().export;
    expect(queued).toMatchObject({ status: 'queued', byteSize: null, readyAt: null, downloadPath: null });

    await jobsDone(t.database);
    ready = (await latest())!;
    expect(ready).toMatchObject({
      id: queued.id,
      status: 'ready',
      downloadPath: `/api/account/exports/${queued.id}/download`,
    });
    expect(ready.byteSize).toBeGreaterThan(0);
    expect(Date.parse(ready.expiresAt) - Date.parse(ready.readyAt!)).toBe(EXPORT_TTL_HOURS * 3_600_000);

    const told = await t.database.db
      .select({ type: notifications.type })
      .from(notifications)
      .where(and(eq(notifications.userId, f.member.id), eq(notifications.code, 'export_ready')));
    expect(told).toEqual([{ type: 'information' }]);
    // The member's language is English (users.lang): the mail is in English, with the profile's link only.
    const mail = await newestMailFileTo(t.config.dataDir, f.member.email);
    expect(mail).toMatchObject({ kind: 'data-export', subject: 'Your Pépites archive is ready' });
    expect(mail?.text).toContain(`${t.config.publicUrl}/userProfile`);
    expect(mail?.text).not.toContain(queued.id);
  });

  it('sends the ZIP to its member as an attachment named after them and the day', async () => {
    const response = await call(cookie, 'GET', ready.downloadPath!);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const day = ready.readyAt!.slice(0, 10);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="pepites-${f.member.user_name}-${day}.zip"; filename*=UTF-8''pepites-${f.member.user_name}-${day}.zip`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    archive = response.rawPayload;
    expect(archive.length).toBe(ready.byteSize);
    expect([...files().keys()].sort()).toEqual(
      [
        'avatar.webp',
        'badges.json',
        'community.json',
        'likes.json',
        `lists/${LIST_NAME} (2).csv`,
        `lists/${LIST_NAME}.csv`,
        'lists.json',
        'notifications.json',
        'profile.json',
        'seen.json',
        'streaming.json',
        'watched.csv',
      ].sort(),
    );
  });

  it('holds the profile without password hash or session, and the avatar image', () => {
    const profile = jsonFile('profile.json') as Record<string, unknown>;
    expect(profile).toEqual({
      id: f.member.id,
      user_name: f.member.user_name,
      email: f.member.email,
      role: 'user',
      avatar: expect.stringMatching(/^\/api\/uploads\/[a-f0-9]{32}$/),
      country: null,
      city: 'Lyon',
      catchline: 'Cinéphile, "sériephile"',
      introduction: null,
      lang: 'en',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    const everything = [...files().values()].map((bytes) => bytes.toString('latin1')).join('\n');
    expect(everything).not.toMatch(/\$argon2|password|session/i);
    expect(files().get('avatar.webp')).toEqual(AVATAR_BYTES);
  });

  it('holds every list with its tags, privacy, description, dates and items in order', () => {
    const [movie, formula, show, video] = f.itemIds;
    expect(movie && formula && show && video).toBeTruthy();
    const lists = jsonFile('lists.json') as Record<string, unknown>[];
    expect(lists).toEqual([
      {
        id: f.lists.westerns,
        title: LIST_NAME,
        description: 'Les meilleurs, "vraiment"',
        privacy: 'public',
        type: 'mixed',
        tags: [
          { name: 'action', name_fr: 'action' },
          { name: 'classic', name_fr: 'classique' },
        ],
        likes_count: 0,
        created_at: expect.any(String),
        updated_at: expect.any(String),
        items: [
          expect.objectContaining({
            position: 1,
            type: 'movie',
            title: TRICKY.quoted,
            year: 1966,
            note: TRICKY.noteQuoted,
          }),
          expect.objectContaining({
            position: 2,
            type: 'movie',
            title: TRICKY.formula,
            year: null,
            note: TRICKY.noteFormula,
          }),
          expect.objectContaining({
            position: 3,
            type: 'show',
            title: TRICKY.show,
            year: 2019,
            note: TRICKY.noteLines,
          }),
        ],
      },
      expect.objectContaining({
        id: f.lists.hidden,
        privacy: 'private',
        type: 'youtube-video',
        tags: [],
        items: [expect.objectContaining({ position: 1, type: 'youtube', title: TRICKY.video, year: 2024, note: null })],
      }),
    ]);
    const items = (lists[0]!.items as Record<string, unknown>[]).map((item) => item.provider_id);
    expect(items.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
  });

  it('holds the follows each way, the comments, the lists edited with others and the notification settings', () => {
    expect(jsonFile('community.json')).toEqual({
      following: [{ user_name: f.other.user_name, since: '2025-02-01T10:00:00.000Z' }],
      followers: [{ user_name: f.other.user_name, since: '2025-02-02T10:00:00.000Z' }],
      comments: [
        {
          list_id: f.otherList,
          list_title: 'Polars de Marseille',
          body: TRICKY.noteLines,
          spoiler: true,
          created_at: '2025-02-03T10:00:00.000Z',
          edited_at: null,
        },
      ],
      lists_edited_together: [{ list_id: f.otherList, title: 'Polars de Marseille', status: 'invited' }],
      notification_settings: { muted: ['like_received'], weekly_digest: true, arrival_mail: 'instant' },
    });
  });

  it('holds the streaming services, the titles and the lists followed for alerts', () => {
    expect(jsonFile('streaming.json')).toEqual({
      country: 'FR',
      service_ids: [8, 119],
      services_saved_at: expect.any(String),
      titles_followed: [
        {
          type: 'movie',
          provider_id: '603',
          title: 'The Matrix',
          on_its_own: true,
          arrivals_told: 1,
          followed_at: '2025-02-04T10:00:00.000Z',
        },
      ],
      lists_followed: [{ list_id: f.otherList, title: 'Polars de Marseille', followed_at: '2025-02-05T10:00:00.000Z' }],
    });
  });

  it('holds the likes, seen marks, badges and notifications', () => {
    expect(jsonFile('likes.json')).toEqual([
      { list_id: f.otherList, title: 'Polars de Marseille', creator: f.other.user_name, liked_at: expect.any(String) },
    ]);
    expect(jsonFile('seen.json')).toEqual([
      expect.objectContaining({ type: 'movie', title: TRICKY.quoted, year: 1966, seen_at: '2025-03-04T10:00:00.000Z' }),
      expect.objectContaining({ type: 'show', title: TRICKY.show, year: 2019, seen_at: '2025-05-06T10:00:00.000Z' }),
    ]);
    expect(jsonFile('badges.json')).toEqual([
      expect.objectContaining({ name: 'Pionnier', name_en: 'Pioneer', unlocked_at: expect.any(String) }),
    ]);
    const notes = (jsonFile('notifications.json') as { code: string }[]).sort((a, b) => a.code.localeCompare(b.code));
    expect(notes).toEqual([
      expect.objectContaining({ type: 'alert', code: 'admin_message', message: 'Bienvenue', seen: true }),
      expect.objectContaining({
        type: 'badge',
        code: 'badge_unlocked',
        message: 'Nouveau badge débloqué : « Pionnier ». Bravo !',
        message_en: 'New badge unlocked: “Pioneer”. Well done!',
        seen: false,
      }),
    ]);
  });

  it("writes one CSV per list and watched.csv in Letterboxd's import columns, escaped and disarmed", () => {
    const tmdb = (index: number) =>
      (jsonFile('lists.json') as { items: { provider_id: string }[] }[])[0]!.items[index]!.provider_id;
    expect(textFile(`lists/${LIST_NAME}.csv`)).toBe(
      HEADER +
        `"Le ""Bon"", la Brute et l’Étrange",1966,${tmdb(0)},,2025-03-04,"Vu deux fois, ""culte"" ; à revoir"\r\n` +
        `"'=HYPERLINK(""http://evil.test"")",,${tmdb(1)},,,'+33 1 23 45 67 89\r\n` +
        `Série à suivre,2019,,,2025-05-06,"Première ligne\nseconde ligne"\r\n`,
    );
    expect(textFile(`lists/${LIST_NAME} (2).csv`)).toBe(`${HEADER}"'@Vidéo, en direct",2024,,,,\r\n`);
    expect(textFile('watched.csv')).toBe(
      HEADER +
        `"Le ""Bon"", la Brute et l’Étrange",1966,${tmdb(0)},,2025-03-04,\r\n` +
        `Série à suivre,2019,,,2025-05-06,\r\n`,
    );
  });

  it('reads back through the importer: every list with its titles, years and notes in order, and the titles seen', () => {
    const file = readImportFile(archive);
    expect(file.lists.map((list) => list.name).sort()).toEqual([LIST_NAME, `${LIST_NAME} (2)`]);
    const westerns = file.lists.find((list) => list.name === LIST_NAME)!;
    expect(westerns.rows.map(({ title, year, note, position }) => ({ title, year, note, position }))).toEqual([
      { title: TRICKY.quoted, year: 1966, note: TRICKY.noteQuoted, position: 1 },
      // A cell that would run as a formula keeps the apostrophe that disarmed it.
      { title: `'${TRICKY.formula}`, year: null, note: `'${TRICKY.noteFormula}`, position: 2 },
      { title: TRICKY.show, year: 2019, note: TRICKY.noteLines, position: 3 },
    ]);
    expect(westerns.rows[0]).toMatchObject({ kind: 'movie', tmdbId: expect.any(Number) });
    expect(westerns.rows[2]!.kind).toBeUndefined();
    expect(file.watched.map(({ title, watchedOn }) => ({ title, watchedOn }))).toEqual([
      { title: TRICKY.quoted, watchedOn: '2025-03-04' },
      { title: TRICKY.show, watchedOn: '2025-05-06' },
    ]);
  });

  it('answers 404 to another member and for unknown or malformed ids, 401 signed out', async () => {
    const other = await cookieFor(t.app, f.other);
    const notFound = await call(other, 'GET', ready.downloadPath!);
    expect(notFound.statusCode).toBe(404);
    expect(errorOf(notFound)).toEqual({ code: 'not_found', message: "Cette ressource n'existe pas." });
    expect(await latest(other)).toBeNull();
    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', `${ready.id}x`]) {
      expect((await call(cookie, 'GET', `/api/account/exports/${id}/download`)).statusCode).toBe(404);
    }
    for (const [method, url] of [
      ['GET', ready.downloadPath!],
      ['GET', '/api/account/exports/latest'],
      ['POST', '/api/account/exports'],
    ] as const) {
      const response = await call(undefined, method, url);
      expect(response.statusCode).toBe(401);
      expect(errorOf(response).code).toBe('unauthenticated');
    }
  });

  it('answers 410 once expired, and the hourly purge drops the bytes but keeps the answer', async () => {
    await t.app.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.publicId, ready.id));
    const expired = await call(cookie, 'GET', ready.downloadPath!, 'en');
    expect(expired.statusCode).toBe(410);
    expect(errorOf(expired)).toEqual({
      code: 'export_expired',
      message: 'This archive has expired. Please request a new one.',
    });
    expect((await latest())?.downloadPath).toBeNull();

    expect((await purgeExpiredExports(t.app.db)).cleared).toBeGreaterThanOrEqual(1);
    const [row] = await t.app.db
      .select({ archive: dataExports.archive })
      .from(dataExports)
      .where(eq(dataExports.publicId, ready.id));
    expect(row).toEqual({ archive: null });
    expect((await call(cookie, 'GET', ready.downloadPath!)).statusCode).toBe(410);
  });

  it('refuses a second archive while one is being prepared (409), not once it is stale', async () => {
    const member = await createUser(t.app);
    const own = await cookieFor(t.app, member);
    const [queued] = await t.app.db
      .insert(dataExports)
      .values({ userId: member.id, status: 'queued', expiresAt: sql`now() + interval '10 minutes'` })
      .returning({ id: dataExports.id });
    const refused = await call(own, 'POST', '/api/account/exports');
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'export_in_progress',
      message: 'Une archive de vos données est déjà en préparation. Elle sera prête dans quelques minutes.',
    });
    expect(await latest(own)).toMatchObject({ status: 'queued', downloadPath: null });

    await t.app.db
      .update(dataExports)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(dataExports.id, queued!.id));
    expect((await call(own, 'POST', '/api/account/exports')).statusCode).toBe(202);
    await jobsDone(t.database);
  });

  it('allows a few archives a day, then 429 with Retry-After', async () => {
    const member = await createUser(t.app);
    const own = await cookieFor(t.app, member);
    const { max } = RATE_LIMITS.dataExport[0];
    for (let i = 0; i < max; i += 1) {
      expect((await call(own, 'POST', '/api/account/exports')).statusCode).toBe(202);
      // Ended before the next (failed, as a build that throws leaves it), so only the day's count refuses the last one.
      await t.app.db.update(dataExports).set({ status: 'failed' }).where(eq(dataExports.userId, member.id));
    }
    const refused = await call(own, 'POST', '/api/account/exports', 'en');
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('rate_limited');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
