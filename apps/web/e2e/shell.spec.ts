import type { Locator, Page } from '@playwright/test';
import { expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';

const htmlIsDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains('dark'));

test.describe('not-found page', () => {
  test('shows the 404 in French by default, with a way home', async ({ page }) => {
    await page.goto('/cette-page-nexiste-pas');
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Vous êtes perdu' })).toBeVisible();
    await expect(page.getByText("Il semble que la page que vous recherchez n'existe pas.")).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL('/');
  });

  test('shows the 404 in English when English is stored', async ({ page }) => {
    await setLanguage(page, 'en');
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: "You're lost" })).toBeVisible();
    await expect(
      page.getByText("It looks like the page you're looking for doesn't exist.", { exact: true }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('language', () => {
  test('the switch changes the language, says so, and the choice survives a reload', async ({ page }) => {
    await page.goto('/aboutUs');
    await expect(page.getByRole('heading', { level: 1, name: 'À propos de Pépites' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');

    await page.getByRole('group', { name: 'Langue' }).getByRole('button', { name: 'English' }).click();
    await expect(page.getByText('Language changed.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'About Pépites' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'About Pépites' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'English' }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Français' }).click();
    await expect(page.getByText('Langue changée.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'À propos de Pépites' })).toBeVisible();
  });
});

test.describe('theme', () => {
  const background = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);

  test('follows the system while no choice is stored, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    expect(await htmlIsDark(page)).toBe(true);
    await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
    await page.emulateMedia({ colorScheme: 'light' });
    await expect.poll(() => htmlIsDark(page)).toBe(false);
    await expect(page.getByRole('button', { name: 'Passer au thème sombre' })).toBeVisible();
  });

  test('with a light system, the first click shows the dark theme; the choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const lightBackground = await background(page);
    await page.getByRole('button', { name: 'Passer au thème sombre' }).click();
    expect(await htmlIsDark(page)).toBe(true);
    expect(await background(page)).not.toBe(lightBackground);
    await expect(page.getByRole('button', { name: 'Passer au thème clair' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pepites.theme'))).toBe('dark');

    await page.reload();
    expect(await htmlIsDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    expect(await htmlIsDark(page)).toBe(true);

    // The second click shows light again, which is the system's: nothing stays stored and the
    // page follows the system from then on.
    await page.getByRole('button', { name: 'Passer au thème clair' }).click();
    expect(await htmlIsDark(page)).toBe(false);
    expect(await background(page)).toBe(lightBackground);
    expect(await page.evaluate(() => localStorage.getItem('pepites.theme'))).toBeNull();
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => htmlIsDark(page)).toBe(true);
  });

  test('with a dark system, the first click shows the light theme, in English too', async ({ page }) => {
    await setLanguage(page, 'en');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/');
    await page.getByRole('button', { name: 'Switch to the light theme' }).click();
    expect(await htmlIsDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('pepites.theme'))).toBe('light');
    await expect(page.getByRole('button', { name: 'Switch to the dark theme' })).toBeVisible();
  });

  test('a stored dark theme is applied before the app runs (no flash)', async ({ page, consoleErrors }) => {
    // The app's code is blocked on purpose: only index.html's inline script may set the theme.
    consoleErrors.allow(/net::ERR_FAILED/);
    await setTheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto('/', { waitUntil: 'commit' });
    await page.waitForLoadState('load');
    expect(await htmlIsDark(page)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.style.colorScheme)).toBe('dark');
  });
});

test.describe('navigation', () => {
  test('the scroll-to-top button appears past a third of the window and scrolls up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/aboutUs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const button = page.getByRole('button', { name: 'Remonter en haut de la page' });
    await expect(button).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });

  test('a route change starts at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto('/aboutUs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contactez-nous' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('the search box opens the movie search with the query', async ({ page }) => {
    await page.goto('/');
    const search = page.getByRole('search').getByRole('searchbox', { name: 'Rechercher un film' });
    await search.fill('Amélie');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/moviesSearch\?query=Am%C3%A9lie$/);
  });

  test('the skip link is the first tab stop and reaches the content', async ({ page }) => {
    await page.goto('/aboutUs');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Aller au contenu' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main-content')).toBeFocused();
  });

  test('the mobile menu holds the entries, closes on Escape and gives the focus back', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Ouvrir le menu' });
    await open.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    for (const name of ['Accueil', 'Films', 'Séries', 'Vidéos', 'Podcasts', 'Parcourir les listes', 'Se connecter']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(open).toBeFocused();

    await open.click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Parcourir les listes' }).click();
    await expect(page).toHaveURL('/browseLists');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('the footer links to About, Contact and the two social accounts in a new tab', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('link', { name: 'À propos' })).toHaveAttribute('href', '/aboutUs');
    await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contactUs');
    const external = footer.locator('a[target="_blank"]');
    await expect(external).toHaveCount(2);
    for (const link of await external.all()) await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(footer.getByText('© 2023 Pépites')).toBeVisible();
  });
});

test.describe('home', () => {
  test('shows the counters and the top users, each linking to their lists', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: "S'inscrire gratuitement" })).toHaveAttribute('href', '/signup');
    const counters = page.getByRole('region', { name: 'Pépites en chiffres' });
    await expect(counters.getByText('listes partagées')).toBeVisible();
    const slider = page.getByRole('region', { name: 'Les meilleurs curateurs' });
    const first = slider.getByRole('listitem').first().getByRole('link');
    await expect(first).toHaveAttribute('href', /^\/browseLists\/\d+$/);
  });

  test("shows the community's lists under the hero, each card opening its list, and the offline catalogue's recent releases", async ({
    page,
  }) => {
    await page.goto('/');
    await expect(
      page
        .getByRole('region', { name: /^Les (listes les plus aimées|plus aimées de la semaine)$/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sorties récentes' })).toBeVisible();
    const card = page
      .getByRole('region', { name: 'Les dernières listes' })
      .getByRole('listitem')
      .first()
      .getByRole('link');
    const href = await card.getAttribute('href');
    expect(href).toMatch(/^\/listDetails\/\d+$/);
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
  });

  test('reloads its data in the new language', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Les meilleurs curateurs' }).getByRole('listitem').first(),
    ).toBeVisible();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/lists/getMostLiked')) requests.push(request.headers()['accept-language'] ?? '');
    });
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('region', { name: 'Top curators' })).toBeVisible();
    await expect.poll(() => requests).toContain('en');
  });
});

/** The top and bottom of an element on screen, in CSS pixels. */
async function verticalBounds(
  locator: Locator,
): Promise<{ top: number; bottom: number; width: number; height: number }> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('element not on screen');
  return { top: box.y, bottom: box.y + box.height, width: box.width, height: box.height };
}

const headerCopy = {
  fr: { notifications: 'Notifications', menu: (name: string) => `Menu de ${name}`, profile: 'Mon profil' },
  en: { notifications: 'Notifications', menu: (name: string) => `${name}'s menu`, profile: 'My profile' },
} as const;

for (const lang of ['fr', 'en'] as const) {
  test(`on a 390 px phone, a member's header shows the bell and the avatar (${lang})`, async ({ page, axe }) => {
    const t = headerCopy[lang];
    await setLanguage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
    const member = uniqueUser();
    const userId = await signUpAndLogIn(page, member);
    await page.goto('/');
    const header = page.getByRole('banner');

    const bell = header.getByRole('link', { name: t.notifications });
    await expect(bell).toBeVisible();
    await expect(bell).toHaveAttribute('href', `/notifications/${userId}`);
    const avatar = header.getByRole('button', { name: t.menu(member.username) });
    await expect(avatar).toBeVisible();
    for (const control of [bell, avatar]) {
      const box = await verticalBounds(control);
      expect(box.width).toBeGreaterThanOrEqual(40);
      expect(box.height).toBeGreaterThanOrEqual(40);
    }
    // Everything fits: nothing pushed off the side of the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    for (const control of await header.getByRole('button').all()) {
      expect((await verticalBounds(control)).bottom).toBeLessThanOrEqual((await verticalBounds(header)).bottom);
    }

    await avatar.click();
    await expect(page.getByRole('menuitem', { name: t.profile })).toBeVisible();
    await axe.expectNoSeriousA11yViolations();
    await page.keyboard.press('Escape');
    await bell.click();
    await expect(page).toHaveURL(new RegExp(`/notifications/${userId}$`));
  });
}

for (const [device, viewport] of [
  ['desktop', { width: 1280, height: 800 }],
  ['390 px phone', { width: 390, height: 844 }],
] as const) {
  test(`toasts appear below the header, never over its controls (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto('/aboutUs');
    const header = page.getByRole('banner');
    // A visitor's header fits too (its login button lives in the mobile menu below lg).
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await header.getByRole('button', { name: 'English' }).click();
    const toast = page.getByText('Language changed.');
    await expect(toast).toBeVisible();
    const toastBox = await verticalBounds(page.locator('.Toastify__toast').filter({ hasText: 'Language changed.' }));
    expect(toastBox.top).toBeGreaterThanOrEqual((await verticalBounds(header)).bottom);
    // While it shows, the header's controls still take clicks.
    await header.getByRole('button', { name: 'Switch to the dark theme' }).click();
    expect(await htmlIsDark(page)).toBe(true);
  });
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${theme})`, () => {
    for (const path of ['/', '/aboutUs', '/contactUs', '/page-inconnue']) {
      test(`axe finds no serious violation on ${path}`, async ({ page, axe }) => {
        await setTheme(page, theme);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // Let the home sliders settle: skeletons are not what we audit.
        await page.waitForLoadState('networkidle');
        await axe.expectNoSeriousA11yViolations();
      });
    }
  });
}
