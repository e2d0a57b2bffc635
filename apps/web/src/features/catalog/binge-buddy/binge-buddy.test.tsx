import type { DiscoverPage, Lang } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { recordScrollIntoView, stubReducedMotion } from '../../../testing/scroll-into-view';
import { CatalogSlotsProvider, type CatalogSlots } from '../components/catalog-slots';
import { BingeBuddy } from './binge-buddy';

/** What the discover route was asked, one entry a call. */
const asked: URLSearchParams[] = [];
/** How many of the answer's titles have no known runtime, when a runtime was asked. */
let unknownRuntimes = 19;
/** How many pages of recommendations discover has. */
let totalPages = 1;

const server = setupServer(
  http.get('/api/catalog/regions', () =>
    HttpResponse.json({
      results: [{ iso_3166_1: 'US', english_name: 'United States of America', native_name: 'United States' }],
    }),
  ),
  http.get('/api/catalog/watch-providers/:kind', () =>
    HttpResponse.json({
      results: [
        { provider_id: 8, provider_name: 'Netflix', logo_path: null },
        { provider_id: 119, provider_name: 'Amazon Prime Video', logo_path: null },
      ],
    }),
  ),
  http.get('/api/catalog/genres/:kind', () => HttpResponse.json({ genres: [{ id: 28, name: 'Action' }] })),
  http.get('/api/catalog/discover/:kind', ({ request }) => {
    const params = new URL(request.url).searchParams;
    asked.push(params);
    const number = Number(params.get('page') ?? 1);
    const page: DiscoverPage = {
      page: number,
      results: [
        {
          id: 278 + number - 1,
          title: number === 1 ? 'The Shawshank Redemption' : `Page ${number} pick`,
          original_title: 'The Shawshank Redemption',
          poster_path: null,
        },
      ],
      total_pages: totalPages,
      total_results: 37,
      runtime_unknown: params.has('runtime_max') ? unknownRuntimes : null,
    };
    return HttpResponse.json(page);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
const scrolls = recordScrollIntoView();
afterEach(() => {
  server.resetHandlers();
  asked.length = 0;
  unknownRuntimes = 19;
  totalPages = 1;
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const copy = {
  en: {
    movie: 'A movie',
    show: 'A TV show',
    next: 'Next',
    finish: 'Finish',
    any: 'No preference',
    short: 'Under 2 hours',
    halfHour: 'Under 30 minutes',
  },
  fr: {
    movie: 'Un film',
    show: 'Une série',
    next: 'Suivant',
    finish: 'Terminer',
    any: 'Peu importe',
    short: 'Moins de 2 heures',
    halfHour: 'Moins de 30 minutes',
  },
} as const;

/** Renders Binge Buddy, picks the type and walks with Next (nothing else chosen) to the runtime step. */
async function walkToRuntime(kind: 'movie' | 'tv', lang: Lang = 'en') {
  const t = copy[lang];
  const view = await renderRoute(<BingeBuddy />, { lang });
  await view.user.click(await screen.findByRole('radio', { name: kind === 'movie' ? t.movie : t.show }));
  const next = () => screen.getByRole('button', { name: t.next });
  await view.user.click(next());
  // Step 2 with no service chosen: Next is enabled, as "Nothing chosen? No problem" says.
  expect(await screen.findByRole('button', { name: 'Netflix' })).toHaveAttribute('aria-pressed', 'false');
  expect(next()).toBeEnabled();
  for (let step = 2; step <= 5; step += 1) await view.user.click(next());
  await screen.findByRole('radiogroup');
  return { ...view, t };
}

describe('Binge Buddy', () => {
  it('goes past the services with none chosen and asks discover for no service', async () => {
    const { user, t } = await walkToRuntime('movie');
    await user.click(screen.getByRole('button', { name: t.finish }));
    expect(await screen.findByRole('heading', { name: '37 recommendations' })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(asked[0]!.has('providers')).toBe(false);
    expect(asked[0]!.has('runtime_min')).toBe(false);
    expect(screen.queryByText(/Runtime unknown/)).not.toBeInTheDocument();
  });

  it('takes the runtime back when the chosen one is clicked again, or with No preference', async () => {
    const { user, t } = await walkToRuntime('movie');
    const any = screen.getByRole('radio', { name: t.any });
    const short = screen.getByRole('radio', { name: t.short });
    expect(any).toHaveAttribute('aria-checked', 'true');
    await user.click(short);
    expect(short).toHaveAttribute('aria-checked', 'true');
    expect(any).toHaveAttribute('aria-checked', 'false');
    await user.click(short);
    expect(short).toHaveAttribute('aria-checked', 'false');
    expect(any).toHaveAttribute('aria-checked', 'true');
    await user.click(short);
    await user.click(any);
    expect(any).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: t.finish }));
    await screen.findByRole('heading', { name: '37 recommendations' });
    expect(asked[0]!.has('runtime_min')).toBe(false);
    expect(asked[0]!.has('runtime_max')).toBe(false);
  });

  it('says how many results of a runtime filter have no known runtime and are included', async () => {
    const { user, t } = await walkToRuntime('movie');
    await user.click(screen.getByRole('radio', { name: t.short }));
    await user.click(screen.getByRole('button', { name: t.finish }));
    expect(await screen.findByText('Runtime unknown for 19 titles: they are included.')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ runtime_min: '0', runtime_max: '120' });
  });

  it('says it in French for a show, in the singular for one title, and not at all for none', async () => {
    unknownRuntimes = 1;
    const { user, t } = await walkToRuntime('tv', 'fr');
    await user.click(screen.getByRole('radio', { name: t.halfHour }));
    await user.click(screen.getByRole('button', { name: t.finish }));
    expect(await screen.findByText('Durée inconnue pour 1 titre : il est inclus.')).toBeInTheDocument();
    expect(Object.fromEntries(asked[0]!)).toMatchObject({ runtime_min: '0', runtime_max: '30' });

    unknownRuntimes = 0;
    await user.click(screen.getByRole('button', { name: 'Précédent' }));
    await user.click(await screen.findByRole('radio', { name: "Moins d'une heure" }));
    await user.click(screen.getByRole('button', { name: t.finish }));
    await waitFor(() => expect(asked).toHaveLength(2));
    await screen.findByRole('heading', { name: '37 recommandations' });
    expect(screen.queryByText(/Durée inconnue/)).not.toBeInTheDocument();
  });

  it("brings each step's question into view and gives it the focus after Next and Previous, smoothly", async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    const { user } = await renderRoute(<BingeBuddy />, { lang: 'en' });
    await user.click(await screen.findByRole('radio', { name: 'A movie' }));
    expect(scrolls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const second = screen.getByRole('heading', {
      level: 2,
      name: 'Where do you watch? Pick your country and your streaming services',
    });
    await waitFor(() =>
      expect(scrolls).toEqual([{ element: second, options: { block: 'start', behavior: 'smooth' } }]),
    );
    expect(second).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    const first = screen.getByRole('heading', { level: 2, name: 'What do you feel like watching?' });
    await waitFor(() => expect(scrolls).toHaveLength(2));
    expect(scrolls[1]?.element).toBe(first);
    expect(first).toHaveFocus();
  });

  it('brings the recommendations heading into view with the focus after Finish and after Next page, at once for reduced motion, in French', async () => {
    totalPages = 3;
    stubReducedMotion(true);
    const { user, t } = await walkToRuntime('movie', 'fr');
    scrolls.length = 0;
    await user.click(screen.getByRole('button', { name: t.finish }));
    const heading = await screen.findByRole('heading', { level: 2, name: '37 recommandations' });
    await waitFor(() => expect(scrolls).toEqual([{ element: heading, options: { block: 'start', behavior: 'auto' } }]));
    expect(heading).toHaveFocus();

    await user.click(
      within(screen.getByRole('navigation', { name: 'Pages de résultats' })).getByRole('button', { name: 'Suivant' }),
    );
    expect(await screen.findByRole('link', { name: 'Page 2 pick' })).toBeInTheDocument();
    await waitFor(() => expect(scrolls).toHaveLength(2));
    expect(scrolls[1]).toEqual({
      element: screen.getByRole('heading', { level: 2, name: '37 recommandations' }),
      options: { block: 'start', behavior: 'auto' },
    });
    expect(screen.getByRole('heading', { level: 2, name: '37 recommandations' })).toHaveFocus();
  });
});

describe("Binge Buddy's shortcut to a member's services", () => {
  const memberSlots = (providerIds: number[]): CatalogSlots => ({
    addToLists: () => null,
    typeIcon: () => null,
    signedIn: true,
    titleAlert: () => null,
    myServices: { region: 'US', providerIds, href: '/userProfile#services' },
  });
  const renderForMember = async (providerIds: number[], lang: Lang = 'en') => {
    const view = await renderRoute(
      <CatalogSlotsProvider slots={memberSlots(providerIds)}>
        <BingeBuddy />
      </CatalogSlotsProvider>,
      { lang },
    );
    await view.user.click(await screen.findByRole('radio', { name: copy[lang].movie }));
    await view.user.click(screen.getByRole('button', { name: copy[lang].next }));
    return view;
  };

  it('picks those of their services the kind lists, and discover asks for them', async () => {
    // 999 is a service of the member's that only has shows: it is left out for a movie.
    const { user } = await renderForMember([119, 999]);
    await user.click(await screen.findByRole('button', { name: 'On my services' }));
    expect(await screen.findByText('1 of your services is chosen.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Amazon Prime Video' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Netflix' })).toHaveAttribute('aria-pressed', 'false');
    for (let step = 2; step <= 5; step += 1) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(asked[0]!.get('providers')).toBe('119');
    expect(asked[0]!.get('region')).toBe('US');
  });

  it('shows a member without services where to choose them, in French', async () => {
    await renderForMember([], 'fr');
    expect(await screen.findByRole('link', { name: 'Choisir mes services' })).toHaveAttribute(
      'href',
      '/userProfile#services',
    );
    expect(screen.queryByRole('button', { name: 'Sur mes services' })).not.toBeInTheDocument();
  });
});
