import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.js';
import { AppError } from '../../lib/errors.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { deleteUploadByUrl, saveUpload } from './uploads.service.js';

describe('uploads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('stores a checked image and serves it from our origin with a long cache', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#cc3366' } })
      .jpeg()
      .toBuffer();
    const saved = await saveUpload(t.database.db, { ownerId: null, kind: 'avatar', input: photo, size: 128 });
    expect(saved.url).toBe(`/api/uploads/${saved.id}`);
    expect(saved.id).toMatch(/^[a-f0-9]{32}$/);

    const response = await t.app.inject({ url: saved.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(response.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 128, 128]);
  });

  it('stores nothing when the bytes are not an image', async () => {
    const [before] = await t.database.db.select({ value: count() }).from(uploads);
    const error = await saveUpload(t.database.db, {
      ownerId: null,
      kind: 'avatar',
      input: Buffer.from('GIF89a but not really'),
      size: 64,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    const [after] = await t.database.db.select({ value: count() }).from(uploads);
    expect(after?.value).toBe(before?.value);
  });

  it('answers an unknown upload with a JSON 404', async () => {
    const response = await t.app.inject({
      url: '/api/uploads/0123456789abcdef0123456789abcdef',
      headers: { 'accept-language': 'en' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: 'not_found', message: 'This resource does not exist.' });
  });

  it('deletes an upload by its URL and ignores any other URL', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#00000000' } })
      .png()
      .toBuffer();
    const saved = await saveUpload(t.database.db, { ownerId: null, kind: 'badge', input: png, size: 32 });
    expect(await deleteUploadByUrl(t.database.db, 'https://image.tmdb.org/t/p/w500/x.jpg')).toBe(false);
    expect(await deleteUploadByUrl(t.database.db, null)).toBe(false);
    expect(await deleteUploadByUrl(t.database.db, saved.url)).toBe(true);
    expect(await deleteUploadByUrl(t.database.db, saved.url)).toBe(false);
    expect((await t.app.inject({ url: saved.url })).statusCode).toBe(404);
  });
});
