import type { FastifyInstance } from 'fastify';
import { http, HttpResponse } from 'msw';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app.js';
import { createTestApp, type TestApp } from '../../../test/app.js';
import { live, useUpstreamServer } from '../../../test/live-catalog.js';
import { offlineCatalog } from '../index.js';

/**
 * The image routes over the live catalogue: the outside image hosts are msw handlers at their real
 * addresses, answering pictures made here. Every request the server sends is recorded.
 */
const { server, calls, record } = useUpstreamServer();
const sent: string[] = [];
server.events.on('request:start', ({ request }) => void sent.push(request.url));

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b91c1c' } })
    .jpeg()
    .toBuffer();
const jpegResponse = (bytes: Buffer) =>
  new HttpResponse(new Uint8Array(bytes), { headers: { 'content-type': 'image/jpeg' } });
const artworkFile = (base: string) => `${Buffer.from(base).toString('base64url')}.jpg`;

describe('catalogue images (live)', () => {
  let t: TestApp;
  const apps: FastifyInstance[] = [];
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    sent.length = 0;
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await t.close();
  });

  /** A server process with every service live; each has its own kept images and resting hosts. */
  async function liveServer(): Promise<FastifyInstance> {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      catalog: { ...offlineCatalog(), ...live().catalog },
      rateLimitPrefix: `images-live:${apps.length}:`,
    });
    apps.push(app);
    await app.ready();
    return app;
  }
  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it("serves the movie database's poster resized to the width asked, tagged, kept, and immutable", async () => {
    const jpeg = await picture(342, 513);
    server.use(
      http.get('https://image.tmdb.org/t/p/:size/:file', ({ request }) => (record(request), jpegResponse(jpeg))),
    );
    const app = await liveServer();
    const response = await get(app, '/api/catalog/images/poster/movie/550/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg?w=185');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 185 });
    expect(calls.map((call) => call.url)).toEqual(['https://image.tmdb.org/t/p/w185/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg']);

    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    const kept = await get(app, '/api/catalog/images/poster/movie/550/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg?w=185');
    expect(kept.statusCode).toBe(200);
    expect(kept.rawPayload.equals(response.rawPayload)).toBe(true);
    const revalidated = await get(app, '/api/catalog/images/poster/movie/550/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg?w=185', {
      'if-none-match': etag,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    expect(calls).toHaveLength(1);

    // Never enlarged: the largest size the host serves, then at most its own width.
    const wide = await get(app, '/api/catalog/images/poster/movie/550/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg?w=780');
    expect(wide.statusCode).toBe(200);
    expect(await sharp(wide.rawPayload).metadata()).toMatchObject({ width: 342 });
    expect(calls[1]!.url).toBe('https://image.tmdb.org/t/p/w780/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg');
  });

  it("asks each service's image host for the size it serves: backdrops, photos, logos, thumbnails, artwork", async () => {
    const jpeg = await picture(640, 480);
    const image = ({ request }: { request: Request }) => (record(request), jpegResponse(jpeg));
    server.use(
      http.get('https://image.tmdb.org/t/p/:size/:file', image),
      http.get('https://i.ytimg.com/vi/:id/:file', image),
      http.get('https://is3-ssl.mzstatic.com/*', image),
    );
    const app = await liveServer();
    const urls = [
      '/api/catalog/images/backdrop/tv/1396/hZkgoQYus5vegHoetLkCJzb17zJ.jpg?w=780',
      '/api/catalog/images/profile/x.jpg?w=185',
      '/api/catalog/images/logo/119/emthp.jpg?w=92',
      '/api/catalog/images/poster/video/FMUpVA0Vvjw/hqdefault.jpg?w=342',
      `/api/catalog/images/poster/podcast/1200361736/${artworkFile('is3-ssl.mzstatic.com/image/thumb/Podcasts/v4/mza_1.jpg')}?w=342`,
    ];
    for (const url of urls) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toBe('image/webp');
    }
    expect(calls.map((call) => call.url)).toEqual([
      'https://image.tmdb.org/t/p/w780/hZkgoQYus5vegHoetLkCJzb17zJ.jpg',
      'https://image.tmdb.org/t/p/w185/x.jpg',
      'https://image.tmdb.org/t/p/w92/emthp.jpg',
      'https://i.ytimg.com/vi/FMUpVA0Vvjw/hqdefault.jpg',
      'https://is3-ssl.mzstatic.com/image/thumb/Podcasts/v4/mza_1.jpg/342x342bb.jpg',
    ]);
    // A thumbnail's black bars are cut: 16:9 at the width asked; its name is not its content, so a day.
    const thumbnail = await get(app, urls[3]!);
    expect(await sharp(thumbnail.rawPayload).metadata()).toMatchObject({ width: 342, height: 192 });
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('refuses a path that names any other host or path, without sending a request', async () => {
    const app = await liveServer();
    for (const base of [
      'tracker.example/t',
      'is1-ssl.mzstatic.com.tracker.example/t',
      '127.0.0.1/t',
      'is1-ssl.mzstatic.com:8080/t',
      'is1-ssl.mzstatic.com/../../t',
      'is1-ssl.mzstatic.com/t?x=1',
      'is1-ssl.mzstatic.com',
    ]) {
      const url = `/api/catalog/images/poster/podcast/1200361736/${artworkFile(base)}`;
      expect((await get(app, url)).statusCode, base).toBe(400);
    }
    for (const url of [
      '/api/catalog/images/poster/movie/550/..%2F..%2Fx.jpg',
      '/api/catalog/images/poster/movie/550/x.svg',
      '/api/catalog/images/poster/movie/550/https%3A%2F%2Ftracker.example%2Fx.jpg',
      '/api/catalog/images/poster/video/FMUpVA0Vvjw/..%2Fx.jpg',
      '/api/catalog/images/poster/video/FMUpVA0Vvjw/other.jpg',
      '/api/catalog/images/profile/%2F%2Ftracker.example%2Fx.jpg',
      '/api/catalog/images/logo/119/x.jpg%3Fa',
      '/api/catalog/images/poster/book/1/x.jpg',
    ]) {
      expect((await get(app, url)).statusCode, url).toBe(400);
    }
    expect(sent).toEqual([]);
  });

  it('draws the title when its image host fails or answers something else, and rests a failing host', async () => {
    let answer: 'down' | 'missing' | 'page' = 'down';
    server.use(
      http.get('https://image.tmdb.org/t/p/:size/:file', ({ request }) => {
        record(request);
        if (answer === 'down') return new HttpResponse('down', { status: 503 });
        if (answer === 'missing') return new HttpResponse('gone', { status: 404 });
        return HttpResponse.html('<html>not a picture</html>');
      }),
      http.get('https://i.ytimg.com/vi/:id/:file', () => HttpResponse.error()),
    );
    const app = await liveServer();
    // Star Wars is in the offline catalogue: its drawing stands in, for five minutes.
    const down = await get(app, '/api/catalog/images/poster/movie/11/abc.jpg?w=342');
    expect(down.statusCode).toBe(200);
    expect(down.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(down.headers['cache-control']).toBe('public, max-age=300');
    expect(down.body).toContain('Star Wars');
    // The host failed: it is left alone for a while, and other images are drawn at once.
    expect((await get(app, '/api/catalog/images/poster/tv/1396/def.jpg?w=342')).statusCode).toBe(200);
    expect(calls).toHaveLength(1);

    const app2 = await liveServer();
    answer = 'missing';
    const missing = await get(app2, '/api/catalog/images/poster/movie/999999/abc.jpg?w=342');
    expect(missing.statusCode).toBe(200);
    expect(missing.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    answer = 'page';
    const page = await get(app2, '/api/catalog/images/profile/abc.jpg');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect((await get(app2, '/api/catalog/images/logo/8/abc.jpg')).body).toContain('Netflix');

    const unreachable = await get(app2, '/api/catalog/images/poster/video/FMUpVA0Vvjw/hqdefault.jpg');
    expect(unreachable.statusCode).toBe(200);
    expect(unreachable.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
  });
});
