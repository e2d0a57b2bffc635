import type { BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { API_HEADERS, expect, setLanguage, test, type E2eLang, type E2eUser } from '../fixtures';

/** What the account screens say in each language (their messages and our labels). */
export const copy = {
  fr: {
    username: "Nom d'utilisateur",
    profileForm: 'Modifier mon profil',
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
    profileForm: 'Edit my profile',
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

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A labelled control; the label of a required field ends with an asterisk (hidden from assistive tech). */
export function field(scope: Locator, label: string): Locator {
  return scope.getByLabel(new RegExp(`^${escapeRegExp(label)}\\*?$`));
}

/**
 * The server throttles sign-ups and logins per client IP and trusts X-Forwarded-For (it runs behind
 * a proxy in production): each test gets its own address so the suite never meets its own limits.
 */
export function ownClientIp(): string {
  const byte = () => Math.floor(Math.random() * 250) + 1;
  return `10.${byte()}.${byte()}.${byte()}`;
}

/** The page's navigations and fetches come "from" `ip` (direct API calls pass it themselves). */
export async function useClientIp(context: BrowserContext, ip: string): Promise<void> {
  await context.setExtraHTTPHeaders({ 'X-Forwarded-For': ip });
}

/**
 * Gives every test of the enclosing describe block its own client IP and the language `lang`; the
 * returned function reads the current test's IP, for the API calls that pass it themselves.
 */
export function ownClientIpAndLanguageEachTest(lang: E2eLang): () => string {
  let ip = '';
  test.beforeEach(async ({ page, context }) => {
    ip = ownClientIp();
    await useClientIp(context, ip);
    await setLanguage(page, lang);
  });
  return () => ip;
}

export async function registerThroughApi(page: Page, user: E2eUser, ip: string): Promise<void> {
  const response = await page.request.post('/api/register', {
    headers: { ...API_HEADERS, 'X-Forwarded-For': ip },
    data: { user_name: user.username, email: user.email, password: user.password },
  });
  expect(response.status()).toBe(201);
}

export async function logInThroughForm(
  page: Page,
  lang: E2eLang,
  user: E2eUser,
  { remember = false } = {},
): Promise<void> {
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
export function avatarPng(): Promise<Buffer> {
  return sharp({ create: { width: 96, height: 96, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
}
