import { expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { createListThroughApi, listsCopy } from './helpers/lists';

for (const [lang, theme] of [
  ['fr', 'dark'],
  ['en', 'light'],
] as const) {
  const t = listsCopy[lang];

  test.describe(`browsing lists in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test('pages through the lists, as cards then as a table, and the address keeps both', async ({ page, axe }) => {
      // A sign-up, two lists, two accessibility scans and six navigations: 27 s on a loaded 2-core
      // machine and 34 s once in CI, past the default 30 s budget.
      test.slow();
      // The demo community has ten public lists; two more make a second page.
      const userId = await signUpAndLogIn(page, uniqueUser());
      for (const name of ['Page deux A', 'Page deux B'])
        await createListThroughApi(page, userId, { title: `${name} ${Date.now().toString(36)}` });

      await page.goto('/browseLists');
      const pager = page.getByRole('navigation', { name: t.pagination });
      await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('article')).toHaveCount(10);
      await axe.expectNoSeriousA11yViolations();

      await pager.getByRole('link', { name: t.next }).click();
      await expect(page).toHaveURL(/\/browseLists\?page=2$/);
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

      await page.getByRole('button', { name: t.table }).click();
      await expect(page).toHaveURL(/page=2&view=table$/);
      const table = page.getByRole('table');
      await expect(table).toBeVisible();
      await expect(table.getByRole('columnheader')).toHaveCount(5);
      await axe.expectNoSeriousA11yViolations();

      await page.reload();
      await expect(page.getByRole('table')).toBeVisible();
      await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

      // Back to page 1 in the table; a row opens its list (the name is the row's link).
      await page.goBack();
      await expect(page).toHaveURL(/\/browseLists\?page=2$/);
      await page.goto('/browseLists?view=table');
      const firstRow = page.getByRole('table').getByRole('row').nth(1);
      const name = (await firstRow.getByRole('link').textContent()) ?? '';
      // A click anywhere on the row: the name's link stretches over it.
      await firstRow.click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    });

    test('filters by tag from the address and by title as one types', async ({ page, axe }) => {
      await page.goto('/browseLists?tags=anime');
      await expect(page.getByRole('article')).toHaveCount(1);
      await expect(page.getByRole('article', { name: 'Animation japonaise incontournable' })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();

      await page.goto('/browseLists');
      await page.getByRole('searchbox', { name: t.searchLists }).fill('enquêtes');
      await expect(page).toHaveURL(/q=enqu%C3%AAtes/);
      await expect(page.getByRole('article', { name: 'Enquêtes et mystères' })).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(1);
    });

    test("a member's page says whose lists they are", async ({ page }) => {
      await page.goto('/');
      // The top members' row: the list cards above it name their creator too, but open the list.
      const seeLists = lang === 'fr' ? 'Voir les listes de margaux_cine' : "See margaux_cine's lists";
      await page.getByRole('link', { name: new RegExp(`^${seeLists}`) }).click();
      await expect(page).toHaveURL(/\/browseLists\/\d+$/);
      await expect(
        page.getByRole('heading', {
          level: 1,
          name: lang === 'fr' ? 'Les listes de margaux_cine' : 'Lists by margaux_cine',
        }),
      ).toBeVisible();
      await expect(page.getByRole('article')).toHaveCount(2);
    });
  });
}
