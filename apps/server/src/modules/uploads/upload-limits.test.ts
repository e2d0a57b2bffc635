import { eq, inArray, sql } from 'drizzle-orm';
import sharp, { type Sharp } from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { badges, uploads, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser, csrf, uniqueAddress, type TestUser } from '../../test/auth-helpers.js';
import { multipartImages } from '../../test/multipart.js';
import { deleteUnusedUploads, PENDING_UPLOADS_PER_USER, saveUpload } from './uploads.service.js';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6a3' } })
    .png()
    .toBuffer();

async function until(condition: () => boolean): Promise<void> {
  for (let attempt = 0; attempt < 500 && !condition(); attempt++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  if (!condition()) throw new Error('condition not met within 5 s');
}

/**
 * Watches sharp (what the upload routes decode with): how many header reads have ended, and the most
 * decodes (`toBuffer`) running at once. Each decode is held until `uploads` headers have been read
 * and the work they let through has started, so every decode the route allows at once overlaps.
 */
function watchDecoding(uploads: number) {
  type Method = (this: Sharp, ...args: unknown[]) => Promise<unknown>;
  const prototype = sharp.prototype as unknown as Record<'metadata' | 'toBuffer', Method>;
  const { metadata, toBuffer } = prototype;
  const seen = { headersRead: 0, decoding: 0, mostAtOnce: 0 };
  vi.spyOn(prototype, 'metadata').mockImplementation(async function (this: Sharp, ...args: unknown[]) {
    try {
      return await metadata.apply(this, args);
    } finally {
      seen.headersRead += 1;
    }
  });
  vi.spyOn(prototype, 'toBuffer').mockImplementation(async function (this: Sharp, ...args: unknown[]) {
    seen.decoding += 1;
    seen.mostAtOnce = Math.max(seen.mostAtOnce, seen.decoding);
    try {
      await until(() => seen.headersRead >= uploads);
      await new Promise((resolve) => setImmediate(resolve));
      return await toBuffer.apply(this, args);
    } finally {
      seen.decoding -= 1;
    }
  });
  return seen;
}

describe('avatar upload limits', () => {
  let t: TestApp;
  let user: TestUser;
  let small: Buffer;
  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t.app);
    small = await png(24, 24);
  });
  afterAll(async () => t.close());

  const upload = async (files: { field: string; bytes: Buffer }[], who: TestUser = user, lang = 'en') => {
    const body = multipartImages(files);
    return t.app.inject({
      method: 'POST',
      url: '/api/uploads/avatar',
      payload: body.payload,
      remoteAddress: uniqueAddress(),
      headers: { ...body.headers, ...csrf, cookie: await cookieFor(t.app, who), 'accept-language': lang },
    });
  };
  const storedFor = async (owner: TestUser) =>
    (await t.database.db.select({ id: uploads.id }).from(uploads).where(eq(uploads.ownerId, owner.id))).length;

  it('refuses two files with 400 on the field, and stores neither', async () => {
    const someone = await createUser(t.app);
    const response = await upload(
      [
        { field: 'file', bytes: small },
        { field: 'file', bytes: small },
      ],
      someone,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 'validation_failed',
      message: 'Some fields are invalid.',
      fields: { file: 'Send one image at a time.' },
    });
    expect(await storedFor(someone)).toBe(0);
  });

  it('refuses a file sent under another name', async () => {
    const response = await upload([{ field: 'picture', bytes: small }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toEqual({ file: 'This field is required.' });
  });

  it('refuses an image whose canvas is over 24 megapixels before decoding it (413)', async () => {
    const bomb = await png(7000, 7000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const responses = await Promise.all([0, 1, 2, 3].map(() => upload([{ field: 'file', bytes: bomb }], user, 'fr')));
    for (const response of responses) {
      expect(response.statusCode).toBe(413);
      expect(response.json().fields).toEqual({
        file: "L'image est trop grande : 24 millions de pixels au plus (6000 × 4000, par exemple).",
      });
    }
  });

  it('decodes one image at a time: parallel uploads wait their turn and are all stored', async () => {
    const photos = await Promise.all([0, 1, 2].map((index) => png(1200 + index, 900)));
    const owners = await Promise.all(photos.map(() => createUser(t.app)));
    const seen = watchDecoding(photos.length);
    try {
      const responses = await Promise.all(
        photos.map((bytes, index) => upload([{ field: 'file', bytes }], owners[index])),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    } finally {
      vi.restoreAllMocks();
    }
    expect(seen.headersRead).toBe(3);
    expect(seen.mostAtOnce).toBe(1);
    expect(await Promise.all(owners.map(storedFor))).toEqual([1, 1, 1]);
  });

  it(`keeps only a user's ${PENDING_UPLOADS_PER_USER} newest unused uploads, and the one in use`, async () => {
    const owner = await createUser(t.app);
    const first = await upload([{ field: 'file', bytes: small }], owner);
    const avatar = first.json<{ url: string }>().url;
    await t.database.db.update(users).set({ avatar }).where(eq(users.id, owner.id));
    const urls: string[] = [];
    for (let attempt = 0; attempt < PENDING_UPLOADS_PER_USER + 3; attempt++) {
      const response = await upload([{ field: 'file', bytes: small }], owner);
      expect(response.statusCode).toBe(200);
      urls.push(response.json<{ url: string }>().url);
    }
    expect(await storedFor(owner)).toBe(PENDING_UPLOADS_PER_USER + 1);
    const served = await Promise.all([avatar, ...urls].map(async (url) => (await t.app.inject({ url })).statusCode));
    expect(served).toEqual([200, 404, 404, 404, 200, 200, 200]);
  });
});

describe('unused uploads after a day', () => {
  it('are deleted; avatars, badge icons and recent uploads stay', async () => {
    const t = await createTestApp();
    try {
      const image = await png(12, 12);
      const save = () => saveUpload(t.database.db, { ownerId: null, kind: 'avatar', input: image, size: 32 });
      const [old, avatar, icon, recent] = [await save(), await save(), await save(), await save()];
      if (!old || !avatar || !icon || !recent) throw new Error('uploads not saved');
      await t.database.db
        .update(uploads)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(inArray(uploads.id, [old.id, avatar.id, icon.id]));
      await createUser(t.app, { avatar: avatar.url });
      await t.database.db
        .insert(badges)
        .values({ name: 'Essai', nameEn: 'Test', description: 'd', descriptionEn: 'd', icon: icon.url });

      expect(await deleteUnusedUploads(t.database.db)).toBe(1);
      const left = (await t.database.db.select({ id: uploads.id }).from(uploads)).map((row) => row.id).sort();
      expect(left).toEqual([avatar.id, icon.id, recent.id].sort());
    } finally {
      await t.close();
    }
  });
});
