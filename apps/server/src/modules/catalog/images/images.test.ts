import { CATALOG_IMAGE_WIDTHS } from '@pepites/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.js';

/** The image routes over the offline catalogue: drawn images, their widths, tags and cache headers. */
describe('catalogue images (offline)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

  it('serves each allowed width, and refuses any other with a 400 in the caller language', async () => {
    for (const width of CATALOG_IMAGE_WIDTHS) {
      const response = await get(`/api/catalog/images/poster/movie/11.svg?w=${width}`);
      expect(response.statusCode, String(width)).toBe(200);
    }
    for (const url of [
      '/api/catalog/images/poster/movie/11.svg?w=501',
      '/api/catalog/images/poster/movie/11.svg?w=0',
      '/api/catalog/images/poster/movie/11.svg?w=abc',
      '/api/catalog/images/poster/movie/11.svg?w=5000',
      '/api/catalog/images/logo/8.svg?w=91',
      '/api/catalog/images/poster/movie/11/abc.jpg?w=100',
      '/api/catalog/images/profile/abc.jpg?w=1280',
    ]) {
      const response = await get(url, { 'accept-language': 'en' });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().message, url).toMatch(/\w/);
    }
  });

  it("draws a movie's or show's title in the language its file names, the same picture otherwise, and refuses any other language", async () => {
    const english = await get('/api/catalog/images/poster/movie/11.svg?w=342');
    const french = await get('/api/catalog/images/poster/movie/11.fr.svg?w=342');
    expect(french.statusCode).toBe(200);
    expect(french.body).toContain('aria-label="La Guerre des étoiles"');
    expect(french.body).not.toContain('Star Wars');
    expect(english.body).toContain('aria-label="Star Wars"');
    expect(english.body).not.toContain('étoiles');
    expect((await get('/api/catalog/images/poster/movie/11.en.svg?w=342')).body).toBe(english.body);
    // Its own address, so its own tag; cached as long as the English one.
    expect(french.headers.etag).not.toBe(english.headers.etag);
    expect(french.headers['cache-control']).toBe(english.headers['cache-control']);
    const colours = (svg: string) => [...new Set(svg.match(/fill="#[0-9a-f]{6}"/g))].sort();
    expect(colours(french.body)).toEqual(colours(english.body));
    expect((await get('/api/catalog/images/poster/tv/89638.fr.svg')).body).toContain('Jeux d&#39;influence');

    for (const file of [
      'movie/11.de.svg',
      'movie/11.FR.svg',
      'movie/11.fr.fr.svg',
      'movie/11..svg',
      'tv/89638.es.svg',
      'video/Msz3-l4W9IM.fr.svg',
      'podcast/1.fr.svg',
    ]) {
      const response = await get(`/api/catalog/images/poster/${file}`, { 'accept-language': 'en' });
      expect(response.statusCode, file).toBe(400);
    }
  });

  it('answers 404 for an id the offline catalogue does not know', async () => {
    for (const url of [
      '/api/catalog/images/poster/movie/1.svg?w=342',
      '/api/catalog/images/poster/podcast/1.svg',
      '/api/catalog/images/poster/video/AAAAAAAAAAA.svg',
      '/api/catalog/images/logo/999999.svg?w=92',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('tags a drawing by its content, answers 304 to a matching If-None-Match, and keeps it a day', async () => {
    const first = await get('/api/catalog/images/poster/tv/1396.svg?w=342');
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=86400');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    // Drawn at any width from the same SVG: one tag for all.
    expect((await get('/api/catalog/images/poster/tv/1396.svg?w=92')).headers.etag).toBe(etag);
    expect((await get('/api/catalog/images/poster/tv/1397.svg')).headers.etag).not.toBe(etag);

    const again = await get('/api/catalog/images/poster/tv/1396.svg?w=342', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=86400');
    expect((await get('/api/catalog/images/poster/tv/1396.svg?w=342', { 'if-none-match': '"other"' })).statusCode).toBe(
      200,
    );

    const logo = await get('/api/catalog/images/logo/8.svg?w=92', { 'if-none-match': 'W/"x", ' });
    expect(logo.statusCode).toBe(200);
    expect(
      (await get('/api/catalog/images/logo/8.svg?w=92', { 'if-none-match': `W/${logo.headers.etag as string}` }))
        .statusCode,
    ).toBe(304);
  });

  it('draws a live path it cannot fetch here (the catalogue is offline) without asking anyone', async () => {
    // A poster stored while the catalogue was live: no outside call offline, the title's drawing instead.
    const response = await get('/api/catalog/images/poster/movie/11/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg?w=342');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(response.body).toContain('Star Wars');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
  });
});
