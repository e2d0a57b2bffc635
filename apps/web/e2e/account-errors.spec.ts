import { expect, test, uniqueUser } from './fixtures';
import {
  copy,
  escapeRegExp,
  field,
  logInThroughForm,
  ownClientIpAndLanguageEachTest,
  registerThroughApi,
} from './helpers/accounts';

/** What a user who makes a mistake on the account screens sees: the error where it happened, nothing lost. */
for (const lang of ['fr', 'en'] as const) {
  const t = copy[lang];

  test.describe(`account mistakes in ${lang}`, () => {
    const clientIp = ownClientIpAndLanguageEachTest(lang);

    test('a failed login stays on /login with the error in the form and the email kept', async ({ page, axe }) => {
      const member = uniqueUser();
      await registerThroughApi(page, member, clientIp());
      await page.goto('/login');
      const form = page.getByRole('main').locator('form');
      await field(form, t.email).fill(member.email);
      await field(form, t.password).fill('Not-the-password-1');
      await form.getByRole('button', { name: t.logIn }).click();

      const alert = form.getByRole('alert');
      await expect(alert).toContainText(t.wrongCredentials);
      await expect(alert).toBeFocused();
      await expect(page).toHaveURL(/\/login$/);
      await expect(field(form, t.email)).toHaveValue(member.email);
      await expect(field(form, t.password)).toHaveValue('');
      await expect(page.getByText(t.loggedIn, { exact: true })).toHaveCount(0);
      await axe.expectNoSeriousA11yViolations();

      // The retry works from there.
      await field(form, t.password).fill(member.password);
      await form.getByRole('button', { name: t.logIn }).click();
      await expect(page.getByText(t.loggedIn, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
    });

    test('forgotten password refuses a malformed email under the field and sends nothing', async ({ page }) => {
      let requested = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/reset-password') && request.method() === 'POST') requested += 1;
      });
      await page.goto('/forgottenPassword');
      const form = page.getByRole('main').locator('form');
      await field(form, t.email).fill('pas-un-email');
      await form.getByRole('button', { name: t.send }).click();
      await expect(field(form, t.email)).toHaveAccessibleDescription(t.emailFormat);
      await expect(field(form, t.email)).toBeFocused();
      expect(requested).toBe(0);
    });

    test('a made-up reset link says at once that it is dead, with no form', async ({ page, axe }) => {
      await page.goto(`/reset-password/${'madeup'.repeat(7)}x`);
      await expect(page.getByRole('heading', { level: 1, name: t.deadLink })).toBeVisible();
      await expect(page.getByRole('main').getByRole('link', { name: t.requestNew })).toHaveAttribute(
        'href',
        '/forgottenPassword',
      );
      await expect(page.getByRole('main').locator('form')).toHaveCount(0);
      await expect(page.getByLabel(new RegExp(escapeRegExp(t.newPassword)))).toHaveCount(0);
      await axe.expectNoSeriousA11yViolations();
    });

    test('the profile form shows the precise upload error and a taken name under its field', async ({
      page,
      axe,
      consoleErrors,
    }) => {
      // Playwright's trace recorder fetches the preview's blob: URL from inside the page, which the
      // CSP's connect-src refuses; the app itself only shows it in an image (img-src allows blob:).
      consoleErrors.allow(/^Connecting to 'blob:.*connect-src/);
      const taken = uniqueUser();
      await registerThroughApi(page, taken, clientIp());
      const member = uniqueUser();
      await registerThroughApi(page, member, clientIp());
      await logInThroughForm(page, lang, member);
      await page.goto('/userProfile');
      // The profile's own form: the page holds others (streaming services, account).
      const form = page.getByRole('form', { name: t.profileForm });
      await expect(field(form, t.username)).toHaveValue(member.username);

      // Named like an image, but not one: the server finds out and says so precisely.
      await page
        .getByTestId('avatar-file')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await expect(form.getByRole('alert').filter({ hasText: t.onlyImages })).toBeVisible();
      await expect(page.getByText(t.someFieldsInvalid)).toHaveCount(0);

      await field(form, t.username).fill(taken.username);
      await form.getByRole('button', { name: t.save }).click();
      await expect(field(form, t.username)).toHaveAccessibleDescription(t.usernameTaken);
      await expect(field(form, t.username)).toBeFocused();
      await axe.expectNoSeriousA11yViolations();
    });
  });
}
