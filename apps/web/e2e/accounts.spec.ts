import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { API_HEADERS, expect, setLanguage, test, uniqueUser, type E2eLang, type E2eUser } from './fixtures';

/** What the account screens say in each language (SPEC §5/§8 sentences and our labels). */
const copy = {
  fr: {
    username: "Nom d'utilisateur",
    email: 'Adresse email',
    password: 'Mot de passe',
    confirm: 'Confirmation du mot de passe',
    signUp: "S'inscrire",
    usernameTaken: "Ce nom d'utilisateur est déjà pris.",
    weakPassword: 'Votre mot de passe doit contenir de 8 à 128 caractères, dont au moins une majuscule et un chiffre.',
    accountCreated: 'Compte créé !',
    remember: 'Se souvenir de moi pendant 30 jours',
    logIn: 'Se connecter',
    loggedIn: 'Connecté',
    country: 'Pays',
    countrySearch: 'fran',
    countryName: 'France',
    city: 'Ville',
    catchline: "Phrase d'accroche",
    introduction: 'Présentation',
    imageReady: "Image prête : enregistrez pour l'appliquer.",
    save: 'Enregistrer',
    profileUpdated: 'Profil mis à jour',
    previewCard: 'Voir ma carte publique',
    seeLists: /Voir mes listes/,
    logOut: 'Se déconnecter',
    loggedOut: 'Déconnecté',
    send: 'Envoyer',
    newPassword: 'Nouveau mot de passe',
    newPasswordConfirm: 'Confirmation du nouveau mot de passe',
    mismatch: 'Vos mots de passe ne correspondent pas.',
    passwordReset: 'Votre mot de passe a été réinitialisé.',
    emailSent: /Email envoyé/,
    wrongCredentials: 'Email ou mot de passe incorrect.',
    emailFormat: "Le format de l'email est incorrect.",
    deadLink: 'Ce lien est invalide ou a expiré',
    requestNew: 'Demander un nouveau lien',
    onlyImages: 'Seules les images sont acceptées.',
    someFieldsInvalid: 'Certains champs sont invalides.',
  },
  en: {
    username: 'Username',
    email: 'Email address',
    password: 'Password',
    confirm: 'Password confirmation',
    signUp: 'Sign up',
    usernameTaken: 'This username is already taken.',
    weakPassword: 'Your password must be 8 to 128 characters long, with at least one uppercase letter and one digit.',
    accountCreated: 'Account created!',
    remember: 'Remember me for 30 days',
    logIn: 'Log in',
    loggedIn: 'Logged in',
    country: 'Country',
    countrySearch: 'germ',
    countryName: 'Germany',
    city: 'City',
    catchline: 'Catchline',
    introduction: 'Introduction',
    imageReady: 'Image ready: save to apply it.',
    save: 'Save',
    profileUpdated: 'User profile updated',
    previewCard: 'Preview my public card',
    seeLists: /See my lists/,
    logOut: 'Log out',
    loggedOut: 'Logged out',
    send: 'Send',
    newPassword: 'New password',
    newPasswordConfirm: 'New password confirmation',
    mismatch: "Your passwords don't match.",
    passwordReset: 'Your password has been reset.',
    emailSent: /Email sent/,
    wrongCredentials: 'Wrong email or password.',
    emailFormat: 'Verify your email address',
    deadLink: 'This link is invalid or has expired',
    requestNew: 'Ask for a new link',
    onlyImages: 'Only images are accepted.',
    someFieldsInvalid: 'Some fields are invalid.',
  },
} as const;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A labelled control; the label of a required field ends with an asterisk (hidden from assistive tech). */
function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));
}

/**
 * The server throttles sign-ups and logins per client IP and trusts X-Forwarded-For (it runs behind
 * a proxy in production): each test gets its own address so the suite never meets its own limits.
 */
function ownClientIp(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** The page's navigations and fetches come "from" `ip` (direct API calls pass it themselves). */
async function useClientIp(context: BrowserContext, ip: string): Promise<void> {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
}

async function registerThroughApi(page: Page, user: E2eUser, ip: string): Promise<void> {
  const response = await page.request.post('/api/register', {
    headers: { ...API_HEADERS, 'X-Forwarded-For': ip },
    data: { user_name: user.username, email: user.email, password: user.password },
  });
  expect(response.status()).toBe(201);
}

async function logInThroughForm(page: Page, lang: E2eLang, user: E2eUser, { remember = false } = {}): Promise<void> {
  const t = copy[lang];
  await page.goto('/login');
  const form = page.getByRole('main').locator('form');
  await field(form, t.email).fill(user.email);
  await field(form, t.password).fill(user.password);
  if (remember) await form.getByRole('checkbox', { name: t.remember }).check();
  await form.getByRole('button', { name: t.logIn }).click();
  await expect(page.getByText(t.loggedIn, { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

/** A small red square, made here so the test needs no binary fixture. */
function avatarPng(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#c2410c' } }).png().toBuffer();
}

for (const lang of ['fr', 'en'] as const) {
  const t = copy[lang];

  test.describe(`accounts in ${lang}`, () => {
    let ip = '';
    test.beforeEach(async ({ page, context }) => {
      ip = ownClientIp();
      await useClientIp(context, ip);
      await setLanguage(page, lang);
    });

    test('sign up, log in with remember-me, edit the profile with an avatar, see the card, log out', async ({ page, context, axe }) => {
      // One journey through five screens, each checked by axe.
      test.slow();
      const taken = uniqueUser();
      await registerThroughApi(page, taken, ip);
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
      const form = page.getByRole('main').locator('form');
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
      await page.getByTestId('avatar-file').setInputFiles({ name: 'avatar.png', mimeType: 'image/png', buffer: await avatarPng() });
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

    test('a failed login stays on /login with the error in the form and the email kept', async ({ page, axe }) => {
      const member = uniqueUser();
      await registerThroughApi(page, member, ip);
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
      await expect(page.getByRole('main').getByRole('link', { name: t.requestNew })).toHaveAttribute('href', '/forgottenPassword');
      await expect(page.getByRole('main').locator('form')).toHaveCount(0);
      await expect(page.getByLabel(new RegExp(escapeRegExp(t.newPassword)))).toHaveCount(0);
      await axe.expectNoSeriousA11yViolations();
    });

    test('the profile form shows the precise upload error and a taken name under its field', async ({ page, axe, consoleErrors }) => {
      // Playwright's trace recorder fetches the preview's blob: URL from inside the page, which the
      // CSP's connect-src refuses; the app itself only shows it in an image (img-src allows blob:).
      consoleErrors.allow(/^Connecting to 'blob:.*connect-src/);
      const taken = uniqueUser();
      await registerThroughApi(page, taken, ip);
      const member = uniqueUser();
      await registerThroughApi(page, member, ip);
      await logInThroughForm(page, lang, member);
      await page.goto('/userProfile');
      const form = page.getByRole('main').locator('form');
      await expect(field(form, t.username)).toHaveValue(member.username);

      // Named like an image, but not one: the server finds out and says so precisely.
      await page.getByTestId('avatar-file').setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
      await expect(form.getByRole('alert').filter({ hasText: t.onlyImages })).toBeVisible();
      await expect(page.getByText(t.someFieldsInvalid)).toHaveCount(0);

      await field(form, t.username).fill(taken.username);
      await form.getByRole('button', { name: t.save }).click();
      await expect(field(form, t.username)).toHaveAccessibleDescription(t.usernameTaken);
      await expect(field(form, t.username)).toBeFocused();
      await axe.expectNoSeriousA11yViolations();
    });

    test('reset a forgotten password with the link from the mail', async ({ page, outbox, axe }) => {
      const member = uniqueUser();
      await registerThroughApi(page, member, ip);

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
