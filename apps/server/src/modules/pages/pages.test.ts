import { rm } from 'node:fs/promises';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createAdmin, createUser, injectAs, cookieFor, type TestUser } from '../../test/auth-helpers.js';
import { addItem, makeList, newItem } from '../../test/list-helpers.js';
import { PAGE_TEMPLATE, sourcePageRenderer, writeDist } from '../../test/page-renderer.js';

const html = { accept: 'text/html,application/xhtml+xml' };

/** The text a reader sees in the page's root, without tags. */
function visibleText(body: string): string {
  const root = body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'));
  return root.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
}

function pageState(body: string): {
  lang: string;
  queries: { queries: { queryKey: unknown[]; state: { status: string } }[] };
} {
  const match = /<script type="application\/json" id="pepites-state">([\s\S]*?)<\/script>/.exec(body);
  if (!match?.[1]) throw new Error('no page state in the page');
  return JSON.parse(match[1]) as never;
}

describe('pages rendered on the server', () => {
  let dist: string;
  let t: TestApp;
  let owner: TestUser;
  let ownerCookie: string;
  let open: number;
  let hidden: number;
  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers: { ...html, ...headers } });

  beforeAll(async () => {
    dist = await writeDist();
    t = await createTestApp(
      { WEB_DIST: dist, PUBLIC_URL: 'https://pepites.example' },
      { pageRenderer: await sourcePageRenderer() },
    );
    await seedReferenceData(t.database.db);
    owner = await createUser(t.app, { user_name: 'margaux_cine' });
    ownerCookie = await cookieFor(t.app, owner);
    open = await makeList(t.app, owner.id, {
      title: 'Frissons <du> "soir"',
      description: 'Pour les nuits blanches.',
      tags: ['cult'],
    });
    await addItem(t.app, open, newItem('movie', 'Aliens'));
    await addItem(t.app, open, newItem('show', 'Hannibal'));
    hidden = await makeList(t.app, owner.id, {
      title: 'Journal intime',
      description: 'Rien que pour moi.',
      privacy: 'private',
    });
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  it('answers the home page with its markup, its data and the state the browser hydrates from', async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('Cookie');
    expect(response.body).toContain('<html lang="fr"');
    expect(response.body).toContain('<title>Pépites</title>');
    expect(response.body).not.toContain('<noscript>');
    // The counters of the home page are drawn with their figures, not their loading skeletons.
    expect(response.body.match(/tabular-nums">\d+<\/span>/g)).toHaveLength(2);
    const state = pageState(response.body);
    expect(state.lang).toBe('fr');
    expect(state.queries.queries.map((query) => query.queryKey[0])).toEqual(
      expect.arrayContaining(['session', 'stats', 'lists']),
    );
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
  });

  it("draws the home's public lists as cards in the page, never a private one, and titles the offline catalogue's movies as recent releases", async () => {
    const response = await get('/');
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('Les dernières listes');
    expect(response.body).toContain(`href="/listDetails/${open}"`);
    expect(response.body).not.toContain(`href="/listDetails/${hidden}"`);
    expect(response.body).not.toContain('Journal intime');
    expect(text).toContain('Sorties récentes');
    expect(text).not.toContain('Films à venir');
    expect(visibleText((await get('/', { cookie: 'pepites_lang=en' })).body)).toContain('Recent releases');
  });

  it("renders the catalogue's pages with their data: a movie, a search, Binge Buddy; an unknown movie is a 404", async () => {
    const movie = await get('/movieDetails/603', { cookie: 'pepites_lang=en' });
    expect(movie.statusCode).toBe(200);
    expect(movie.body).toContain('<title>The Matrix · Pépites</title>');
    expect(visibleText(movie.body)).toContain('Where to stream it');
    expect(visibleText(movie.body)).toContain('Demo data: availability is illustrative.');
    const state = pageState(movie.body);
    expect(state.queries.queries.every((query) => query.state.status === 'success')).toBe(true);
    expect(state.queries.queries.map((query) => query.queryKey.slice(0, 3).join(' '))).toEqual(
      expect.arrayContaining(['catalog movie details', 'catalog title-providers movie']),
    );

    const search = await get('/showsSearch?query=breaking');
    expect(search.statusCode).toBe(200);
    expect(visibleText(search.body)).toContain('Breaking Bad');
    expect((await get('/bingeBuddy')).statusCode).toBe(200);

    for (const url of ['/movieDetails/1', '/movieDetails/abc', '/tvDetails/99999999999', '/youtubeDetails/short']) {
      const missing = await get(url);
      expect(missing.statusCode, url).toBe(404);
    }
  });

  it('renders in the language cookie, else the best of Accept-Language, else French', async () => {
    const cases: [Record<string, string>, 'fr' | 'en', string][] = [
      [{}, 'fr', 'Connexion'],
      [{ 'accept-language': 'de-DE, en;q=0.8' }, 'en', 'Log in'],
      [{ 'accept-language': 'en-GB, fr;q=0.9' }, 'en', 'Log in'],
      [{ 'accept-language': 'es' }, 'fr', 'Connexion'],
      [{ 'accept-language': 'en', cookie: 'pepites_lang=fr' }, 'fr', 'Connexion'],
      [{ cookie: 'pepites_lang=en' }, 'en', 'Log in'],
      [{ cookie: 'pepites_lang=de', 'accept-language': 'fr' }, 'fr', 'Connexion'],
    ];
    for (const [headers, lang, title] of cases) {
      const response = await get('/login', headers);
      expect(response.statusCode, JSON.stringify(headers)).toBe(200);
      expect(response.body, JSON.stringify(headers)).toContain(`<html lang="${lang}"`);
      expect(response.body, JSON.stringify(headers)).toContain(`<title>${title} · Pépites</title>`);
      expect(response.headers['content-language']).toBe(lang);
      expect(pageState(response.body).lang).toBe(lang);
    }
  });

  it("writes a public list's page with its items, and its title, description, creator and image into the card", async () => {
    const response = await get(`/listDetails/${open}`, { 'accept-language': 'en' });
    expect(response.statusCode).toBe(200);
    const body = response.body;
    expect(body).toContain('<title>Frissons &#60;du&#62; &#34;soir&#34; · Pépites</title>');
    expect(body).toContain('<meta property="og:title" content="Frissons &#60;du&#62; &#34;soir&#34; · Pépites" />');
    expect(body).toContain(
      '<meta property="og:description" content="Pour les nuits blanches. — A list by margaux_cine · 2 items" />',
    );
    expect(body).toContain(`<meta property="og:url" content="https://pepites.example/listDetails/${open}" />`);
    expect(body).toContain(
      `<meta property="og:image" content="https://pepites.example/api/lists/${open}/preview.png" />`,
    );
    expect(body).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(body).not.toContain('<du>');
    const text = visibleText(body);
    expect(text).toContain('Aliens');
    expect(text).toContain('Hannibal');
    expect(text).toContain('margaux_cine');
  });

  it("carries a public list's first page of comments for visitors, written into the page", async () => {
    const reader = await createUser(t.app, { user_name: 'lea_series' });
    await t.database.db.insert(comments).values({ listId: open, authorId: reader.id, body: 'Aliens, le meilleur' });
    // Written in SQL, not through the API: the visitors' kept pages are emptied by hand.
    t.app.publicWrites.bump();
    const response = await get(`/listDetails/${open}`);
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('Aliens, le meilleur');
    expect(text).toContain('lea_series');
  });

  it('never renders a private list for a visitor or another member: the not-found page, 404, with the site card', async () => {
    const other = await createUser(t.app);
    const otherCookie = await cookieFor(t.app, other);
    for (const cookie of [undefined, otherCookie]) {
      const response = await get(`/listDetails/${hidden}`, cookie ? { cookie } : {});
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('Journal intime');
      expect(response.body).not.toContain('Rien que pour moi');
      expect(response.body).toContain('<meta property="og:title" content="Vous êtes perdu · Pépites" />');
      expect(visibleText(response.body)).toContain('404');
    }
  });

  it('renders a private list for its creator and the admin, and never keeps their page for anyone else', async () => {
    const admin = await createAdmin(t.app);
    for (const cookie of [ownerCookie, await cookieFor(t.app, admin)]) {
      const response = await get(`/listDetails/${hidden}`, { cookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-cache');
      expect(visibleText(response.body)).toContain('Journal intime');
      // The card stays the site's: link previews are for public lists only.
      expect(response.body).not.toContain('<meta property="og:description" content="Rien');
    }
    const visitor = await get(`/listDetails/${hidden}`);
    expect(visitor.statusCode).toBe(404);
    expect(visitor.body).not.toContain('Journal intime');
  });

  it("keeps a visitor's page half a second, and shows a change made meanwhile on the next request", async () => {
    const listId = await makeList(t.app, owner.id, { title: 'Avant la retouche' });
    const first = await get(`/listDetails/${listId}`);
    const second = await get(`/listDetails/${listId}`);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.headers['x-cache']).toBeUndefined();
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.body).toBe(first.body);

    const renamed = await injectAs(t.app, ownerCookie, {
      method: 'PUT',
      url: `/api/list/update/${listId}`,
      payload: { title: 'Après la retouche', description: '', privacy: 'private' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await get(`/listDetails/${listId}`);
    expect(after.statusCode).toBe(404);
    expect(after.body).not.toContain('retouche');
  });

  it("writes a renamed list's new title into the card of its next render, whatever its address", async () => {
    const listId = await makeList(t.app, owner.id, { title: 'Premier titre' });
    const first = await get(`/listDetails/${listId}?from=a`);
    const again = await get(`/listDetails/${listId}?from=b`);
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toContain('<meta property="og:title" content="Premier titre · Pépites" />');
    const renamed = await injectAs(t.app, ownerCookie, {
      method: 'PUT',
      url: `/api/list/update/${listId}`,
      payload: { title: 'Second titre', description: '', privacy: 'public' },
    });
    expect(renamed.statusCode).toBe(200);
    const after = await get(`/listDetails/${listId}?from=c`);
    expect(after.statusCode).toBe(200);
    expect(after.body).toContain('<meta property="og:title" content="Second titre · Pépites" />');
  });

  it("fills each of several pages rendered at once with its own list's data and state", async () => {
    const titles = ['Une première liste', 'Une deuxième liste', 'Une troisième liste'];
    const ids = await Promise.all(titles.map((title) => makeList(t.app, owner.id, { title })));
    const pages = await Promise.all(ids.map((id) => get(`/listDetails/${id}?at=once`)));
    pages.forEach((page, index) => {
      expect(page.statusCode).toBe(200);
      expect(visibleText(page.body)).toContain(titles[index]);
      const listIds = pageState(page.body)
        .queries.queries.map((query) => query.queryKey)
        .filter((key) => key[0] === 'lists' && key[1] === 'detail')
        .map((key) => key[2]);
      expect(listIds).toEqual([ids[index]]);
      for (const other of titles.filter((_, at) => at !== index)) expect(page.body).not.toContain(other);
    });
  });

  it("never serves a member's rendered page from the cache, nor keeps it", async () => {
    const listId = await makeList(t.app, owner.id, { title: 'Vue par sa créatrice' });
    for (let round = 0; round < 2; round += 1) {
      const response = await get(`/listDetails/${listId}`, { cookie: ownerCookie });
      expect(response.statusCode).toBe(200);
      expect(response.headers['x-cache']).toBeUndefined();
    }
  });

  it('answers unknown addresses and malformed ids with the rendered not-found page and 404', async () => {
    for (const url of [
      '/nope',
      '/listDetails/999999',
      '/listDetails/abc',
      '/listDetails/99999999999',
      '/browseLists/abc',
      '/browseLists/424242',
      '/a/b/c?x=%00',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(visibleText(response.body), url).toContain('404');
      expect(response.body, url).toContain('<title>Vous êtes perdu · Pépites</title>');
    }
  });

  it('renders the browse page with the search of its address', async () => {
    const response = await get(`/browseLists?q=${encodeURIComponent('frissons')}`);
    expect(response.statusCode).toBe(200);
    const text = visibleText(response.body);
    expect(text).toContain('Frissons');
    expect(text).not.toContain('Avant la retouche');
    const member = await get(`/browseLists/${owner.id}`, { 'accept-language': 'en' });
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<title>Lists by margaux_cine · Pépites</title>');
  });

  it("leaves a member's own screens, and login for a member, to the browser: the shell", async () => {
    const lists = await get('/userLists', { cookie: ownerCookie });
    expect(lists.statusCode).toBe(200);
    expect(lists.body).toBe(PAGE_TEMPLATE);
    const login = await get('/login', { cookie: ownerCookie });
    expect(login.body).toBe(PAGE_TEMPLATE);
    const visitorLogin = await get('/login');
    expect(visitorLogin.body).toContain('<title>Connexion · Pépites</title>');
  });

  it('keeps data that looks like markup inert inside the page state', async () => {
    const listId = await makeList(t.app, owner.id, { title: '</script><script>alert(1)</script>' });
    const response = await get(`/listDetails/${listId}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('<script>alert(1)');
    expect(pageState(response.body).queries.queries.length).toBeGreaterThan(0);
  });

  it('sends the page compressed to browsers that accept it', async () => {
    const plain = await get('/aboutUs', { 'accept-encoding': 'identity' });
    const compressed = await get('/aboutUs', { 'accept-encoding': 'gzip, br' });
    expect([plain.statusCode, compressed.statusCode]).toEqual([200, 200]);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(compressed.rawPayload).toString('utf8')).toBe(plain.body);
  });
});
