import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/auth-helpers.js';
import { addItem, makeList } from '../../test/list-helpers.js';

/** The cards written into list pages are tested with the pages (modules/pages/pages.test.ts). */
describe('link previews of shared lists', () => {
  let t: TestApp;
  let open: number;
  let hidden: number;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://pepites.example' });
    await seedReferenceData(t.database.db);
    const owner = await createUser(t.app, { user_name: 'margaux_cine' });
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
});
