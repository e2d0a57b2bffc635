import { rm } from 'node:fs/promises';
import { posterImagePath, type Lang } from '@pepites/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { items } from '../../db/schema/index.js';
import { seedReferenceData } from '../../db/seed/reference.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { createUser, type TestUser } from '../../test/auth-helpers.js';
import { addItem, asUser, makeList, newItem } from '../../test/list-helpers.js';
import { live } from '../../test/live-catalog.js';
import { sourcePageRenderer, writeDist } from '../../test/page-renderer.js';
import { offlineCatalog } from '../catalog/index.js';

/**
 * Items keep their English title; offline, a French reader sees a movie's or show's French title and
 * a poster drawn with it wherever a list shows the item, as on its search result and its own page.
 */
const STAR_WARS = newItem('movie', 'Star Wars');
const INSIDE_GAME = newItem('show', 'The Inside Game');
const VIDEO = newItem('youtube');

interface Shown {
  title: string;
  poster_path: string | null;
}

const EXPECTED: Record<Lang, Shown[]> = {
  fr: [
    { title: 'La Guerre des étoiles', poster_path: '/api/catalog/images/poster/movie/11.fr.svg' },
    { title: "Jeux d'influence", poster_path: '/api/catalog/images/poster/tv/89638.fr.svg' },
    { title: VIDEO.title, poster_path: posterImagePath('video', VIDEO.provider_id) },
  ],
  en: [
    { title: 'Star Wars', poster_path: '/api/catalog/images/poster/movie/11.svg' },
    { title: 'The Inside Game', poster_path: '/api/catalog/images/poster/tv/89638.svg' },
    { title: VIDEO.title, poster_path: posterImagePath('video', VIDEO.provider_id) },
  ],
};

const shown = (content: Shown[]) => content.map(({ title, poster_path }) => ({ title, poster_path }));

/** The text a reader sees in a rendered page's root, without tags. */
const visibleText = (body: string) =>
  body
    .slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json"'))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe("list items in the reader's language", () => {
  let dist: string;
  let t: TestApp;
  let owner: TestUser;
  let listId: number;

  beforeAll(async () => {
    dist = await writeDist();
    t = await createTestApp({ WEB_DIST: dist }, { pageRenderer: await sourcePageRenderer() });
    await seedReferenceData(t.database.db);
    owner = await createUser(t.app);
    listId = await makeList(t.app, owner.id, { title: 'Space opera' });
    for (const item of [STAR_WARS, INSIDE_GAME, VIDEO]) await addItem(t.app, listId, item);
  });
  afterAll(async () => {
    await t.close();
    await rm(dist, { recursive: true, force: true });
  });

  const read = async (url: string, lang: Lang, caller?: TestUser) => {
    const response = await (await asUser(t.app, caller))({ method: 'GET', url, headers: { 'accept-language': lang } });
    expect(response.statusCode, `${lang} ${url}`).toBe(200);
    return response.json();
  };

  it("names the offline catalogue's movies and shows in the reader's language, with posters drawn in it, on every view of a list", async () => {
    // French after English too: answers kept for visitors are kept per language.
    for (const lang of ['fr', 'en', 'fr'] as const) {
      const browse = await read('/api/lists/getAllListsFiltered/?paginate=true', lang);
      const home = await read('/api/lists/home', lang);
      const views: Record<string, Shown[]> = {
        "a visitor's page": (await read(`/api/list/getById/${listId}/user/0`, lang)).list.content,
        "its creator's page": (await read(`/api/list/getById/${listId}/user/${owner.id}`, lang, owner)).list.content,
        'its card in the browse page': browse.lists.find((list: { id: number }) => list.id === listId).content,
        "its card among the member's lists": (await read(`/api/lists/getByUserId/${owner.id}`, lang)).results[0]
          .content,
        'its card on the home page': [...home.weekMostLiked, ...home.newest].find(
          (card: { id: number }) => card.id === listId,
        ).posters,
      };
      for (const [view, content] of Object.entries(views))
        expect(shown(content), `${lang}: ${view}`).toEqual(EXPECTED[lang]);
    }
    // Shared by every reader, the row keeps its English title and poster.
    const [row] = await t.database.db
      .select()
      .from(items)
      .where(and(eq(items.type, 'movie'), eq(items.providerId, '11')));
    expect(row).toMatchObject({ title: 'Star Wars', posterPath: posterImagePath('movie', 11) });
  });

  it('answers an item added or annotated in the language of the one who asked', async () => {
    const other = await makeList(t.app, owner.id);
    const asOwner = await asUser(t.app, owner);
    const added = await asOwner({
      method: 'PUT',
      url: `/api/${other}/content`,
      headers: { 'accept-language': 'fr' },
      payload: { type: 'movie', provider_id: '11' },
    });
    expect(added.statusCode).toBe(200);
    expect(shown([added.json().content])).toEqual([EXPECTED.fr[0]]);
    const noted = await asOwner({
      method: 'PUT',
      url: `/api/list/${other}/content/${added.json().content.id}/note`,
      headers: { 'accept-language': 'en' },
      payload: { note: 'Le premier.' },
    });
    expect(noted.statusCode, noted.body).toBe(200);
    expect(shown([noted.json().content])).toEqual([EXPECTED.en[0]]);
  });

  it('keeps the stored titles and posters when the catalogue is live', async () => {
    const app = await buildApp({
      config: t.config,
      database: t.database,
      catalog: { ...offlineCatalog(), ...live().catalog },
      pageRenderer: null,
      rateLimitPrefix: 'item-titles:live:',
    });
    try {
      await app.ready();
      const response = await app.inject({
        url: `/api/list/getById/${listId}/user/0`,
        headers: { 'accept-language': 'fr' },
      });
      expect(response.statusCode).toBe(200);
      expect(shown(response.json().list.content)).toEqual(EXPECTED.en);
    } finally {
      await app.close();
    }
  });

  it("renders a list's page and a movie's page on the server with the reader's titles and posters", async () => {
    const page = (url: string, lang: Lang) =>
      t.app.inject({ url, headers: { accept: 'text/html', cookie: `pepites_lang=${lang}` } });
    const french = await page(`/listDetails/${listId}`, 'fr');
    expect(french.statusCode).toBe(200);
    expect(visibleText(french.body)).toContain('La Guerre des étoiles');
    expect(visibleText(french.body)).not.toContain('Star Wars');
    expect(french.body).toContain('/api/catalog/images/poster/movie/11.fr.svg?w=');
    const english = await page(`/listDetails/${listId}`, 'en');
    expect(visibleText(english.body)).toContain('Star Wars');
    expect(english.body).toContain('/api/catalog/images/poster/movie/11.svg?w=');

    const movie = await page('/movieDetails/11', 'fr');
    expect(movie.statusCode).toBe(200);
    expect(movie.body).toContain('<title>La Guerre des étoiles · Pépites</title>');
    expect(movie.body).toContain('/api/catalog/images/poster/movie/11.fr.svg?w=');
    expect(movie.body).not.toContain('/api/catalog/images/poster/movie/11.svg');
  });
});
