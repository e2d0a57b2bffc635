import type { Browser, Page } from '@playwright/test';
import {
  ADMIN,
  API_HEADERS,
  expect,
  setLanguage,
  setTheme,
  signUpAndLogIn,
  test,
  uniqueUser,
  type E2eLang,
} from './fixtures';
import { avatarPng, escapeRegExp, ownClientIp, useClientIp } from './helpers/accounts';
import { createListThroughApi } from './helpers/lists';

/** The words of the bell, the notifications page and the dashboard, per language. */
const copy = {
  fr: {
    liked: (user: string, list: string) => `${user} aime votre liste « ${list} ».`,
    likeCount: (count: number) => `J'aime, ${count} j'aime`,
    firstStep: 'Nouveau badge débloqué : « Premier pas ». Bravo !',
    firstStepName: 'Premier pas',
    markAll: 'Tout marquer comme lu',
    allRead: 'Tout est lu.',
    dashboard: 'Tableau de bord',
    forbidden: "Vous n'avez pas accès à cette page",
    home: "Retour à l'accueil",
    tables: { users: 'Utilisateurs', lists: 'Listes', likes: 'J’aime par liste', badges: 'Badges' },
    likesCard: 'J’aime',
    viewAll: (name: string) => `Voir tous : ${name}`,
    searchUsers: 'Rechercher par nom ou e-mail',
    searchLists: 'Rechercher par titre',
    searchLikes: 'Rechercher par titre de liste',
    checkBadges: 'Vérifier les badges',
    checked: /badges? attribués?\./,
    createBadge: 'Créer un badge',
    create: {
      name: 'Nom (français)',
      name_en: 'Nom (anglais)',
      description: 'Description (français)',
      description_en: 'Description (anglais)',
      submit: 'Créer le badge',
    },
    iconPreview: 'Aperçu de l’icône',
    badgeCreated: 'Badge créé.',
    award: 'Attribuer',
    member: 'Membre',
    awardTo: (name: string) => `Attribuer à ${name}`,
    awarded: 'Badge attribué.',
    makePrivate: 'Rendre privée',
    madePrivate: 'La liste est maintenant privée.',
    private: 'Privée',
    suspend: 'Suspendre',
    suspended: 'Le membre est suspendu.',
    suspendedTag: 'Suspendu',
    log: 'Journal de modération',
    logSuspended: (name: string) => `a suspendu ${name}`,
  },
  en: {
    liked: (user: string, list: string) => `${user} likes your list “${list}”.`,
    likeCount: (count: number) => `Like, ${count} ${count === 1 ? 'like' : 'likes'}`,
    firstStep: 'New badge unlocked: “First step”. Well done!',
    firstStepName: 'First step',
    markAll: 'Mark all as read',
    allRead: 'Everything is read.',
    dashboard: 'Dashboard',
    forbidden: "You don't have access to this page",
    home: 'Back to the home page',
    tables: { users: 'Users', lists: 'Lists', likes: 'Likes per list', badges: 'Badges' },
    likesCard: 'Likes',
    viewAll: (name: string) => `View all: ${name}`,
    searchUsers: 'Search by name or email',
    searchLists: 'Search by title',
    searchLikes: 'Search by list title',
    checkBadges: 'Check badges',
    checked: /badges? awarded\./,
    createBadge: 'Create a badge',
    create: {
      name: 'Name (French)',
      name_en: 'Name (English)',
      description: 'Description (French)',
      description_en: 'Description (English)',
      submit: 'Create the badge',
    },
    iconPreview: 'Icon preview',
    badgeCreated: 'Badge created.',
    award: 'Award',
    member: 'Member',
    awardTo: (name: string) => `Award to ${name}`,
    awarded: 'Badge awarded.',
    makePrivate: 'Make private',
    madePrivate: 'The list is now private.',
    private: 'Private',
    suspend: 'Suspend',
    suspended: 'The member is suspended.',
    suspendedTag: 'Suspended',
    log: 'Moderation log',
    logSuspended: (name: string) => `suspended ${name}`,
  },
} as const;

/** A second member in a browser context of their own (own cookies, own client address). */
async function otherMember(browser: Browser, baseURL: string | undefined, lang: E2eLang) {
  const context = await browser.newContext({ baseURL, locale: lang === 'fr' ? 'fr-FR' : 'en-US' });
  await useClientIp(context, ownClientIp());
  const page = await context.newPage();
  await setLanguage(page, lang);
  const user = uniqueUser();
  const id = await signUpAndLogIn(page, user);
  return { context, page, user, id };
}

async function markAllSeenThroughApi(page: Page, userId: number): Promise<void> {
  const response = await page.request.put(`/api/user/${userId}/notifications/seen`, { headers: API_HEADERS });
  expect(response.status()).toBe(200);
}

async function logInAsAdmin(page: Page): Promise<void> {
  const response = await page.request.post('/api/login', { headers: API_HEADERS, data: ADMIN });
  expect(response.status()).toBe(200);
}

for (const [lang, theme] of [
  ['fr', 'dark'],
  ['en', 'light'],
] as const) {
  const t = copy[lang];

  test.describe(`notifications and the admin dashboard in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test("another member's like lights the bell and moves the list's count without a reload; the page marks it read", async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      const owner = uniqueUser();
      const ownerId = await signUpAndLogIn(page, owner);
      const title = `Sonnette ${Date.now().toString(36)}`;
      const listId = await createListThroughApi(page, ownerId, { title });
      // Creating the list unlocked a badge: start from a bell with nothing unread.
      await markAllSeenThroughApi(page, ownerId);

      await page.goto(`/listDetails/${listId}`);
      const bell = page.getByTestId('notification-bell');
      await expect(bell).toBeVisible();
      await expect(page.getByTestId('notification-dot')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.likeCount(0) })).toBeVisible();

      const liker = await otherMember(browser, baseURL, lang);
      const like = await liker.page.request.put(`/api/list/${listId}/like/${liker.id}`, { headers: API_HEADERS });
      expect(like.status()).toBe(200);
      // The stream delivers it: the polling fallback would take 60 s, far beyond this expectation's wait.
      await expect(page.getByTestId('notification-dot')).toBeVisible();
      await expect(page.getByRole('button', { name: t.likeCount(1) })).toBeVisible();
      await liker.context.close();

      await bell.click();
      await expect(page).toHaveURL(new RegExp(`/notifications/${ownerId}$`));
      const row = page.getByRole('button', { name: new RegExp(escapeRegExp(t.liked(liker.user.username, title))) });
      await expect(row.getByTestId('unread-dot')).toBeVisible();
      await axe.expectNoSeriousA11yViolations();

      await row.click();
      await expect(page).toHaveURL(new RegExp(`/listDetails/${listId}$`));
      await expect(page.getByTestId('notification-dot')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByText(t.allRead)).toBeVisible();
      await expect(page.getByTestId('unread-dot')).toHaveCount(0);
      await expect(page.getByRole('button', { name: t.markAll })).toBeDisabled();
    });

    test('a first list unlocks “First step”: notified, then shown on the profile with its date', async ({
      page,
      axe,
    }) => {
      const userId = await signUpAndLogIn(page, uniqueUser());
      await page.goto(`/notifications/${userId}`);
      await expect(page.getByText(t.allRead)).toBeVisible();

      await createListThroughApi(page, userId, { title: `Première ${Date.now().toString(36)}` });
      const unlocked = page.getByRole('button', { name: new RegExp(escapeRegExp(t.firstStep)) });
      await expect(unlocked).toBeVisible();
      await expect(page.getByTestId('notification-dot')).toBeVisible();
      await page.getByRole('button', { name: t.markAll }).click();
      await expect(page.getByTestId('notification-dot')).toHaveCount(0);
      await expect(unlocked.getByTestId('unread-dot')).toHaveCount(0);

      await unlocked.click();
      await expect(page).toHaveURL(/\/userProfile$/);
      const badges = page.getByRole('button', { name: 'Badges (1)' });
      await expect(badges).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByText(t.firstStepName, { exact: true })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await badges.click();
      await expect(badges).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(t.firstStepName, { exact: true })).toBeHidden();
    });

    test('a member who opens the dashboard gets a 403 page at that address, without a refused request', async ({
      page,
      axe,
    }) => {
      const refused: string[] = [];
      page.on('response', (response) => {
        if (response.status() === 403) refused.push(response.url());
      });
      await signUpAndLogIn(page, uniqueUser());
      await page.goto('/adminDashboard');
      await expect(page.getByRole('heading', { level: 1, name: t.forbidden })).toBeVisible();
      await expect(page).toHaveURL(/\/adminDashboard$/);
      await expect(page).toHaveTitle(`${t.forbidden} · Pépites`);
      expect(refused).toEqual([]);
      await axe.expectNoSeriousA11yViolations();
      await page.getByRole('link', { name: t.home }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('the dashboard: the lists, users and likes tables, with moderation', async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      test.setTimeout(60_000);
      const member = await otherMember(browser, baseURL, lang);
      const listTitle = `Modérée ${Date.now().toString(36)}`;
      await createListThroughApi(member.page, member.id, { title: listTitle });
      await member.context.close();

      await logInAsAdmin(page);
      await page.goto('/adminDashboard');
      await expect(page.getByRole('heading', { level: 1, name: t.dashboard })).toBeVisible();

      // The lists table is the dashboard's default view; search it, make the member's list private.
      const lists = page.getByRole('table', { name: t.tables.lists });
      await expect(lists).toBeVisible();
      await page.getByRole('searchbox', { name: t.searchLists }).fill(listTitle);
      const listRow = lists.getByRole('row').filter({ hasText: listTitle });
      await expect(lists.getByRole('row')).toHaveCount(2);
      await axe.expectNoSeriousA11yViolations();
      await listRow.getByRole('button', { name: t.makePrivate }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.makePrivate }).click();
      await expect(page.getByText(t.madePrivate)).toBeVisible();
      await expect(listRow.getByLabel(t.private, { exact: true })).toBeVisible();

      // Users: find the member, suspend them.
      await page.getByRole('button', { name: t.viewAll(t.tables.users) }).click();
      await expect(page).toHaveURL(/view=1/);
      const users = page.getByRole('table', { name: t.tables.users });
      await page.getByRole('searchbox', { name: t.searchUsers }).fill(member.user.username);
      const userRow = users.getByRole('row').filter({ hasText: member.user.email });
      await expect(userRow).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await userRow.getByRole('button', { name: t.suspend }).click();
      await page.getByRole('dialog').getByRole('button', { name: t.suspend }).click();
      await expect(page.getByText(t.suspended)).toBeVisible();
      await expect(userRow.getByText(t.suspendedTag, { exact: true })).toBeVisible();
      await expect(
        page.getByRole('region', { name: t.log }).getByText(t.logSuspended(member.user.username)),
      ).toBeVisible();

      // Likes, grouped by list.
      await page.getByRole('button', { name: t.viewAll(t.likesCard) }).click();
      await expect(page).toHaveURL(/view=3/);
      await expect(page.getByRole('table', { name: t.tables.likes })).toBeVisible();
      await expect(page.getByRole('searchbox', { name: t.searchLikes })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
    });

    test('the dashboard: badge check, a badge with an uploaded icon, awarded by hand', async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      test.setTimeout(60_000);
      const member = await otherMember(browser, baseURL, lang);
      await member.context.close();
      await logInAsAdmin(page);
      await page.goto('/adminDashboard?view=4');
      const badges = page.getByRole('table', { name: t.tables.badges });
      await expect(badges.getByRole('row').filter({ hasText: t.firstStepName })).toBeVisible();
      await page.getByRole('button', { name: t.checkBadges }).click();
      await expect(page.getByText(t.checked)).toBeVisible();

      const badgeName = `Main ${Date.now().toString(36)}`;
      await page.getByRole('button', { name: t.createBadge }).click();
      const dialog = page.getByRole('dialog');
      await dialog
        .getByTestId('badge-icon-file')
        .setInputFiles({ name: 'icon.png', mimeType: 'image/png', buffer: await avatarPng() });
      await expect(dialog.getByRole('img', { name: t.iconPreview })).toBeVisible();
      await dialog.getByLabel(new RegExp(`^${escapeRegExp(t.create.name)}`)).fill(badgeName);
      await dialog.getByLabel(new RegExp(`^${escapeRegExp(t.create.name_en)}`)).fill(badgeName);
      await dialog.getByLabel(new RegExp(`^${escapeRegExp(t.create.description)}`)).fill('Donné par l’équipe.');
      await dialog.getByLabel(new RegExp(`^${escapeRegExp(t.create.description_en)}`)).fill('Given by the team.');
      await axe.expectNoSeriousA11yViolations();
      await dialog.getByRole('button', { name: t.create.submit }).click();
      await expect(page.getByText(t.badgeCreated)).toBeVisible();

      const badgeRow = badges.getByRole('row').filter({ hasText: badgeName });
      await expect(badgeRow.getByRole('cell').nth(4)).toHaveText('0');
      await badgeRow.getByRole('button', { name: t.award }).click();
      const award = page.getByRole('dialog');
      await award.getByRole('searchbox', { name: t.member, exact: true }).fill(member.user.username);
      await award.getByRole('button', { name: new RegExp(member.user.username) }).click();
      await award.getByRole('button', { name: t.awardTo(member.user.username) }).click();
      await expect(page.getByText(t.awarded)).toBeVisible();
      await expect(badgeRow.getByRole('cell').nth(4)).toHaveText('1');
      await axe.expectNoSeriousA11yViolations();
    });
  });
}
