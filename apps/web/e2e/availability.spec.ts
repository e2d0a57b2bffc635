import type { Page } from '@playwright/test';
import { expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { escapeRegExp } from './helpers/accounts';
import { addItemThroughApi, createListThroughApi } from './helpers/lists';
import {
  resetStubProviders,
  runAvailabilityCheck,
  saveServicesThroughApi,
  setStubProviders,
} from './helpers/live-catalogue';

// What can I watch tonight (docs/decisions/043-streaming-availability-and-alerts.md), against the
// live catalogue played by the stand-in: by default a title streams in France on Netflix (8), Amazon
// Prime Video (119) or Disney Plus (337), by its id modulo 3, and rents on Apple TV (2).

/** Movies the stand-in puts on Netflix (603, 129) or Amazon (13, 550) in France: the lists' titles. */
const LIST_TITLES = [
  { type: 'movie', provider_id: '603', title: 'The Matrix', title_fr: 'Matrix' },
  { type: 'movie', provider_id: '129', title: 'Spirited Away', title_fr: 'Le Voyage de Chihiro' },
  { type: 'movie', provider_id: '13', title: 'Forrest Gump', title_fr: 'Forrest Gump' },
  { type: 'movie', provider_id: '550', title: 'Fight Club', title_fr: 'Fight Club' },
] as const;
/** A title per language that the tests move onto Netflix (238 is on Amazon, 680 on Disney Plus). */
const ARRIVING = { fr: { id: 238, title: 'Le Parrain' }, en: { id: 680, title: 'Pulp Fiction' } } as const;
const NETFLIX = 8;

const copy = {
  fr: {
    servicesTitle: 'Mes services de streaming',
    country: 'Pays',
    search: 'Chercher un service',
    save: 'Enregistrer mes services',
    saved: 'Vos services sont enregistrés.',
    onlyNow: 'Seulement ce que je peux regarder maintenant',
    rentBuy: "Montrer aussi la location et l'achat",
    sort: 'Ordre',
    shortest: "Les plus courts d'abord",
    count: '2 films et séries sur 4 sont sur vos services en France.',
    onNetflix: 'Sur Netflix',
    rent: 'En location : Apple TV',
    listAlert: "M'alerter pour toute la liste",
    listFollowed: 'Nous vous préviendrons quand un titre de cette liste arrivera sur vos services.',
    tonight: 'Ce soir',
    tonightCount: (count: number) => `${count} titre${count > 1 ? 's' : ''} à regarder ce soir`,
    markSeen: (title: string) => `Marquer « ${title} » comme vu`,
    shows: 'Séries',
    noShows: 'Aucun titre de ce genre à voir dans vos listes',
    titleAlert: "M'alerter quand il arrive sur mes services",
    titleFollowed: 'Nous vous préviendrons quand ce titre arrivera sur vos services.',
    arrived: (title: string) => `${title} est maintenant sur Netflix.`,
    alertsTitle: 'Alertes sur mes services',
    atOnce: /^Tout de suite/,
    saveMail: 'Enregistrer ce choix',
    mailSaved: 'Votre choix est enregistré.',
    stop: (title: string) => `Arrêter l'alerte pour « ${title} »`,
    stopped: 'Vous ne serez plus prévenu pour ce titre.',
    noTitles: /^Aucun titre suivi à part/,
  },
  en: {
    servicesTitle: 'My streaming services',
    country: 'Country',
    search: 'Search for a service',
    save: 'Save my services',
    saved: 'Your services are saved.',
    onlyNow: 'Only what I can watch now',
    rentBuy: 'Also show rent or buy',
    sort: 'Order',
    shortest: 'Shortest first',
    count: '2 of 4 movies and shows are on your services in France.',
    onNetflix: 'On Netflix',
    rent: 'To rent: Apple TV',
    listAlert: 'Alert me for this whole list',
    listFollowed: 'We will tell you when a title of this list arrives on your services.',
    tonight: 'Tonight',
    tonightCount: (count: number) => `${count} title${count > 1 ? 's' : ''} to watch tonight`,
    markSeen: (title: string) => `Mark “${title}” as seen`,
    shows: 'TV shows',
    noShows: 'No unseen title of this kind in your lists',
    titleAlert: "Tell me when it's on my services",
    titleFollowed: 'We will tell you when this title arrives on your services.',
    arrived: (title: string) => `${title} is now on Netflix.`,
    alertsTitle: 'Alerts on my services',
    atOnce: /^At once/,
    saveMail: 'Save this choice',
    mailSaved: 'Your choice is saved.',
    stop: (title: string) => `Stop the alert for “${title}”`,
    stopped: 'You will no longer be told about this title.',
    noTitles: /^No title followed on its own/,
  },
} as const;

/** A card of the list's row, by the title it links to (the catalogue's title in either language). */
const card = (page: Page, item: (typeof LIST_TITLES)[number]) =>
  page.getByRole('listitem').filter({
    has: page.getByRole('link', {
      name: new RegExp(`^(${escapeRegExp(item.title)}|${escapeRegExp(item.title_fr)})$`),
    }),
  });

// One stand-in for the whole file: its tests take turns, each a walk through several screens.
test.describe.configure({ mode: 'serial', timeout: 60_000 });

test.afterAll(async ({ request }) => {
  await resetStubProviders(request);
});

for (const [lang, theme] of [
  ['fr', 'dark'],
  ['en', 'light'],
] as const) {
  const t = copy[lang];

  test.describe(`what can I watch tonight, in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test('a member chooses their services with the keyboard, filters a list to them and opens Tonight', async ({
      page,
      axe,
    }) => {
      const userId = await signUpAndLogIn(page, uniqueUser());
      const listId = await createListThroughApi(page, userId, { title: `Canapé ${Date.now().toString(36)}` });
      for (const item of LIST_TITLES) await addItemThroughApi(page, listId, item);

      // The profile's picker: France (the default in French), Netflix found by name, ticked, saved.
      await page.goto('/userProfile#services');
      const section = page.getByRole('region', { name: t.servicesTitle });
      await expect(section.getByRole('heading', { name: t.servicesTitle })).toBeFocused();
      const country = section.getByRole('combobox', { name: t.country });
      if (lang === 'en') {
        await country.focus();
        await page.keyboard.press('ControlOrMeta+a');
        await page.keyboard.type('France');
        await page.keyboard.press('Enter');
      }
      await expect(country).toHaveValue('France');
      await section.getByRole('searchbox', { name: t.search }).focus();
      await page.keyboard.type('netfl');
      await page.keyboard.press('Tab');
      await expect(section.getByRole('checkbox', { name: 'Netflix', exact: true })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(section.getByRole('checkbox', { name: 'Netflix', exact: true })).toBeChecked();
      // "Netflix basic with Ads" matches too: the next Tab goes to it, then to Save.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(section.getByRole('button', { name: t.save })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.saved)).toBeVisible();
      await expect(section.getByRole('link', { name: /JustWatch/ })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();

      // The list marks what Netflix includes, filters to it, sorts by runtime, and shows rent apart.
      await page.goto(`/listDetails/${listId}`);
      await expect(page.getByText(t.count)).toBeVisible();
      await expect(card(page, LIST_TITLES[0]).getByText(t.onNetflix)).toBeVisible();
      await expect(card(page, LIST_TITLES[2]).getByText(t.onNetflix)).toHaveCount(0);
      await page.getByRole('switch', { name: t.onlyNow }).focus();
      await page.keyboard.press('Space');
      await expect(card(page, LIST_TITLES[2])).toHaveCount(0);
      await expect(card(page, LIST_TITLES[3])).toHaveCount(0);
      await page.getByRole('combobox', { name: t.sort }).click();
      await page.getByRole('option', { name: t.shortest }).click();
      // Spirited Away (125 min) before The Matrix (136 min).
      const links = page.getByRole('region', { name: /^(Dans cette liste|In this list)$/ }).getByRole('link');
      await expect(links).toHaveText([new RegExp(`${LIST_TITLES[1].title}|${LIST_TITLES[1].title_fr}`), /Matrix/]);
      await page.getByRole('switch', { name: t.rentBuy }).click();
      await expect(card(page, LIST_TITLES[0]).getByText(t.rent)).toBeVisible();
      await expect(card(page, LIST_TITLES[0]).getByText(t.onNetflix)).toBeVisible();
      await expect(page).toHaveURL(/watch=now&sort=shortest&offers=all$/);
      await expect(page.getByRole('button', { name: t.listAlert })).not.toHaveAttribute('aria-disabled');
      await page.getByRole('button', { name: t.listAlert }).click();
      await expect(page.getByText(t.listFollowed)).toBeVisible();
      await expect(page.getByRole('button', { name: t.listAlert })).toHaveAttribute('aria-pressed', 'true');
      await axe.expectNoSeriousA11yViolations();

      // Tonight, from the member's menu: both Netflix titles; one marked seen leaves.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: t.tonight }).click();
      await expect(page).toHaveURL(/\/tonight$/);
      await expect(page.getByRole('heading', { level: 1, name: t.tonight })).toBeVisible();
      await expect(page.getByRole('heading', { name: t.tonightCount(2) })).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      const matrix = page.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(t.markSeen('X')).replace('X', '.*Matrix')}$`),
      });
      await matrix.click();
      await expect(page.getByRole('heading', { name: t.tonightCount(1) })).toBeVisible();
      await expect(page.getByRole('link', { name: /Matrix/ })).toHaveCount(0);
      await page.getByRole('radio', { name: t.shows }).focus();
      await page.keyboard.press('Space');
      await expect(page).toHaveURL(/\/tonight\?type=show$/);
      await expect(page.getByText(t.noShows)).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
    });

    test('a member follows a title, which arrives on their services: the bell lights with it', async ({
      page,
      browser,
      baseURL,
      axe,
    }) => {
      const arriving = ARRIVING[lang];
      const userId = await signUpAndLogIn(page, uniqueUser());
      await saveServicesThroughApi(page, 'FR', [NETFLIX]);

      await page.goto(`/movieDetails/${arriving.id}`);
      const follow = page.getByRole('button', { name: t.titleAlert });
      // Usable once the member's alert state is known.
      await expect(follow).not.toHaveAttribute('aria-disabled');
      await expect(follow).toHaveAttribute('aria-pressed', 'false');
      await follow.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText(t.titleFollowed)).toBeVisible();
      await expect(follow).toHaveAttribute('aria-pressed', 'true');
      await axe.expectNoSeriousA11yViolations();
      // Nothing arrived yet: a check now tells nothing.
      expect((await runAvailabilityCheck(browser, baseURL)).arrivals).toBe(0);
      await expect(page.getByTestId('notification-dot')).toHaveCount(0);

      // The stand-in now streams it on Netflix in France; the admin runs the daily check.
      await setStubProviders(page.request, 'movie', arriving.id, { FR: { flatrate: [NETFLIX] } });
      const result = await runAvailabilityCheck(browser, baseURL);
      expect(result.arrivals).toBeGreaterThanOrEqual(1);
      // The stream lights the bell on the open page, without a reload.
      await expect(page.getByTestId('notification-dot')).toBeVisible();
      await page.getByTestId('notification-bell').click();
      await expect(page).toHaveURL(new RegExp(`/notifications/${userId}$`));
      const arrival = page.getByRole('button', { name: new RegExp(escapeRegExp(t.arrived(arriving.title))) });
      await expect(arrival.getByTestId('unread-dot')).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await arrival.click();
      await expect(page).toHaveURL(new RegExp(`/movieDetails/${arriving.id}$`));
      await expect(page.getByTestId('notification-dot')).toHaveCount(0);

      // It leaves Netflix, then comes back: told again.
      await setStubProviders(page.request, 'movie', arriving.id, { FR: { flatrate: [119] } });
      expect((await runAvailabilityCheck(browser, baseURL)).arrivals).toBe(0);
      await setStubProviders(page.request, 'movie', arriving.id, { FR: { flatrate: [NETFLIX] } });
      expect((await runAvailabilityCheck(browser, baseURL)).arrivals).toBeGreaterThanOrEqual(1);
      await expect(page.getByTestId('notification-dot')).toBeVisible();

      // Where the mails link: the alert mail choice, and the title followed, stopped here.
      await page.goto('/settings/notifications');
      const alerts = page.getByRole('region', { name: t.alertsTitle });
      await alerts.getByRole('radio', { name: t.atOnce }).check();
      await alerts.getByRole('button', { name: t.saveMail }).click();
      await expect(page.getByText(t.mailSaved)).toBeVisible();
      await axe.expectNoSeriousA11yViolations();
      await alerts
        .getByRole('button', { name: new RegExp(`^${escapeRegExp(t.stop('X')).replace('X', '.+')}$`) })
        .click();
      await expect(page.getByText(t.stopped)).toBeVisible();
      await expect(alerts.getByText(t.noTitles)).toBeVisible();
      await expect(alerts.getByRole('radio', { name: t.atOnce })).toBeChecked();
    });
  });
}
