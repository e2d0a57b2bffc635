import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser } from '../../test/auth-helpers.js';
import { addItem, makeList } from '../../test/list-helpers.js';

const INDEX = `<!doctype html><html lang="fr"><head><meta name="description" content="Site." /><title>Pépites</title></head><body><div id="root"></div></body></html>`;
const html = { accept: 'text/html' };

describe('link previews of shared lists', () => {
  let dist: string;
  let t: TestApp;
  let open: number;
  let hidden: number;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'pepites-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    t = await createTestApp({ WEB_DIST: dist, PUBLIC_URL: 'https://pepites.example' });
    await seedReferenceData(t.database.db);
    const owner = await createUser(t.app, { user_name: 'margaux_cine' });
    open = await makeList(t.app, owner.id, { title: 'Frissons <du> "soir"', description: 'Pour les nuits blanches.' });
    await addItem(t.app, open);
    await addItem(t.app, open);
    hidden = await makeList(t.app, owner.id, { title: 'Journal intime', privacy: 'private' });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("writes a public list's title, description, creator and preview image into the page, escaped", async () => {
    const response = await t.app.inject({ url: `/listDetails/${open}`, headers: { ...html, 'accept-language': 'en' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const body = response.body;
    expect(body).toContain('<title>Frissons &#60;du&#62; &#34;soir&#34; · Pépites</title>');
    expect(body).toContain('<meta property="og:title" content="Frissons &#60;du&#62; &#34;soir&#34; · Pépites" />');
    expect(body).toContain('<meta property="og:description" content="Pour les nuits blanches. — A list by margaux_cine · 2 items" />');
    expect(body).toContain(`<meta property="og:url" content="https://pepites.example/listDetails/${open}" />`);
    expect(body).toContain(`<meta property="og:image" content="https://pepites.example/api/lists/${open}/preview.png" />`);
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).not.toContain('<du>');
    expect(body).toContain('<div id="root"></div>');
  });

  it('gives a private or unknown list only the site card, never its title', async () => {
    for (const url of [`/listDetails/${hidden}`, '/listDetails/2147483647', '/listDetails/abc', '/listDetails/99999999999']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<meta property="og:title" content="Pépites" />');
      expect(response.body).not.toContain('Journal intime');
    }
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
