import type { Browser, BrowserContext, Page } from '@playwright/test';
import { API_HEADERS, expect, signUpAndLogIn, test, uniqueUser, type E2eUser } from './fixtures';
import { field, ownClientIp, ownClientIpAndLanguageEachTest } from './helpers/accounts';

/** The other browser: another context (its own cookies) with a Firefox on Linux User-Agent. */
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const copy = {
  fr: {
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmation du nouveau mot de passe',
    change: 'Changer mon mot de passe',
    wrongCurrent: 'Votre mot de passe actuel est incorrect.',
    changed: 'Votre mot de passe a été modifié. Vos autres sessions sont terminées.',
    thisBrowser: 'Ce navigateur',
    thisDevice: 'Chrome sur Windows',
    otherDevice: 'Firefox sur Linux',
    signOutOther: 'Déconnecter Firefox sur Linux',
    ended: '1 navigateur déconnecté.',
    onlyThis: "Vous n'êtes connecté que sur ce navigateur.",
  },
  en: {
    current: 'Current password',
    next: 'New password',
    confirm: 'New password confirmation',
    change: 'Change my password',
    wrongCurrent: 'Your current password is incorrect.',
    changed: 'Your password has been changed. Your other sessions have ended.',
    thisBrowser: 'This browser',
    thisDevice: 'Chrome on Windows',
    otherDevice: 'Firefox on Linux',
    signOutOther: 'Sign out Firefox on Linux',
    ended: '1 browser signed out.',
    onlyThis: 'You are signed in on this browser only.',
  },
} as const;

/** Signs `user` in on a second browser context, from its own client address. */
async function otherBrowser(
  browser: Browser,
  baseURL: string | undefined,
  user: E2eUser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    userAgent: FIREFOX_LINUX,
    extraHTTPHeaders: { 'X-Forwarded-For': ownClientIp() },
  });
  const page = await context.newPage();
  const login = await page.request.post('/api/login', {
    headers: API_HEADERS,
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
  return { context, page };
}

const signedInUser = async (page: Page) =>
  ((await (await page.request.get('/api/session')).json()) as { user: unknown }).user;

for (const lang of ['fr', 'en'] as const) {
  const t = copy[lang];

  test.describe(`account in ${lang}`, () => {
    ownClientIpAndLanguageEachTest(lang);
    // Two browsers signing in, each checking a password hash, and axe: 25 to 37 s on a shared 2-core machine.
    test.beforeEach(() => test.slow());

    test('sign out the other browser from the list', async ({ page, browser, baseURL, axe }) => {
      const member = uniqueUser();
      await signUpAndLogIn(page, member);
      const other = await otherBrowser(browser, baseURL, member);

      await page.goto('/userProfile');
      const sessions = page.getByRole('region', {
        name: lang === 'fr' ? 'Mes navigateurs connectés' : 'My signed-in browsers',
      });
      const rows = sessions.getByRole('listitem');
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toContainText(t.thisDevice);
      await expect(rows.first()).toContainText(t.thisBrowser);
      await expect(rows.nth(1)).toContainText(t.otherDevice);
      await axe.expectNoSeriousA11yViolations();

      await sessions.getByRole('button', { name: t.signOutOther }).click();
      await expect(page.getByText(t.ended)).toBeVisible();
      await expect(rows).toHaveCount(1);
      await expect(sessions.getByText(t.onlyThis)).toBeVisible();

      expect(await signedInUser(other.page)).toBeNull();
      await other.page.goto('/userProfile');
      await expect(other.page).toHaveURL(/\/login$/);
      await other.context.close();
    });

    test('change the password: a wrong current one is refused, then the other browser is signed out', async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      const member = uniqueUser();
      await signUpAndLogIn(page, member);
      const other = await otherBrowser(browser, baseURL, member);
      await other.page.goto('/userProfile');
      await expect(other.page).toHaveURL(/\/userProfile$/);

      await page.goto('/userProfile');
      const form = page.getByRole('form', { name: t.change });
      await field(form, t.current).fill('Not-the-password1');
      await field(form, t.next).fill('Brand-new-pass2');
      await field(form, t.confirm).fill('Brand-new-pass2');
      await form.getByRole('button', { name: t.change }).click();
      await expect(form.getByText(t.wrongCurrent)).toBeVisible();
      await expect(field(form, t.current)).toBeFocused();
      await axe.expectNoSeriousA11yViolations();

      // Keyboard only: the focus is on the current password, Enter submits.
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(member.password);
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.changed)).toBeVisible();
      await expect(field(form, t.current)).toHaveValue('');
      await expect(field(form, t.next)).toHaveValue('');
      await expect(page.getByText(t.onlyThis)).toBeVisible();

      await other.page.reload();
      await expect(other.page).toHaveURL(/\/login$/);
      expect(await signedInUser(other.page)).toBeNull();
      expect(await signedInUser(page)).not.toBeNull();
      await other.context.close();
    });
  });
}
