import type { Page } from '@playwright/test';
import { expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { addItemThroughApi, createListThroughApi, listsCopy, loose, TITLES } from './helpers/lists';

/** The titles of the edited list, in the order shown. */
async function order(page: Page): Promise<string[]> {
  return page.getByTestId('edition-item').locator('span.font-medium').allTextContents();
}

for (const [lang, theme] of [
  ['fr', 'light'],
  ['en', 'dark'],
] as const) {
  const t = listsCopy[lang];

  test.describe(`editing a list in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test('reorder with the arrows and by drag and drop, annotate, and see both on the list page', async ({ page, axe }) => {
      test.slow();
      const userId = await signUpAndLogIn(page, uniqueUser());
      const title = `Ordre ${Date.now().toString(36)}`;
      const listId = await createListThroughApi(page, userId, { title });
      for (const item of [TITLES.godfather, TITLES.breakingBad, TITLES.chernobyl]) await addItemThroughApi(page, listId, item);

      await page.goto(`/listEdition/${listId}`);
      await expect.poll(() => order(page)).toEqual(['The Godfather', 'Breaking Bad', 'Chernobyl']);
      await axe.expectNoSeriousA11yViolations();

      // Keyboard: the up arrow, pressed with Enter.
      await page.getByRole('button', { name: loose(t.moveUp('Breaking Bad')) }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => order(page)).toEqual(['Breaking Bad', 'The Godfather', 'Chernobyl']);

      // Mouse: Chernobyl's handle dropped on the first row.
      const rows = page.getByTestId('edition-item');
      await rows.nth(2).getByTestId('drag-handle').dragTo(rows.nth(0));
      await expect.poll(() => order(page)).toEqual(['Chernobyl', 'Breaking Bad', 'The Godfather']);

      // A note on The Godfather.
      await page.getByRole('button', { name: loose(t.addNote('The Godfather')) }).click();
      await page.getByRole('textbox', { name: loose(t.noteLabel('The Godfather')) }).fill('Le sommet de Coppola.');
      await page.getByRole('button', { name: t.saveNote }).click();
      await expect(page.getByText(t.noteSaved)).toBeVisible();

      // The server kept both.
      await page.reload();
      await expect.poll(() => order(page)).toEqual(['Chernobyl', 'Breaking Bad', 'The Godfather']);
      await page.goto(`/listDetails/${listId}`);
      const slider = page.getByRole('region', { name: lang === 'fr' ? 'Dans cette liste' : 'In this list' });
      await expect(slider.getByRole('link', { name: /^(Chernobyl|Breaking Bad|The Godfather)$/ })).toHaveText([/Chernobyl/, /Breaking Bad/, /The Godfather/]);
      await expect(page.getByText(/^[“«]\s?Le sommet de Coppola\.\s?[”»]$/).first()).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
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
