import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { addItem, makeList } from '../../test/list-helpers.js';
import { updateList } from './lists.service.js';

/** The cards written into list pages are tested with the pages (modules/pages/pages.test.ts). */
describe('link previews of shared lists', () => {
  let t: TestApp;
  let open: number;
  let hidden: number;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://pepites.example' });
    await seedReferenceData(t.database.db);
    owner = await createUser(t.app, { user_name: 'margaux_cine' });
    open = await makeList(t.app, owner.id, { title: 'Frissons <du> "soir"', description: 'Pour les nuits blanches.' });
    await addItem(t.app, open);
    await addItem(t.app, open);
    hidden = await makeList(t.app, owner.id, { title: 'Journal intime', privacy: 'private' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('draws the preview image of a public list only', async () => {
    const image = await t.app.inject({ url: `/api/lists/${open}/preview.png` });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const metadata = await sharp(image.rawPayload).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 630]);
    expect((await t.app.inject({ url: `/api/lists/${hidden}/preview.png` })).statusCode).toBe(404);
  });

  describe('kept once drawn', () => {
    const preview = (listId: number, headers: Record<string, string> = {}) =>
      t.app.inject({ url: `/api/lists/${listId}/preview.png`, headers });

    it('draws a preview once: the next request gets the kept image, with its ETag, for a few minutes', async () => {
      const listId = await makeList(t.app, owner.id, { title: 'Gardée en mémoire' });
      const first = await preview(listId);
      const second = await preview(listId);
      expect(first.statusCode).toBe(200);
      expect(first.headers['x-cache']).toBeUndefined();
      expect(second.statusCode).toBe(200);
      expect(second.headers['x-cache']).toBe('hit');
      expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
      expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(second.headers.etag).toBe(first.headers.etag);
      expect(first.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
      expect(first.headers.vary).toContain('Accept-Language');
    });

    it('answers 304 without the image when If-None-Match names its ETag, and its own image to another language', async () => {
      const listId = await makeList(t.app, owner.id, { title: 'Déjà vue' });
      const { headers } = await preview(listId);
      const etag = String(headers.etag);
      const revalidated = await preview(listId, { 'if-none-match': etag });
      expect(revalidated.statusCode).toBe(304);
      expect(revalidated.rawPayload).toHaveLength(0);
      expect(revalidated.headers.etag).toBe(etag);
      expect((await preview(listId, { 'if-none-match': `"other", W/${etag}` })).statusCode).toBe(304);
      const english = await preview(listId, { 'if-none-match': etag, 'accept-language': 'en' });
      expect(english.statusCode).toBe(200);
      expect(english.headers.etag).not.toBe(etag);
    });

    it('draws a new image with a new ETag when the title or the items change, even through another process', async () => {
      const listId = await makeList(t.app, owner.id, { title: 'Avant' });
      const before = await preview(listId);
      expect(before.statusCode).toBe(200);
      // Changed straight in the database, as another process would: nothing here is told.
      await updateList(t.app.db, listId, { title: 'Après', description: '', privacy: 'public' });
      const renamed = await preview(listId, { 'if-none-match': String(before.headers.etag) });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.headers['x-cache']).toBeUndefined();
      expect(renamed.headers.etag).not.toBe(before.headers.etag);
      expect(renamed.rawPayload.equals(before.rawPayload)).toBe(false);

      await addItem(t.app, listId);
      const grown = await preview(listId);
      expect(grown.statusCode).toBe(200);
      expect(grown.headers['x-cache']).toBeUndefined();
      expect(grown.headers.etag).not.toBe(renamed.headers.etag);
    });

    it('is a 404 as soon as the list is private, whatever was kept or revalidated', async () => {
      const listId = await makeList(t.app, owner.id, { title: 'Bientôt secrète' });
      const kept = await preview(listId);
      expect(kept.statusCode).toBe(200);
      await updateList(t.app.db, listId, { title: 'Bientôt secrète', description: '', privacy: 'private' });
      expect((await preview(listId)).statusCode).toBe(404);
      expect((await preview(listId, { 'if-none-match': String(kept.headers.etag) })).statusCode).toBe(404);
    });
  });
});
