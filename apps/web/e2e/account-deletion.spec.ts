import type { Browser, Page } from '@playwright/test';
import { API_HEADERS, expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { field, ownClientIp, ownClientIpAndLanguageEachTest } from './helpers/accounts';
import { addItemThroughApi, createListThroughApi, listsCopy, TITLES } from './helpers/lists';

const copy = {
  fr: {
    open: 'Supprimer mon compte',
    dialog: 'Supprimer votre compte ?',
    password: 'Mot de passe',
    confirm: 'Recopiez votre nom d’utilisateur pour confirmer',
    submit: 'Supprimer définitivement mon compte',
    deleted: 'Votre compte et vos listes sont supprimés.',
    privacy: 'Confidentialité',
    headings: ['Ce que nous conservons', 'Ce que les autres voient', 'Pourquoi', 'Combien de temps', 'Vos choix'],
    nameReserved: 'réservé 30 jours',
    contact: 'Écrivez-nous',
  },
  en: {
    open: 'Delete my account',
    dialog: 'Delete your account?',
    password: 'Password',
    confirm: 'Type your user name to confirm',
    submit: 'Delete my account for good',
    deleted: 'Your account and your lists are deleted.',
    privacy: 'Privacy',
    headings: ['What we store', 'What others see', 'Why', 'For how long', 'Your controls'],
    nameReserved: 'reserved for 30 days',
    contact: 'Write to us',
  },
} as const;

/** Another member in a browser of their own (own cookies and client address), signed in. */
async function otherMember(browser: Browser, baseURL: string | undefined, lang: 'fr' | 'en') {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': ownClientIp() } });
  const page = await context.newPage();
  await setLanguage(page, lang);
  const id = await signUpAndLogIn(page, uniqueUser());
  return { context, page, id };
}

const likedListsTotal = async (page: Page, userId: number) => {
  const response = await page.request.get(`/api/user/${userId}/lists`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { lists: unknown[] }).lists.length;
};

for (const lang of ['fr', 'en'] as const) {
  const t = copy[lang];
  const l = listsCopy[lang];

  test.describe(`account deletion in ${lang}`, () => {
    ownClientIpAndLanguageEachTest(lang);

    test('a member deletes their account: signed out, their liked list gone for everyone', async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      // Two sign-ups, a list, a like, two axe scans and a password check on a shared 2-core machine.
      test.slow();
      const member = uniqueUser();
      const memberId = await signUpAndLogIn(page, member);
      const title = `Adieu ${member.username}`;
      const listId = await createListThroughApi(page, memberId, { title });
      await addItemThroughApi(page, listId, TITLES.godfather);

      const fan = await otherMember(browser, baseURL, lang);
      const like = await fan.page.request.put(`/api/list/${listId}/like/${fan.id}`, { headers: API_HEADERS });
      expect(like.status()).toBe(200);
      expect(await likedListsTotal(fan.page, fan.id)).toBe(1);
      await fan.page.goto('/userLikedLists');
      await expect(fan.page.getByRole('heading', { level: 1, name: l.likedLists })).toBeVisible();
      await expect(fan.page.getByRole('article', { name: title })).toBeVisible();

      await page.goto('/userProfile');
      await page.getByRole('button', { name: t.open }).click();
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toContainText(t.nameReserved);
      const submit = dialog.getByRole('button', { name: t.submit });
      await field(dialog, t.password).fill(member.password);
      await field(dialog, t.confirm).fill(member.username.slice(0, -1));
      await expect(submit).toBeDisabled();
      await axe.expectNoSeriousA11yViolations();
      await field(dialog, t.confirm).fill(member.username.toUpperCase());
      await expect(submit).toBeEnabled();
      await submit.click();

      await expect(page.getByText(t.deleted)).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      const session = await page.request.get('/api/session');
      expect(((await session.json()) as { user: unknown }).user).toBeNull();
      await page.goto('/userProfile');
      await expect(page).toHaveURL(/\/login$/);

      await page.goto(`/browseLists?q=${encodeURIComponent(title)}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('article', { name: title })).toHaveCount(0);
      expect((await page.request.get(`/api/user/${memberId}`)).status()).toBe(404);

      expect(await likedListsTotal(fan.page, fan.id)).toBe(0);
      await fan.page.goto('/userLikedLists');
      await expect(fan.page.getByRole('heading', { level: 1, name: l.likedLists })).toBeVisible();
      await expect(fan.page.getByRole('article', { name: title })).toHaveCount(0);
      await fan.context.close();
    });

    test('the privacy page: rendered by the server, linked from the footer and the sign-up form', async ({
      page,
      axe,
    }) => {
      const html = await (await page.request.get('/privacy', { headers: { accept: 'text/html' } })).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${t.privacy}</h1>`));

      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('link', { name: t.privacy })).toHaveAttribute('href', '/privacy');
      await footer.getByRole('link', { name: t.privacy }).click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible();
      for (const name of t.headings) await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByRole('link', { name: t.contact })).toHaveAttribute('href', '/contactUs');
      await axe.expectNoSeriousA11yViolations();

      await page.setViewportSize({ width: 360, height: 740 });
      await setTheme(page, 'dark');
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe.expectNoSeriousA11yViolations();

      await page.goto('/signup');
      await expect(page.getByRole('main').getByRole('link', { name: t.privacy })).toHaveAttribute('href', '/privacy');
    });
  });
}
