import { CATALOG_PAGE_SIZE, type MoviePage, type ShowPage } from '@pepites/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../../testing/render-route';
import { recordScrollIntoView, stubReducedMotion } from '../../../../testing/scroll-into-view';
import { setupTestServer } from '../../../../testing/test-server';
import { TitleSearchPage } from './title-search';

/** A full page of titles (Previous and Next show only under a full page), three pages in all. */
const moviePage = (page: number): MoviePage => ({
  page,
  total_pages: 3,
  total_results: 3 * CATALOG_PAGE_SIZE,
  results: Array.from({ length: CATALOG_PAGE_SIZE }, (_, index) => ({
    id: page * 100 + index,
    title: `Heat page ${page} #${index}`,
    original_title: 'Heat',
    release_date: '1995-12-15',
    original_language: 'en',
    genre_ids: [],
    poster_path: null,
    backdrop_path: null,
  })),
});
const showPage = (page: number): ShowPage => {
  const { results, ...rest } = moviePage(page);
  return {
    ...rest,
    results: results.map(({ title, original_title, release_date, ...show }) => ({
      ...show,
      name: title.replace('Heat', 'Dark'),
      original_name: original_title,
      first_air_date: release_date,
    })),
  };
};

setupTestServer(
  http.get('/api/catalog/movies/search', ({ request }) =>
    HttpResponse.json(moviePage(Number(new URL(request.url).searchParams.get('page') ?? 1))),
  ),
  http.get('/api/catalog/shows/search', ({ request }) =>
    HttpResponse.json(showPage(Number(new URL(request.url).searchParams.get('page') ?? 1))),
  ),
);
const scrolls = recordScrollIntoView();
afterEach(() => vi.unstubAllGlobals());

describe('TitleSearchPage', () => {
  it('after Next, then Previous, brings the heading of the new results into view, smoothly, and gives it the focus', async () => {
    stubReducedMotion(false);
    const { user } = await renderRoute(<TitleSearchPage kind="movie" />, {
      path: '/moviesSearch',
      url: '/moviesSearch?query=heat',
      lang: 'en',
    });
    expect(await screen.findByRole('link', { name: 'Heat page 1 #0' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'Results for “heat”' });
    expect(scrolls).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Heat page 2 #0' })).toBeInTheDocument();
    await waitFor(() =>
      expect(scrolls).toEqual([{ element: heading, options: { block: 'start', behavior: 'smooth' } }]),
    );
    expect(heading).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByRole('link', { name: 'Heat page 1 #0' })).toBeInTheDocument();
    await waitFor(() => expect(scrolls).toHaveLength(2));
    expect(scrolls[1]).toEqual({ element: heading, options: { block: 'start', behavior: 'smooth' } });
    expect(heading).toHaveFocus();
  });

  it('in French, for shows, names the results and jumps without animation for someone who asked for less motion', async () => {
    stubReducedMotion(true);
    const { user } = await renderRoute(<TitleSearchPage kind="tv" />, {
      path: '/tvSearch',
      url: '/tvSearch',
      lang: 'fr',
    });
    expect(await screen.findByRole('link', { name: 'Dark page 1 #0' })).toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'Séries trouvées' });
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(await screen.findByRole('link', { name: 'Dark page 2 #0' })).toBeInTheDocument();
    await waitFor(() => expect(scrolls).toEqual([{ element: heading, options: { block: 'start', behavior: 'auto' } }]));
    expect(heading).toHaveFocus();
  });

  it('does not move the page while someone types a new search', async () => {
    const { user } = await renderRoute(<TitleSearchPage kind="movie" />, {
      path: '/moviesSearch',
      url: '/moviesSearch',
      lang: 'en',
    });
    expect(await screen.findByRole('link', { name: 'Heat page 1 #0' })).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search for a movie' }), 'alien');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Results for “alien”' }, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(scrolls).toEqual([]);
    expect(screen.getByRole('searchbox', { name: 'Search for a movie' })).toHaveFocus();
  });
});
