import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { createTestDatabase } from '../test/database.js';

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
const INDEX = `<!doctype html><html lang="fr"><head><script>${THEME_SCRIPT}</script><script type="module" src="/assets/app-4f2a9c.js"></script></head><body><div id="root"></div></body></html>`;
const html = { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' };

describe('serving the built web app', () => {
  let dist: string;
  let t: TestApp;
  beforeAll(async () => {
    dist = await mkdtemp(path.join(tmpdir(), 'pepites-dist-'));
    await mkdir(path.join(dist, 'assets'));
    await mkdir(path.join(dist, 'badges'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'assets/app-4f2a9c.js'), 'console.log("app")');
    await writeFile(path.join(dist, 'assets/app-4f2a9c.js.br'), brotliCompressSync('console.log("app")'));
    await writeFile(path.join(dist, 'badges/lists-1.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    await writeFile(path.join(dist, 'manifest.webmanifest'), '{"name":"Pépites"}');
    t = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers any page address with index.html (200, revalidated): the app shows its own not-found page', async () => {
    for (const url of ['/', '/some/page', '/userLists']) {
      const response = await t.app.inject({ url, headers: html });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.body).toBe(INDEX);
    }
  });

  it('answers unknown API paths with a JSON 404, HTML wanted or not', async () => {
    for (const url of ['/api/nope', '/%61pi/nope', '/api']) {
      const api = await t.app.inject({ url, headers: html });
      expect([api.statusCode, api.headers['content-type'], api.json()], url).toEqual([
        404,
        'application/json; charset=utf-8',
        expect.objectContaining({ code: 'not_found' }),
      ]);
    }
  });

  it('refuses what is neither a page nor a file as the file server always did: odd paths 403, a NUL byte 400', async () => {
    for (const [url, status] of [
      ['//sw.js', 403],
      ['/a//b', 403],
      ['/%5C', 403],
      ['/assets/', 403],
      ['/%00', 400],
    ] as const) {
      const response = await t.app.inject({ url, headers: html });
      expect([response.statusCode, response.headers['content-type']], url).toEqual([
        status,
        'application/json; charset=utf-8',
      ]);
    }
    expect((await t.app.inject({ url: '/assets', headers: html })).body).toBe(INDEX);
  });

  it('keeps JSON 404s for the API, for missing assets and for non-page requests', async () => {
    const api = await t.app.inject({ url: '/api/nope', headers: html });
    expect([api.statusCode, api.json()]).toEqual([404, expect.objectContaining({ code: 'not_found' })]);
    const asset = await t.app.inject({ url: '/assets/missing-123.js', headers: { accept: '*/*' } });
    expect([asset.statusCode, asset.json()]).toEqual([404, expect.objectContaining({ code: 'not_found' })]);
    const post = await t.app.inject({
      method: 'POST',
      url: '/some/page',
      headers: { ...html, 'x-requested-with': 'pepites' },
    });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toMatchObject({ code: 'not_found' });
  });

  it('sends the pre-compressed copy to browsers that accept it, the plain file to others', async () => {
    const compressed = await t.app.inject({ url: '/assets/app-4f2a9c.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe('console.log("app")');
    const plain = await t.app.inject({ url: '/assets/app-4f2a9c.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log("app")');
  });

  it('caches hashed assets for a year, and the page and service worker not at all', async () => {
    const asset = await t.app.inject({ url: '/assets/app-4f2a9c.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const worker = await t.app.inject({ url: '/sw.js' });
    expect(worker.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ url: '/manifest.webmanifest' });
    expect(manifest.headers['cache-control']).toBe('no-cache');
    const badge = await t.app.inject({ url: '/badges/lists-1.svg' });
    expect(badge.statusCode).toBe(200);
    expect(badge.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('allows the inline theme script by its hash, never inline script in general', async () => {
    const response = await t.app.inject({ url: '/', headers: html });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/=]/g, '\\$&')}'`));
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
  });

  it('still serves the API', async () => {
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('who answers a page', () => {
  it('is the pages route, never the not-found handler, which keeps what matches nothing', async () => {
    const dist = await mkdtemp(path.join(tmpdir(), 'pepites-dist-'));
    await writeFile(path.join(dist, 'index.html'), INDEX);
    await writeFile(path.join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
    const dataDir = await mkdtemp(path.join(tmpdir(), 'pepites-data-'));
    const database = await createTestDatabase();
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', WEB_DIST: dist });
    const app = await buildApp({ config, database, pressure: { maxEventLoopDelayMs: 0 } });
    const answeredBy = new Map<string, string>();
    app.addHook('onResponse', async (request) => {
      answeredBy.set(
        `${request.method} ${request.url}`,
        request.is404 ? 'not found' : (request.routeOptions.url ?? ''),
      );
    });
    try {
      await app.ready();
      for (const method of ['GET', 'HEAD'] as const) {
        for (const url of ['/some/page', '/userLists', '/listDetails/42']) {
          expect((await app.inject({ method, url, headers: html })).statusCode).toBe(200);
          expect(answeredBy.get(`${method} ${url}`), `${method} ${url}`).toBe('/*');
        }
      }
      await app.inject({ url: '/sw.js' });
      expect(answeredBy.get('GET /sw.js')).toBe('/sw.js');
      for (const url of ['/api/nope', '/some/page']) {
        const response = await app.inject({
          url,
          headers: { accept: url === '/some/page' ? 'application/json' : 'text/html' },
        });
        expect([response.statusCode, response.json()]).toEqual([404, expect.objectContaining({ code: 'not_found' })]);
        expect(answeredBy.get(`GET ${url}`)).toBe('not found');
      }
    } finally {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      await rm(dist, { recursive: true, force: true });
    }
  });
});
