import type { PageRenderer } from '@pepites/contracts';
import { describe, expect, it } from 'vitest';
import { cookieFor, createUser } from '../../test/auth-helpers.js';
import { captureLog } from '../../test/log-capture.js';
import { PAGE_TEMPLATE, sourcePageRenderer, withPagesApp } from '../../test/page-renderer.js';
import { pageUrl } from './pages.js';

/** Pages on the edges: a renderer that fails, visitors racing, odd request lines, and the log. */

const html = { accept: 'text/html,application/xhtml+xml' };

describe('a page that fails to render', () => {
  it('is left to the browser (the shell, 200) and the failure is logged', async () => {
    const log = captureLog();
    const failing: PageRenderer = {
      prepare: async () => undefined,
      render: async () => {
        throw new Error('the renderer broke');
      },
    };
    await withPagesApp({ pageRenderer: failing, logger: { level: 'error', stream: log.stream } }, async (t) => {
      const response = await t.app.inject({ url: '/aboutUs', headers: html });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(PAGE_TEMPLATE);
      expect(log.lines.join('')).toContain('server rendering failed');
      expect(log.lines.join('')).toContain('the renderer broke');
    });
  });
});

describe('a page many visitors ask for at once', () => {
  it('is rendered once, and every one of them gets it', async () => {
    const source = await sourcePageRenderer();
    let renders = 0;
    const counting: PageRenderer = {
      prepare: () => source.prepare(),
      render: (request) => {
        renders += 1;
        return source.render(request);
      },
    };
    await withPagesApp({ pageRenderer: counting }, async (t) => {
      const responses = await Promise.all(
        Array.from({ length: 12 }, () => t.app.inject({ url: '/aboutUs', headers: html })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual(Array.from({ length: 12 }, () => 200));
      expect(new Set(responses.map((response) => response.body)).size).toBe(1);
      expect(renders).toBe(1);
      // A member's page is theirs: never shared with a render for visitors.
      const member = await createUser(t.app);
      const cookie = await cookieFor(t.app, member);
      const own = await t.app.inject({ url: '/aboutUs', headers: { ...html, cookie } });
      expect(own.statusCode).toBe(200);
      expect(renders).toBe(2);
    });
  });
});

describe('the address a page is rendered for', () => {
  it('keeps the path and query on our origin, whatever host an absolute request line names', () => {
    expect(pageUrl('https://pepites.example', '/browseLists?q=a%20b').href).toBe(
      'https://pepites.example/browseLists?q=a%20b',
    );
    expect(pageUrl('https://pepites.example', 'http://evil.example/aboutUs?x=1').href).toBe(
      'https://pepites.example/aboutUs?x=1',
    );
    expect(pageUrl('https://pepites.example', '//evil.example/x').href).toBe('https://pepites.example//evil.example/x');
  });
});

describe('the log of a rendered page', () => {
  it("names the page's request on the lines of the API calls it made, and believes no one else", async () => {
    const log = captureLog();
    await withPagesApp(
      { pageRenderer: await sourcePageRenderer(), logger: { level: 'info', stream: log.stream } },
      async (t) => {
        const page = await t.app.inject({ url: '/aboutUs', headers: html });
        expect(page.statusCode).toBe(200);
        const pageId = String(page.headers['x-request-id']);
        const entries = log.lines.map((line) => JSON.parse(line) as { pageReqId?: string; req?: { url?: string } });
        const apiCalls = entries.filter((entry) => entry.req?.url?.startsWith('/api/'));
        expect(apiCalls.length).toBeGreaterThan(0);
        expect(apiCalls.every((entry) => entry.pageReqId === pageId)).toBe(true);

        log.lines.length = 0;
        const forged = await t.app.inject({
          url: '/api/health',
          headers: { 'x-pepites-page': `00000000-0000-4000-8000-000000000000 ${pageId}` },
        });
        expect(forged.statusCode).toBe(200);
        expect(log.lines.some((line) => line.includes('pageReqId'))).toBe(false);
      },
    );
  });
});
