import { expect, test, uniqueUser } from './fixtures';
import {
  avatarPng,
  copy,
  field,
  logInThroughForm,
  ownClientIpAndLanguageEachTest,
  registerThroughApi,
} from './helpers/accounts';

for (const lang of ['fr', 'en'] as const) {
  const t = copy[lang];

  test.describe(`accounts in ${lang}`, () => {
    const clientIp = ownClientIpAndLanguageEachTest(lang);

    test('sign up, log in with remember-me, edit the profile with an avatar, see the card, log out', async ({
      page,
      context,
      axe,
    }) => {
      // One journey through five screens, each checked by axe.
      test.slow();
      const taken = uniqueUser();
      await registerThroughApi(page, taken, clientIp());
      const newcomer = uniqueUser();

      // Sign-up, meeting a taken username and a weak password on the way.
      await page.goto('/signup');
      await axe.expectNoSeriousA11yViolations();
      const signup = page.getByRole('main').locator('form');
      const submit = signup.getByRole('button', { name: t.signUp });
      await expect(submit).toBeDisabled();
      await field(signup, t.username).fill(taken.username);
      await expect(page.getByText(t.usernameTaken)).toBeVisible();
      await field(signup, t.username).fill(newcomer.username);
      await expect(page.getByText(t.usernameTaken)).toBeHidden();
      await field(signup, t.email).fill(newcomer.email);
      await field(signup, t.password).fill('weakpass');
      await expect(page.getByText(t.weakPassword)).toBeVisible();
      await expect(submit).toBeDisabled();
      await axe.expectNoSeriousA11yViolations();
      await field(signup, t.password).fill(newcomer.password);
      await field(signup, t.confirm).fill(newcomer.password);
      await expect(page.getByText(t.weakPassword)).toBeHidden();
      await expect(submit).toBeEnabled();
      await submit.click();
      await expect(page.getByText(t.accountCreated)).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);

      // Login with remember-me: the session cookie outlives the browser (30 days).
      await axe.expectNoSeriousA11yViolations();
      await logInThroughForm(page, lang, newcomer, { remember: true });
      const session = (await context.cookies()).find((cookie) => cookie.name === 'pepites_session');
      expect(session?.expires).toBeGreaterThan(Date.now() / 1000 + 29 * 24 * 3600);

      // Profile: country from the combobox, text fields and an uploaded avatar.
      await page.goto('/userProfile');
      // The profile's own form: the page holds others (streaming services, account).
      const form = page.getByRole('form', { name: t.profileForm });
      await expect(field(form, t.username)).toHaveValue(newcomer.username);
      await axe.expectNoSeriousA11yViolations();
      const country = form.getByRole('combobox', { name: t.country });
      await country.fill(t.countrySearch);
      await expect(page.getByRole('option', { name: t.countryName, exact: true })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await country.press('Enter');
      await expect(country).toHaveValue(t.countryName);
      await field(form, t.city).fill('Lyon');
      await field(form, t.catchline).fill('Toujours un film de plus');
      await field(form, t.introduction).fill('Cinéphile du dimanche.');
      await page
        .getByTestId('avatar-file')
        .setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await avatarPng() });
      await expect(page.getByText(t.imageReady)).toBeVisible();
      await form.getByRole('button', { name: t.save }).click();
      await expect(page.getByText(t.profileUpdated, { exact: true })).toBeVisible();
      await expect(page.getByText(t.imageReady)).toHaveCount(0);

      // The card shows it, and so does the public card dialog.
      const card = page.getByRole('region', { name: newcomer.username });
      await expect(card.getByText(`Lyon, ${t.countryName}`)).toBeVisible();
      await expect(card.getByText('Toujours un film de plus')).toBeVisible();
      await expect(card.locator('img[src^="/api/uploads/"]')).toBeVisible();
      await page.getByRole('button', { name: t.previewCard }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Cinéphile du dimanche.')).toBeVisible();
      await expect(dialog.locator('img[src^="/api/uploads/"]')).toBeVisible();
      const userId = (await (await page.request.get('/api/session')).json()).user.id as number;
      await expect(dialog.getByRole('link', { name: t.seeLists })).toHaveAttribute('href', `/browseLists/${userId}`);
      await axe.expectNoSeriousA11yViolations();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // Logout from the user menu.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: t.logOut }).click();
      await expect(page.getByText(t.loggedOut, { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/$/);
      expect((await (await page.request.get('/api/session')).json()).user).toBeNull();
      await page.goto('/userProfile');
      await expect(page).toHaveURL(/\/login$/);
    });

    test('reset a forgotten password with the link from the mail', async ({ page, outbox, axe }) => {
      const member = uniqueUser();
      await registerThroughApi(page, member, clientIp());

      await page.goto('/forgottenPassword');
      await axe.expectNoSeriousA11yViolations();
      await field(page.getByRole('main').locator('form'), t.email).fill(member.email);
      await page.getByRole('main').locator('form').getByRole('button', { name: t.send }).click();
      await expect(page.getByRole('status').filter({ hasText: t.emailSent })).toBeVisible();
      // Said once: in the form, not again in a toast.
      await expect(page.getByText(t.emailSent)).toHaveCount(1);

      const mail = await outbox.waitForMail({ to: member.email, kind: 'reset-password' });
      const link = /https?:\/\/\S+\/reset-password\/[\w-]+/.exec(mail.text)?.[0];
      expect(link, 'the mail carries the reset link').toBeTruthy();
      await page.goto(new URL(link ?? '').pathname);
      await axe.expectNoSeriousA11yViolations();

      const form = page.getByRole('main').locator('form');
      await field(form, t.newPassword).fill('NewSecret42');
      await field(form, t.newPasswordConfirm).fill('NewSecret43');
      await form.getByRole('button', { name: t.send }).click();
      await expect(field(form, t.newPasswordConfirm)).toHaveAccessibleDescription(t.mismatch);
      await expect(field(form, t.newPasswordConfirm)).toBeFocused();

      await field(form, t.newPasswordConfirm).fill('NewSecret42');
      await form.getByRole('button', { name: t.send }).click();
      const result = page.getByRole('alert').filter({ hasText: t.passwordReset });
      await expect(result).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await result.getByRole('link', { name: t.logIn }).click();
      await expect(page).toHaveURL(/\/login$/);

      await logInThroughForm(page, lang, { ...member, password: 'NewSecret42' });
    });
  });
}
