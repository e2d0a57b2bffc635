import { HOME_LIST_POSTERS, type HomeListsResponse, type ListCard } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { HomeLists } from './home-lists';

const card = (id: number, title: string, overrides: Partial<ListCard> = {}): ListCard => ({
  id,
  title,
  type: 'movie',
  creator: { id: 7, user_name: 'margaux_cine', avatar: null },
  likes: 1200,
  item_count: 3,
  created_at: '2026-11-20T10:00:00.000Z',
  posters: [
    { id: 1, title: 'Alien', poster_path: '/api/catalog/images/movie/348/poster', type: 'movie' },
    { id: 2, title: 'Heat', poster_path: null, type: 'movie' },
    { id: 3, title: 'Ran', poster_path: '/api/catalog/images/movie/11645/poster', type: 'movie' },
  ],
  ...overrides,
});

let answer: HomeListsResponse | null = null;
const server = setupServer(
  http.get('/api/lists/home', () =>
    answer
      ? HttpResponse.json(answer)
      : HttpResponse.json({ message: 'Un problème est survenu.', code: 'internal_error' }, { status: 500 }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  answer = null;
});
afterAll(() => server.close());

const section = (name: string) => screen.findByRole('region', { name });

describe('HomeLists', () => {
  it("shows the week's most liked and the newest lists as cards opening the list, with creator, counts and the first posters", async () => {
    answer = {
      weekMostLiked: [{ ...card(1, 'Frissons du soir'), week_likes: 3 }],
      newest: [card(2, 'Séries cultes', { likes: 0, item_count: 1 })],
    };
    await renderRoute(<HomeLists />, { lang: 'en' });

    const week = await section('Most liked this week');
    const link = await within(week).findByRole('link', {
      name: 'Frissons du soir, by margaux_cine, 3 items, 1,200 likes, +3 this week',
    });
    expect(link).toHaveAttribute('href', '/listDetails/1');
    // Two images, one poster drawn as its colour, and the strip's last place left empty.
    expect([...link.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      '/api/catalog/images/movie/348/poster?w=185',
      '/api/catalog/images/movie/11645/poster?w=185',
    ]);
    expect(link.querySelector('[aria-hidden="true"]')?.children).toHaveLength(HOME_LIST_POSTERS);
    expect(within(link).getByText('+3 this week')).toBeInTheDocument();

    const newest = await section('Newest lists');
    expect(
      within(newest).getByRole('link', { name: 'Séries cultes, by margaux_cine, 1 item, 0 likes' }),
    ).toHaveAttribute('href', '/listDetails/2');
  });

  it("shows a video's thumbnail and a podcast's artwork whole in their strip places, over the same image blurred", async () => {
    const posters: ListCard['posters'] = [
      { id: 1, title: 'Alien', poster_path: '/api/catalog/images/movie/348/poster', type: 'movie' },
      { id: 2, title: 'JdG', poster_path: '/api/catalog/images/youtube/Msz3-l4W9IM/thumbnail', type: 'youtube' },
      {
        id: 3,
        title: 'Affaires sensibles',
        poster_path: '/api/catalog/images/podcast/912451024/artwork',
        type: 'podcast',
      },
    ];
    answer = { weekMostLiked: [], newest: [card(2, 'Tout en vrac', { type: 'mixed', posters })] };
    await renderRoute(<HomeLists />, { lang: 'en' });
    const link = await within(await section('Newest lists')).findByRole('link', { name: /^Tout en vrac/ });
    const places = [...(link.querySelector('[aria-hidden="true"]')?.children ?? [])];
    expect(places).toHaveLength(HOME_LIST_POSTERS);
    expect(places[0]).toHaveClass('object-cover');
    for (const place of places.slice(1, 3)) {
      expect(place.querySelector('img:not([data-testid="poster-backdrop"])')).toHaveClass('object-contain');
      expect(place.querySelector('[data-testid="poster-backdrop"]')).toHaveAttribute(
        'src',
        place.querySelector('img')?.getAttribute('src'),
      );
    }
  });

  it('says "most liked" without "this week" when the row is topped up with lists not liked this week, in French', async () => {
    answer = {
      weekMostLiked: [
        { ...card(1, 'Frissons du soir'), week_likes: 2 },
        { ...card(3, 'Classiques'), week_likes: 0 },
      ],
      newest: [],
    };
    await renderRoute(<HomeLists />);

    const row = await section('Les listes les plus aimées');
    const likes = `${new Intl.NumberFormat('fr-FR').format(1200)} j'aime`;
    expect(
      await within(row).findByRole('link', {
        name: `Frissons du soir, par margaux_cine, 3 éléments, ${likes}, +2 cette semaine`,
      }),
    ).toBeInTheDocument();
    expect(
      within(row).getByRole('link', { name: `Classiques, par margaux_cine, 3 éléments, ${likes}` }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Aucune liste publique pour le moment. Créez une liste et laissez-la publique pour la voir ici.',
      ),
    ).toBeInTheDocument();
  });

  it('says what to do when nothing was liked yet, and offers a retry when the lists cannot be loaded', async () => {
    answer = { weekMostLiked: [], newest: [card(2, 'Séries cultes')] };
    const { unmount } = await renderRoute(<HomeLists />, { lang: 'en' });
    expect(
      await screen.findByText('No list has been liked yet. Like the lists you enjoy and they will show here.'),
    ).toBeInTheDocument();
    unmount();

    answer = null;
    await renderRoute(<HomeLists />, { lang: 'en' });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The lists could not be loaded.')).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
