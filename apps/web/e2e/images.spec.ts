import type { Page } from '@playwright/test';
import { expect, setLanguage, setTheme, test } from './fixtures';

/**
 * One image pipeline (docs/decisions/023-one-image-pipeline.md): every catalogue image comes from
 * our own origin. A visitor walks every screen that shows them, in French and in English; any
 * request to another host, any failed request, any image answered with an error and any console
 * error fails the walk, whatever the fixtures allow elsewhere.
 */

const copy = {
  fr: {
    movie: 'Un film',
    next: 'Suivant',
    finish: 'Terminer',
    shortMovie: 'Moins de 90 minutes',
    results: /recommandation/,
  },
  en: { movie: 'A movie', next: 'Next', finish: 'Finish', shortMovie: 'Under 90 minutes', results: /recommendation/ },
} as const;

interface Walk {
  problems: string[];
  /** Catalogue images the browser received (200, or 304 from its cache). */
  images: Set<string>;
  /** Requests sent and not yet answered: a step moved on before its data arrived aborts them. */
  pending: Set<unknown>;
}

function watch(page: Page, origin: string): Walk {
  const walk: Walk = { problems: [], images: new Set(), pending: new Set() };
  page.on('request', (request) => {
    walk.pending.add(request);
    const url = new URL(request.url());
    if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin)
      walk.problems.push(`request to another host: ${request.url()}`);
  });
  page.on('requestfinished', (request) => walk.pending.delete(request));
  page.on('requestfailed', (request) => {
    walk.pending.delete(request);
    walk.problems.push(`failed request: ${request.url()} (${request.failure()?.errorText ?? '?'})`);
  });
  page.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (response.request().resourceType() === 'image' && response.status() >= 400)
      walk.problems.push(`image answered ${response.status()}: ${response.url()}`);
    if (pathname.startsWith('/api/catalog/images/') && response.status() < 400) walk.images.add(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') walk.problems.push(`console error: ${message.text()}`);
  });
  return walk;
}

/** Loads every image of the page, lazy ones included, and waits until each has arrived. */
async function loadEveryImage(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => {
    document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((image) => {
      image.loading = 'eager';
    });
  });
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).filter((image) => !image.complete).length))
    .toBe(0);
  const broken = await page.evaluate(() =>
    Array.from(document.images)
      .filter((image) => image.naturalWidth === 0)
      .map((image) => image.src),
  );
  expect(broken, page.url()).toEqual([]);
}

/** Opens the page and loads its images; how many of them are catalogue images. */
async function visit(page: Page, path: string): Promise<number> {
  await page.goto(path);
  await loadEveryImage(page);
  return page.evaluate(
    () =>
      Array.from(document.images).filter((image) => new URL(image.src).pathname.startsWith('/api/catalog/images/'))
        .length,
  );
}

/** Each language in both themes and at both widths: a phone's and a desktop's. */
const WALKS = [
  { lang: 'fr', theme: 'light', width: 360 },
  { lang: 'fr', theme: 'dark', width: 1280 },
  { lang: 'en', theme: 'light', width: 1280 },
  { lang: 'en', theme: 'dark', width: 360 },
] as const;

for (const { lang, theme, width } of WALKS) {
  const t = copy[lang];
  test.describe(`catalogue images in ${lang}, ${theme}, ${width} px`, () => {
    test.use({ locale: lang === 'fr' ? 'fr-FR' : 'en-US', viewport: { width, height: width === 360 ? 780 : 900 } });

    test(
      'every screen shows its images from our origin, none failing',
      { tag: '@images' },
      async ({ page, baseURL }) => {
        test.slow();
        await setLanguage(page, lang);
        await setTheme(page, theme);
        const walk = watch(page, new URL(baseURL ?? '').origin);

        for (const path of [
          '/',
          '/moviesSearch?query=matrix',
          '/movieDetails/603',
          '/showsSearch?query=breaking',
          '/tvDetails/1396',
          '/youtubeSearch',
          '/youtubeSearch?q=grenier',
          '/youtubeDetails/Msz3-l4W9IM',
          '/podcastsSearch',
          '/podcastsSearch?term=affaires',
        ]) {
          expect(await visit(page, path), path).toBeGreaterThan(0);
        }

        // Lists: browsing, then the most liked list (the demo community's, whose posters the items check set).
        await visit(page, '/browseLists?sort=liked');
        const card = page.getByRole('article').first();
        const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
        await card.getByRole('link', { name: title }).first().click();
        await expect(page).toHaveURL(/\/listDetails\/\d+$/);
        await loadEveryImage(page);

        // Binge Buddy: the services' logos at step 2, then the results' posters.
        await visit(page, '/bingeBuddy');
        const next = page.getByRole('button', { name: t.next, exact: true });
        await page.getByRole('radio', { name: t.movie }).click();
        await next.click();
        await expect(page.getByRole('button', { name: 'Netflix' })).toBeVisible();
        await loadEveryImage(page);
        // As a reader does: each step's choices (the genres, say) arrive before Next is pressed.
        for (let step = 2; step < 6; step += 1) {
          await expect.poll(() => walk.pending.size).toBe(0);
          await next.click();
        }
        await page.getByRole('radio', { name: t.shortMovie }).click();
        await page.getByRole('button', { name: t.finish }).click();
        await expect(page.getByRole('heading', { name: t.results })).toBeVisible();
        await loadEveryImage(page);

        expect(walk.problems).toEqual([]);
        // Drawn posters, thumbnails, artwork and logos were all seen, every one of ours.
        for (const kind of ['/poster/movie/', '/poster/tv/', '/poster/video/', '/poster/podcast/', '/logo/']) {
          expect(
            [...walk.images].some((path) => path.includes(kind)),
            kind,
          ).toBe(true);
        }
      },
    );
  });
}
