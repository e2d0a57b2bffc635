import type { Page } from '@playwright/test';
import { expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { addItemThroughApi, createListThroughApi, listsCopy, loose, shownTitle, TITLES } from './helpers/lists';

/** The titles of the edited list, in the order shown. */
async function order(page: Page): Promise<string[]> {
  return page.getByTestId('edition-item').locator('span.font-medium').allTextContents();
}

/** The titles of the list as the server has it, in that language. */
async function serverOrder(page: Page, listId: number, userId: number, lang: 'fr' | 'en'): Promise<string[]> {
  const response = await page.request.get(`/api/list/getById/${listId}/user/${userId}`, {
    headers: { 'Accept-Language': lang },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { list: { content: Array<{ title: string }> } }).list.content.map(
    (item) => item.title,
  );
}

for (const [lang, theme] of [
  ['fr', 'light'],
  ['en', 'dark'],
] as const) {
  const t = listsCopy[lang];
  // Le Parrain in French: lists name the offline catalogue's titles in the reader's language.
  const godfather = shownTitle(TITLES.godfather, lang);

  test.describe(`editing a list in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test('reorder with the arrows and by drag and drop, annotate, remove: nothing is written before Save, then all of it', async ({
      page,
      axe,
    }) => {
      test.slow();
      const userId = await signUpAndLogIn(page, uniqueUser());
      const title = `Ordre ${Date.now().toString(36)}`;
      const listId = await createListThroughApi(page, userId, { title });
      for (const item of [TITLES.godfather, TITLES.breakingBad, TITLES.chernobyl])
        await addItemThroughApi(page, listId, item);

      await page.goto(`/listEdition/${listId}`);
      await expect.poll(() => order(page)).toEqual([godfather, 'Breaking Bad', 'Chernobyl']);
      await axe.expectNoSeriousA11yViolations();

      // Keyboard: the up arrow, pressed with Enter.
      await page.getByRole('button', { name: loose(t.moveUp('Breaking Bad')) }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => order(page)).toEqual(['Breaking Bad', godfather, 'Chernobyl']);

      // Mouse: Chernobyl's handle dropped on the first row.
      const rows = page.getByTestId('edition-item');
      await rows.nth(2).getByTestId('drag-handle').dragTo(rows.nth(0));
      await expect.poll(() => order(page)).toEqual(['Chernobyl', 'Breaking Bad', godfather]);

      // A note on The Godfather, and Breaking Bad removed after its confirmation.
      await page.getByRole('button', { name: loose(t.addNote(godfather)) }).click();
      await page.getByRole('textbox', { name: loose(t.noteLabel(godfather)) }).fill('Le sommet de Coppola.');
      await page.getByRole('button', { name: t.noteDone, exact: true }).click();
      await page.getByRole('button', { name: loose(t.remove('Breaking Bad')) }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.removeConfirm, exact: true }).click();
      await expect.poll(() => order(page)).toEqual(['Chernobyl', godfather]);
      await expect(page.getByText(t.unsaved)).toBeVisible();
      await axe.expectNoSeriousA11yViolations();

      // The server still has the list as it was.
      expect(await serverOrder(page, listId, userId, lang)).toEqual([godfather, 'Breaking Bad', 'Chernobyl']);

      // Save sends it all and opens the list's page (the edit page was the first one opened).
      await page.getByRole('button', { name: t.save, exact: true }).click();
      await expect(page.getByText(t.updated)).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/listDetails/${listId}$`));
      const slider = page.getByRole('region', { name: lang === 'fr' ? 'Dans cette liste' : 'In this list' });
      await expect(
        slider.getByRole('link', { name: new RegExp(`^(Chernobyl|Breaking Bad|${godfather})$`) }),
      ).toHaveText([/Chernobyl/, new RegExp(godfather)]);
      await expect(page.getByText(/^[“«]\s?Le sommet de Coppola\.\s?[”»]$/).first()).toBeVisible();
      await axe.expectNoSeriousA11yViolations();

      await page.goto(`/listEdition/${listId}`);
      await expect.poll(() => order(page)).toEqual(['Chernobyl', godfather]);
    });

    test('Cancel drops every change: privacy, title, order and a removal', async ({ page }) => {
      const userId = await signUpAndLogIn(page, uniqueUser());
      const title = `Brouillon ${Date.now().toString(36)}`;
      const listId = await createListThroughApi(page, userId, { title });
      for (const item of [TITLES.godfather, TITLES.breakingBad]) await addItemThroughApi(page, listId, item);

      await page.goto(`/listEdition/${listId}`);
      await expect.poll(() => order(page)).toEqual([godfather, 'Breaking Bad']);
      await page.getByRole('switch', { name: t.public }).click();
      await page.getByRole('textbox', { name: t.title }).fill(`${title} bis`);
      await page.getByRole('button', { name: loose(t.moveUp('Breaking Bad')) }).click();
      await page.getByRole('button', { name: loose(t.remove(godfather)) }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.removeConfirm, exact: true }).click();
      await expect.poll(() => order(page)).toEqual(['Breaking Bad']);

      await page.getByRole('button', { name: t.cancel, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/listDetails/${listId}$`));
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
      const response = await page.request.get(`/api/list/getById/${listId}/user/${userId}`, {
        headers: { 'Accept-Language': lang },
      });
      expect(response.status()).toBe(200);
      const { list } = (await response.json()) as {
        list: { title: string; privacy: string; content: Array<{ title: string }> };
      };
      expect({ title: list.title, privacy: list.privacy, items: list.content.map((item) => item.title) }).toEqual({
        title,
        privacy: 'public',
        items: [godfather, 'Breaking Bad'],
      });
    });

    test('delete a list from its card, after the confirmation', async ({ page, axe }) => {
      const userId = await signUpAndLogIn(page, uniqueUser());
      const title = `Adieu ${Date.now().toString(36)}`;
      const listId = await createListThroughApi(page, userId, { title });
      await page.goto('/userLists');
      const card = page.getByRole('article', { name: title });
      await card.getByRole('button', { name: loose(t.options(title)) }).click();
      await page.getByRole('menuitem', { name: t.deleteList }).click();
      const confirm = page.getByRole('dialog');
      await expect(confirm).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await confirm.getByRole('button', { name: t.confirmDelete, exact: true }).click();
      await expect(page.getByText(t.deleted)).toBeVisible();
      await expect(card).toHaveCount(0);
      await page.goto(`/listDetails/${listId}`);
      await expect(page.getByRole('heading', { level: 1, name: loose(t.notFound) })).toBeVisible();
    });
  });
}
