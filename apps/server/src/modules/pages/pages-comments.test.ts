import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { cookieFor, createUser, injectAs } from '../../test/auth-helpers.js';
import { makeList } from '../../test/list-helpers.js';
import { sourcePageRenderer, writeDist } from '../../test/page-renderer.js';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The page's root, before the state the browser hydrates from. */
function rootOf(body: string): string {
  return body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
}

/** The list page's loader preloads the first page of comments: visitors get them in the server's HTML. */
describe('comments in the list pages rendered on the server', () => {
  let dist: string;
  let t: TestApp;
  let open: number;
  let hidden: number;

  beforeAll(async () => {
    dist = await writeDist();
    t = await createTestApp({ WEB_DIST: dist }, { pageRenderer: await sourcePageRenderer() });
    await seedReferenceData(t.database.db);
    const owner = await createUser(t.app, { user_name: 'margaux_cine' });
    const reader = await createUser(t.app, { user_name: 'bruno_cine' });
    open = await makeList(t.app, owner.id, { title: 'Frissons du soir' });
    hidden = await makeList(t.app, owner.id, { title: 'Journal intime', privacy: 'private' });
    const readerCookie = await cookieFor(t.app, reader);
    const ownerCookie = await cookieFor(t.app, owner);
    const write = async (cookie: string, listId: number, body: string, spoiler = false) => {
      const response = await injectAs(t.app, cookie, {
        method: 'POST',
        url: `/api/list/${listId}/comments`,
        payload: { body, spoiler },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    await write(readerCookie, open, 'Voir https://example.com/x <img src=x onerror="alert(1)">');
    await write(readerCookie, open, 'Le tueur est le majordome.', true);
    await write(ownerCookie, hidden, 'Note pour moi seule');
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it("draws a public list's comments for a visitor: text escaped, links marked, spoilers left out, a sign-in link", async () => {
    const response = await t.app.inject({ url: `/listDetails/${open}`, headers: html });
    expect(response.statusCode).toBe(200);
    const root = rootOf(response.body);
    expect(root).toContain('2 commentaires');
    expect(root).toContain('&lt;img src=x onerror=&quot;alert(1)&quot;&gt;');
    expect(root).not.toContain('<img src=x');
    expect(root).toMatch(/<a href="https:\/\/example.com\/x" target="_blank" rel="nofollow ugc noopener"/);
    expect(root).toContain('href="/browseLists/');
    expect(root).toContain('Révéler le spoiler');
    expect(root).not.toContain('majordome');
    expect(root).toContain('Connectez-vous pour commenter');
  });

  it("never draws a private list's comments for a visitor", async () => {
    const response = await t.app.inject({ url: `/listDetails/${hidden}`, headers: html });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Note pour moi seule');
  });
});
