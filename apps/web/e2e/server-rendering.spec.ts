import type { Page, Request } from '@playwright/test';
import { API_HEADERS, expect, setLanguage, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { createListThroughApi } from './helpers/lists';

/** A public list of the demo community, found the way a visitor would: on the browse page. */
/** The most liked public list: the demo community's, which no other test edits or deletes meanwhile. */
async function firstPublicList(page: Page): Promise<{ href: string; title: string }> {
  await page.goto('/browseLists?sort=liked');
  const card = page.getByRole('article').first();
  const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  const href = (await card.getByRole('link', { name: title }).first().getAttribute('href')) ?? '';
  expect(href).toMatch(/^\/listDetails\/\d+$/);
  return { href, title };
}

const copy = {
  fr: { browse: 'Parcourir les listes', about: 'À propos de Pépites', lost: 'Vous êtes perdu', contents: 'Contenus' },
  en: { browse: 'Browse lists', about: 'About Pépites', lost: "You're lost", contents: 'Contents' },
} as const;

for (const lang of ['fr', 'en'] as const) {
  test.describe(`with JavaScript off, in ${lang}`, () => {
    test.use({ javaScriptEnabled: false, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });

    test('the public pages are readable and their links work', async ({ page }) => {
      const home = await page.goto('/');
      expect(home?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

      await page.getByRole('banner').getByRole('link', { name: copy[lang].browse }).first().click();
      await expect(page).toHaveURL('/browseLists');
      await expect(page.getByRole('heading', { level: 1, name: copy[lang].browse })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(10);

      // The most liked list is the demo community's: tests running meanwhile never delete it.
      await page.goto('/browseLists?sort=liked');
      const card = page.getByRole('article').first();
      const title = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
      await card.getByRole('link', { name: title }).first().click();
      await expect(page).toHaveURL(/\/listDetails\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} · Pépites`);

      await page.goto('/aboutUs');
      await expect(page.getByRole('heading', { level: 1, name: copy[lang].about })).toBeVisible();

      const lost = await page.goto('/pas/de/page/ici');
      expect(lost?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: copy[lang].lost })).toBeVisible();
    });
  });
}

test.describe('hydration', () => {
  test('a rendered list page is picked up without a mismatch, a layout shift or a second fetch of its data', async ({
    page,
  }) => {
    const list = await firstPublicList(page);
    const apiCalls: string[] = [];
    const onRequest = (request: Request) => {
      if (new URL(request.url()).pathname.startsWith('/api/') && ['fetch', 'xhr'].includes(request.resourceType()))
        apiCalls.push(request.url());
    };
    await page.addInitScript(() => {
      const shifts: number[] = [];
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
      Object.assign(window, { layoutShifts: shifts });
    });
    page.on('request', onRequest);
    const response = await page.goto(list.href);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: list.title })).toBeVisible();
    // The like button answers once hydrated: visitors get the sign-in hint.
    await page.waitForLoadState('networkidle');
    page.off('request', onRequest);
    // The fixture fails the test on any console error, React's hydration errors included.
    expect(apiCalls).toEqual([]);
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThan(0.01);
  });

  test("a member's page is rendered with their session, and their private list is theirs alone", async ({
    page,
    browser,
  }) => {
    const userId = await signUpAndLogIn(page, uniqueUser());
    const title = `Carnet secret ${Date.now().toString(36)}`;
    const listId = await createListThroughApi(page, userId, { title });
    const hide = await page.request.put(`/api/list/update/${listId}`, {
      headers: API_HEADERS,
      data: { title, description: '', privacy: 'private' },
    });
    expect(hide.status()).toBe(200);
    const own = await page.goto(`/listDetails/${listId}`);
    expect(own?.status()).toBe(200);
    expect(await own?.text()).toContain(title);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    const visitor = await browser.newPage();
    try {
      const hidden = await visitor.goto(`/listDetails/${listId}`);
      expect(hidden?.status()).toBe(404);
      expect(await hidden?.text()).not.toContain(title);
      await expect(visitor.getByRole('heading', { level: 1, name: 'Vous êtes perdu' })).toBeVisible();
    } finally {
      await visitor.close();
    }
  });

  test('the language cookie decides the rendered language, and the switch writes it', async ({ page }) => {
    await setLanguage(page, 'en');
    const about = await page.goto('/aboutUs');
    expect(await about?.text()).toContain('<html lang="en"');
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
    await expect(page.getByRole('heading', { level: 1, name: copy.fr.about })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((cookie) => cookie.name === 'pepites_lang')?.value).toBe('fr');
  });
});
