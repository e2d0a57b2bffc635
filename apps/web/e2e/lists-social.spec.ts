import { expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { ownClientIp, useClientIp } from './helpers/accounts';
import { addItemThroughApi, createListThroughApi, listsCopy, loose, TITLES } from './helpers/lists';

const DEMO_LIST = 'Les classiques à voir une fois dans sa vie';

for (const [lang, theme] of [
  ['fr', 'dark'],
  ['en', 'light'],
] as const) {
  const t = listsCopy[lang];

  test.describe(`sharing and liking in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test("like another member's list and find it in liked lists", async ({ page, axe }) => {
      await signUpAndLogIn(page, uniqueUser());
      await page.goto(`/browseLists?q=${encodeURIComponent('classiques à voir')}`);
      const card = page.getByRole('article', { name: DEMO_LIST });
      const like = card.getByRole('button', { name: /^(J'aime|Like), / });
      await expect(like).toHaveAttribute('aria-pressed', 'false');
      const before = Number((await like.textContent())?.replace(/\D/g, ''));
      await like.click();
      await expect(like).toHaveAttribute('aria-pressed', 'true');
      await expect(like).toHaveText(String(before + 1));
      await axe.expectNoSeriousA11yViolations();

      await page.goto('/userLikedLists');
      await expect(page.getByRole('heading', { level: 1, name: t.likedLists })).toBeVisible();
      const liked = page.getByRole('article', { name: DEMO_LIST });
      await expect(liked.getByRole('button', { name: /^(J'aime|Like), / })).toHaveAttribute('aria-pressed', 'true');
      await axe.expectNoSeriousA11yViolations();
    });

    test("a list's page opens its creator's card and its likers", async ({ page, axe }) => {
      await page.goto(`/browseLists?q=${encodeURIComponent('classiques à voir')}`);
      await page.getByRole('article', { name: DEMO_LIST }).getByRole('link', { name: DEMO_LIST }).click();
      await expect(page.getByRole('heading', { level: 1, name: DEMO_LIST })).toBeVisible();

      const creatorButton = page.getByRole('button', { name: t.creatorProfile('margaux_cine') });
      await creatorButton.click();
      const card = page.getByRole('dialog');
      await expect(card.getByRole('link', { name: t.creatorLists('margaux_cine') })).toHaveAttribute(
        'href',
        /\/browseLists\/\d+$/,
      );
      await axe.expectNoSeriousA11yViolations();
      await page.keyboard.press('Escape');
      await expect(creatorButton).toBeFocused();

      await page.getByRole('button', { name: t.seeLikers }).click();
      const likers = page.getByRole('dialog', { name: t.likersTitle });
      await expect(likers.getByRole('link', { name: /theo\.series/ })).toHaveAttribute('href', /\/browseLists\/\d+$/);
      await axe.expectNoSeriousA11yViolations();
    });

    test('share a list: copy its link and show its QR code', async ({ page, context, axe, baseURL }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const userId = await signUpAndLogIn(page, uniqueUser());
      const listId = await createListThroughApi(page, userId, { title: `Partage ${Date.now().toString(36)}` });
      await addItemThroughApi(page, listId, TITLES.spirited);
      await page.goto(`/listDetails/${listId}`);
      await page.getByRole('button', { name: t.share, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.shareTitle });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: t.copy }).click();
      await expect(page.getByText(t.copied)).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(new RegExp(`/listDetails/${listId}$`));
      await dialog.getByRole('button', { name: t.showQr }).click();
      const qr = dialog.getByRole('img', { name: /QR/ });
      await expect(qr).toBeVisible();
      expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;base64,/);
      // Drawn, not a broken image: the page's CSP lets the SVG data URL in.
      await expect
        .poll(() => qr.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
        .toBe(true);
      await axe.expectNoSeriousA11yViolations();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('button', { name: t.share, exact: true })).toBeFocused();
    });

    test('a list made private vanishes for another member', async ({ page, browser, baseURL }) => {
      const ownerId = await signUpAndLogIn(page, uniqueUser());
      const title = `Bientôt privée ${Date.now().toString(36)}`;
      const listId = await createListThroughApi(page, ownerId, { title });

      const other = await browser.newContext({ baseURL, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
      await useClientIp(other, ownClientIp());
      const otherPage = await other.newPage();
      await setLanguage(otherPage, lang);
      await signUpAndLogIn(otherPage, uniqueUser());
      await otherPage.goto(`/listDetails/${listId}`);
      await expect(otherPage.getByRole('heading', { level: 1, name: title })).toBeVisible();

      await page.goto(`/listEdition/${listId}`);
      const privacy = page.getByRole('switch', { name: t.public });
      await expect(privacy).toBeChecked();
      await privacy.click();
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.updated)).toBeVisible();

      await otherPage.reload();
      await expect(otherPage.getByRole('heading', { level: 1, name: loose(t.notFound) })).toBeVisible();
      await otherPage.goto(`/browseLists?q=${encodeURIComponent(title)}`);
      await expect(otherPage.getByRole('article', { name: title })).toHaveCount(0);
      await other.close();
    });
  });
}
