import { expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { listsCopy, loose, shownTitle, TITLES } from './helpers/lists';

for (const [lang, theme] of [
  ['fr', 'light'],
  ['en', 'dark'],
] as const) {
  const t = listsCopy[lang];

  test.describe(`creating a list in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test('create a list with tags from the home page, add titles from their pages, mark them seen', async ({
      page,
      axe,
    }) => {
      test.slow();
      await signUpAndLogIn(page, uniqueUser());
      const title = `${lang === 'fr' ? 'Soirée' : 'Evening'} ${Date.now().toString(36)}`;
      const tags = lang === 'fr' ? ['science-fiction', 'culte'] : ['science fiction', 'cult'];

      // Home → the create-list dialog.
      await page.goto('/');
      await page.getByRole('button', { name: t.createList }).click();
      const dialog = page.getByRole('dialog', { name: t.newList });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('textbox', { name: t.title }).fill(title);
      await dialog.getByRole('textbox', { name: t.description }).fill('Androids, dreams and simulated worlds.');
      for (const tag of tags) {
        await dialog.getByRole('combobox', { name: t.tags }).click();
        await page.getByRole('option', { name: tag, exact: true }).click();
      }
      await expect(dialog.getByRole('button', { name: new RegExp(tags[0] ?? '') })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await dialog.getByRole('button', { name: t.createSubmit }).click();
      await expect(page.getByText(loose(t.created))).toBeVisible();

      // Half a second later, the content-type chooser.
      const chooser = page.getByRole('dialog', { name: loose(t.chooser) });
      await expect(chooser).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await page.keyboard.press('Escape');
      await expect(chooser).toBeHidden();

      // Each title's page (under its French title in French): its add-to-lists dialog.
      for (const [item, address] of [
        [lang === 'fr' ? 'Le Parrain' : 'The Godfather', '/movieDetails/238'],
        ['Breaking Bad', '/tvDetails/1396'],
      ] as const) {
        await page.goto(address);
        await page
          .getByRole('button', { name: loose(t.addToList(item)) })
          .first()
          .click();
        const add = page.getByRole('dialog', { name: t.addDialog });
        await add.getByRole('checkbox', { name: new RegExp(title) }).check();
        if (address === '/movieDetails/238') await axe.expectNoSeriousA11yViolations();
        await add.getByRole('button', { name: t.add, exact: true }).click();
        // Both titles go to the same list: the first toast may still be on screen.
        await expect(page.getByText(loose(`${title}${lang === 'fr' ? ' : ' : ': '}${t.added}`)).last()).toBeVisible();
        await expect(add).toBeHidden();
      }

      // My lists: the card with its first tag only, in the page's language.
      await page.goto('/userLists');
      const card = page.getByRole('article', { name: title });
      await expect(card.getByText(tags[0] ?? '', { exact: true })).toBeVisible();
      await expect(card.getByText(tags[1] ?? '', { exact: true })).toHaveCount(0);
      await axe.expectNoSeriousA11yViolations();

      // Its page: the ring moves as titles are seen, and the server keeps it.
      await card.getByRole('link', { name: title }).click();
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      const ring = page.getByRole('progressbar', { name: t.progress });
      await expect(ring).toHaveAttribute('aria-valuenow', '0');
      // Named in the page's language, as on its own page.
      const godfather = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('link', { name: shownTitle(TITLES.godfather, lang) }) });
      await godfather.getByRole('button', { name: loose(t.seenNo) }).click();
      await expect(ring).toHaveAttribute('aria-valuenow', '50');
      await expect(godfather.getByRole('button', { name: loose(t.seenYes) })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await page.reload();
      await expect(page.getByRole('progressbar', { name: t.progress })).toHaveAttribute('aria-valuenow', '50');
    });
  });
}
