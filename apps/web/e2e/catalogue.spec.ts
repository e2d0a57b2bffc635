import { expect, setLanguage, setTheme, signUpAndLogIn, test, uniqueUser } from './fixtures';
import { createListThroughApi, listsCopy, loose } from './helpers/lists';

/** The visible words of the catalogue's screens, per language. */
const copy = {
  fr: {
    movies: 'Recherche de films',
    matrix: 'Matrix',
    movieBox: 'Rechercher un film',
    shows: 'Recherche de séries',
    showBox: 'Rechercher une série',
    country: 'Pays',
    canada: 'Canada',
    illustrative: 'Données de démonstration : disponibilités indicatives.',
    info: 'Informations',
    cast: 'Distribution',
    videoBox: 'Rechercher une vidéo',
    podcastBox: 'Rechercher un podcast',
    trendingVideos: 'Vidéos tendance',
    trendingPodcasts: 'Podcasts tendance',
    next: 'Suivant',
    previous: 'Précédent',
    finish: 'Terminer',
    reset: 'Recommencer',
    movie: 'Un film',
    show: 'Une série',
    type: "Qu'avez-vous envie de regarder ?",
    runtimeMovie: 'Quelle durée pour le film ?',
    runtimeShow: 'Quelle durée pour un épisode ?',
    shortMovie: 'Moins de 90 minutes',
    shortShow: 'Moins de 30 minutes',
    runtimeUnknown: /^Durée inconnue pour \d+ titres? : ils? (est|sont) inclus\.$/,
    period: 'Sorti entre…',
    results: /recommandation/,
    search: 'Rechercher',
  },
  en: {
    movies: 'Movies search',
    matrix: 'The Matrix',
    movieBox: 'Search for a movie',
    shows: 'TV shows search',
    showBox: 'Search for a TV show',
    country: 'Country',
    canada: 'Canada',
    illustrative: 'Demo data: availability is illustrative.',
    info: 'Informations',
    cast: 'Cast',
    videoBox: 'Search for a video',
    podcastBox: 'Search for a podcast',
    trendingVideos: 'Trending videos',
    trendingPodcasts: 'Trending podcasts',
    next: 'Next',
    previous: 'Previous',
    finish: 'Finish',
    reset: 'Reset',
    movie: 'A movie',
    show: 'A TV show',
    type: 'What do you feel like watching?',
    runtimeMovie: 'How long can the movie be?',
    runtimeShow: 'How long can an episode be?',
    shortMovie: 'Under 90 minutes',
    shortShow: 'Under 30 minutes',
    runtimeUnknown: /^Runtime unknown for \d+ titles?: (it is|they are) included\.$/,
    period: 'Released between…',
    results: /recommendation/,
    search: 'Search',
  },
} as const;

for (const [lang, theme] of [
  ['fr', 'dark'],
  ['en', 'light'],
] as const) {
  const t = copy[lang];
  const l = listsCopy[lang];

  test.describe(`the catalogue in ${lang} (${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await setLanguage(page, lang);
      await setTheme(page, theme);
    });

    test('search a movie and a show, open them, look at another country, add both to a list', async ({ page, axe }) => {
      test.slow();
      const userId = await signUpAndLogIn(page, uniqueUser());
      const listTitle = `Catalogue ${Date.now().toString(36)}`;
      await createListThroughApi(page, userId, { title: listTitle });

      for (const { searchPath, heading, box, query, title, address } of [
        {
          searchPath: '/moviesSearch',
          heading: t.movies,
          box: t.movieBox,
          query: 'matrix',
          title: t.matrix,
          address: /\/movieDetails\/603$/,
        },
        {
          searchPath: '/showsSearch',
          heading: t.shows,
          box: t.showBox,
          query: 'breaking',
          title: 'Breaking Bad',
          address: /\/tvDetails\/1396$/,
        },
      ]) {
        await page.goto(searchPath);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await page.getByRole('main').getByRole('searchbox', { name: box }).fill(query);
        await expect(page).toHaveURL(new RegExp(`query=${query}`));
        await page.getByRole('link', { name: title, exact: true }).click();
        await expect(page).toHaveURL(address);
        await expect(page.getByRole('heading', { level: 1, name: new RegExp(title) })).toBeVisible();
        await expect(page.getByRole('tab', { name: t.info })).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByText(t.illustrative)).toBeVisible();
        await axe.expectNoSeriousA11yViolations();

        // Another country, found by typing the start of its name: its services replace the first ones.
        const country = page.getByRole('combobox', { name: t.country });
        await country.fill(t.canada.slice(0, 3));
        await page.getByRole('option', { name: t.canada, exact: true }).click();
        await expect(country).toHaveValue(t.canada);

        await page.getByRole('tab', { name: t.cast }).click();
        await expect(page.getByRole('tab', { name: t.cast })).toHaveAttribute('aria-selected', 'true');

        await page
          .getByRole('button', { name: loose(l.addToList(title)) })
          .first()
          .click();
        const dialog = page.getByRole('dialog', { name: l.addDialog });
        await dialog.getByRole('checkbox', { name: new RegExp(listTitle) }).check();
        await dialog.getByRole('button', { name: l.add, exact: true }).click();
        await expect(
          page.getByText(loose(`${listTitle}${lang === 'fr' ? ' : ' : ': '}${l.added}`)).last(),
        ).toBeVisible();
        await expect(dialog).toBeHidden();
      }

      // The list holds both, linking back to their pages.
      const list = await (await page.request.get(`/api/lists/getByUserId/${userId}?paginate=false`)).json();
      const made = (list.results as Array<{ id: number; title: string; type: string }>).find(
        (entry) => entry.title === listTitle,
      );
      expect(made?.type).toBe('mixed');
    });

    test('a video and a podcast go into one list', async ({ page, axe }) => {
      test.slow();
      const userId = await signUpAndLogIn(page, uniqueUser());
      const listTitle = `Mix ${Date.now().toString(36)}`;
      const listId = await createListThroughApi(page, userId, { title: listTitle });

      await page.goto('/youtubeSearch');
      await expect(page.getByRole('heading', { name: t.trendingVideos })).toBeVisible();
      await page.getByRole('main').getByRole('searchbox', { name: t.videoBox }).fill('grenier');
      await page.getByRole('main').getByRole('searchbox', { name: t.videoBox }).press('Enter');
      await expect(page).toHaveURL(/q=grenier/);
      const firstVideo = page.getByRole('main').getByRole('listitem').first();
      await axe.expectNoSeriousA11yViolations();
      await firstVideo.getByRole('button').click();
      let dialog = page.getByRole('dialog', { name: l.addDialog });
      await dialog.getByRole('checkbox', { name: new RegExp(listTitle) }).check();
      await dialog.getByRole('button', { name: l.add, exact: true }).click();
      await expect(dialog).toBeHidden();

      await page.goto('/podcastsSearch');
      await expect(page.getByRole('heading', { name: t.trendingPodcasts })).toBeVisible();
      await page.getByRole('main').getByRole('searchbox', { name: t.podcastBox }).fill('affaires');
      await page.getByRole('main').getByRole('button', { name: t.search, exact: true }).click();
      await page.getByRole('button', { name: loose(l.addToList('Affaires sensibles')) }).click();
      dialog = page.getByRole('dialog', { name: l.addDialog });
      await dialog.getByRole('checkbox', { name: new RegExp(listTitle) }).check();
      await dialog.getByRole('button', { name: l.add, exact: true }).click();
      await expect(dialog).toBeHidden();
      await axe.expectNoSeriousA11yViolations();

      const detail = await (await page.request.get(`/api/list/getById/${listId}/user/${userId}`)).json();
      expect((detail.list.content as Array<{ type: string }>).map((item) => item.type).sort()).toEqual([
        'podcast',
        'youtube',
      ]);
      expect(detail.list.type).toBe('mixed');
    });

    for (const kind of ['movie', 'tv'] as const) {
      test(`Binge Buddy finds ${kind === 'movie' ? 'movies' : 'shows'}, with Previous and Reset`, async ({
        page,
        axe,
      }) => {
        await signUpAndLogIn(page, uniqueUser());
        await page.goto('/bingeBuddy');
        await expect(page.getByRole('heading', { name: t.type })).toBeVisible();
        const next = page.getByRole('button', { name: t.next, exact: true });
        await expect(next).toBeDisabled();
        await page.getByRole('radio', { name: kind === 'movie' ? t.movie : t.show }).click();
        await next.click();
        // Step 2: no service is needed to go on (any service); one chosen filters on it.
        await expect(next).toBeEnabled();
        await page.getByRole('button', { name: 'Netflix' }).click();
        await axe.expectNoSeriousA11yViolations();
        await next.click();
        await next.click(); // any language
        await next.click(); // any genre
        await expect(page.getByRole('heading', { name: t.period })).toBeVisible();
        await next.click();
        await expect(
          page.getByRole('heading', { name: kind === 'movie' ? t.runtimeMovie : t.runtimeShow }),
        ).toBeVisible();
        // Most runtimes are unknown offline: they stay in, and the results say how many.
        await page.getByRole('radio', { name: kind === 'movie' ? t.shortMovie : t.shortShow }).click();
        await page.getByRole('button', { name: t.finish }).click();
        const results = page.getByRole('heading', { name: t.results });
        await expect(results).toBeVisible();
        await expect(page.getByText(t.runtimeUnknown)).toBeVisible();
        const poster = page.getByRole('main').getByRole('link', { name: /.+/ }).first();
        await expect(poster).toHaveAttribute('href', kind === 'movie' ? /^\/movieDetails\/\d+$/ : /^\/tvDetails\/\d+$/);
        await axe.expectNoSeriousA11yViolations();

        await page.getByRole('button', { name: t.previous, exact: true }).first().click();
        await expect(
          page.getByRole('heading', { name: kind === 'movie' ? t.runtimeMovie : t.runtimeShow }),
        ).toBeVisible();
        if (kind === 'tv') {
          await page.getByRole('button', { name: t.previous, exact: true }).click();
          await expect(page.getByRole('heading', { name: t.period })).toBeVisible();
          await next.click();
        }
        await page.getByRole('button', { name: t.finish }).click();
        await expect(results).toBeVisible();
        await page.getByRole('button', { name: t.reset }).click();
        await expect(page.getByRole('heading', { name: t.type })).toBeVisible();
        await expect(next).toBeDisabled();
      });
    }
  });
}
