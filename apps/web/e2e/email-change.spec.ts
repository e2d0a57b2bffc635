import type { Page } from '@playwright/test';
import { API_HEADERS, expect, setLanguage, setTheme, test, uniqueUser, type E2eUser } from './fixtures';
import { field, logInThroughForm, ownClientIp, ownClientIpAndLanguageEachTest } from './helpers/accounts';

const copy = {
  fr: {
    title: 'Changer mon adresse email',
    newEmail: 'Nouvelle adresse email',
    password: 'Mot de passe actuel',
    submit: 'Changer mon adresse',
    wrongPassword: 'Votre mot de passe actuel est incorrect.',
    requested:
      'Un lien de confirmation a été envoyé à la nouvelle adresse. Votre adresse ne change qu’une fois ce lien ouvert.',
    pending: 'En attente de confirmation à',
    confirmSubject: 'Confirmez votre nouvelle adresse Pépites',
    noticeSubject: 'Changement d’adresse demandé sur votre compte Pépites',
    confirmed: 'Adresse confirmée',
    failed: "L'adresse n'a pas été modifiée",
    deadLink: 'Ce lien de confirmation est invalide, a déjà servi ou a expiré.',
    logIn: 'Se connecter',
  },
  en: {
    title: 'Change my email address',
    newEmail: 'New email address',
    password: 'Current password',
    submit: 'Change my address',
    wrongPassword: 'Your current password is incorrect.',
    requested:
      'A confirmation link has been sent to the new address. Your address changes only once that link is opened.',
    pending: 'Waiting for confirmation at',
    confirmSubject: 'Confirm your new Pépites address',
    noticeSubject: 'Change of address asked on your Pépites account',
    confirmed: 'Address confirmed',
    failed: 'The address was not changed',
    deadLink: 'This confirmation link is invalid, was already used or has expired.',
    logIn: 'Log in',
  },
} as const;

/** Signs up and in through the API in `lang`: the member's mails are written in the language of their account. */
async function memberIn(page: Page, lang: 'fr' | 'en', user: E2eUser): Promise<void> {
  const headers = { ...API_HEADERS, 'Accept-Language': lang };
  const registered = await page.request.post('/api/register', {
    headers,
    data: { user_name: user.username, email: user.email, password: user.password },
  });
  expect(registered.status()).toBe(201);
  const login = await page.request.post('/api/login', {
    headers,
    data: { email: user.email, password: user.password },
  });
  expect(login.status()).toBe(200);
}

for (const lang of ['fr', 'en'] as const) {
  const t = copy[lang];

  test.describe(`email change in ${lang}`, () => {
    ownClientIpAndLanguageEachTest(lang);

    test('ask for a new address, confirm it from the mailed link in another browser, sign in with it', async ({
      page,
      browser,
      baseURL,
      outbox,
      axe,
    }) => {
      // Two mails, a second browser and axe twice: slow on a shared 2-core machine.
      test.slow();
      const member = uniqueUser();
      const newEmail = `new-${member.email}`;
      await memberIn(page, lang, member);

      await page.goto('/userProfile');
      const form = page.getByRole('form', { name: t.title });
      await expect(form.getByText(member.email)).toBeVisible();
      await field(form, t.newEmail).fill(newEmail);
      await field(form, t.password).fill('Not-the-password1');
      await form.getByRole('button', { name: t.submit }).click();
      await expect(form.getByText(t.wrongPassword)).toBeVisible();
      await expect(field(form, t.password)).toBeFocused();
      await axe.expectNoSeriousA11yViolations();

      // Keyboard only: the focus is on the password, Enter submits.
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(member.password);
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.requested)).toBeVisible();
      await expect(form.getByRole('status')).toContainText(`${t.pending} ${newEmail}`);
      await expect(field(form, t.newEmail)).toHaveValue('');

      const notice = await outbox.waitForMail({ to: member.email, kind: 'email-change-notice' });
      expect(notice.subject).toBe(t.noticeSubject);
      expect(notice.text).toContain(newEmail);
      const mail = await outbox.waitForMail({ to: newEmail, kind: 'email-change-confirm' });
      expect(mail.subject).toBe(t.confirmSubject);
      const link = /https?:\/\/\S+\/confirm-email\/[\w-]+/.exec(mail.text)?.[0];
      expect(link, 'the mail carries the confirmation link').toBeTruthy();

      // Opened signed out, in another browser.
      const other = await browser.newContext({ baseURL, extraHTTPHeaders: { 'X-Forwarded-For': ownClientIp() } });
      const visitor = await other.newPage();
      await setLanguage(visitor, lang);
      await visitor.goto(new URL(link ?? '').pathname);
      await expect(visitor.getByRole('heading', { name: t.confirmed })).toBeVisible();
      await expect(visitor.getByText(newEmail)).toBeVisible();
      await axe.expectNoSeriousA11yViolations(visitor);
      await visitor.getByRole('main').getByRole('link', { name: t.logIn }).click();
      await expect(visitor).toHaveURL(/\/login$/);
      await logInThroughForm(visitor, lang, { ...member, email: newEmail });
      await other.close();

      await page.reload();
      await expect(form.getByText(newEmail)).toBeVisible();
      await expect(form.getByRole('status')).toHaveCount(0);
    });

    test('the form and a pending change fit 360 px in the dark theme', async ({ page, axe }) => {
      const member = uniqueUser();
      await memberIn(page, lang, member);
      const asked = await page.request.put('/api/account/email', {
        headers: { ...API_HEADERS, 'Accept-Language': lang },
        data: { password: member.password, email: `a-rather-long-new-address-${member.email}` },
      });
      expect(asked.status()).toBe(200);
      await setTheme(page, 'dark');
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto('/userProfile');
      const form = page.getByRole('form', { name: t.title });
      await expect(form.getByRole('status')).toContainText(t.pending);
      await form.scrollIntoViewIfNeeded();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe.expectNoSeriousA11yViolations();
    });

    test('a dead link says so, at 360 px in the dark theme', async ({ page, axe }) => {
      await setTheme(page, 'dark');
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`/confirm-email/${'x'.repeat(43)}`);
      await expect(page.getByRole('heading', { name: t.failed })).toBeVisible();
      await expect(page.getByText(t.deadLink)).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: t.logIn })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe.expectNoSeriousA11yViolations();
    });
  });
}
