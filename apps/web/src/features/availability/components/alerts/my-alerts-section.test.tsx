import type { MyAlertsResponse } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { renderRoute } from '../../../../testing/render-route';
import { setupTestServer } from '../../../../testing/test-server';
import { MyAlertsSection } from './my-alerts-section';

const server = setupTestServer();
const firstRender = { timeout: 3000 };

function alerts(overrides: Partial<MyAlertsResponse> = {}): MyAlertsResponse {
  return {
    titles: [
      { type: 'movie', provider_id: '238', title: 'Le Parrain', poster_path: null, created_at: '2026-12-01T10:00:00Z' },
      {
        type: 'show',
        provider_id: '1396',
        title: 'Breaking Bad',
        poster_path: null,
        created_at: '2026-12-01T09:00:00Z',
      },
    ],
    total: 2,
    page: 1,
    totalPages: 1,
    lists: [{ list_id: 12, title: 'Soirées', titles: 4, created_at: '2026-12-01T08:00:00Z' }],
    mail: 'none',
    ...overrides,
  };
}

it('lists the titles and lists followed, each leading to its page, and stops one', async () => {
  let stored = alerts();
  const stopped: string[] = [];
  server.use(
    http.get('/api/alerts', () => HttpResponse.json(stored)),
    http.delete('/api/alerts/titles/movie/238', () => {
      stopped.push('movie/238');
      stored = alerts({ titles: stored.titles.slice(1), total: 1 });
      return HttpResponse.json({
        alert: { type: 'movie', provider_id: '238', followed: false, through_lists: 0 },
        message: 'Vous ne serez plus prévenu pour ce titre.',
      });
    }),
  );
  const { user } = await renderRoute(<MyAlertsSection />);
  expect(await screen.findByRole('heading', { name: '2 titres suivis' }, firstRender)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Le Parrain' })).toHaveAttribute('href', '/movieDetails/238');
  expect(screen.getByRole('link', { name: 'Breaking Bad' })).toHaveAttribute('href', '/tvDetails/1396');
  expect(screen.getByRole('link', { name: 'Soirées' })).toHaveAttribute('href', '/listDetails/12');
  expect(screen.getByText('4 films et séries')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: "Arrêter l'alerte pour « Le Parrain »" }));
  expect(await screen.findByText('Vous ne serez plus prévenu pour ce titre.')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '1 titre suivi' })).toBeInTheDocument();
  expect(stopped).toEqual(['movie/238']);
});

it('says what to do when nothing is followed', async () => {
  server.use(http.get('/api/alerts', () => HttpResponse.json(alerts({ titles: [], total: 0, lists: [] }))));
  await renderRoute(<MyAlertsSection />, { lang: 'en' });
  expect(await screen.findByText(/No title followed on its own/, undefined, firstRender)).toBeInTheDocument();
  expect(screen.getByText(/No list followed/)).toBeInTheDocument();
});

it('saves how arrivals are mailed', async () => {
  const saved: unknown[] = [];
  server.use(
    http.get('/api/alerts', () => HttpResponse.json(alerts({ mail: 'digest' }))),
    http.put('/api/alerts/mail', async ({ request }) => {
      saved.push(await request.json());
      return HttpResponse.json({ message: 'Your choice is saved.', mail: 'instant' });
    }),
  );
  const { user } = await renderRoute(<MyAlertsSection />, { lang: 'en' });
  const group = await screen.findByRole('group', { name: 'Also by email' }, firstRender);
  expect(within(group).getByRole('radio', { name: /In the weekly digest/ })).toBeChecked();
  await user.click(within(group).getByRole('radio', { name: /At once/ }));
  await user.click(screen.getByRole('button', { name: 'Save this choice' }));
  await waitFor(() => expect(saved).toEqual([{ mail: 'instant' }]));
  expect(await screen.findByText('Your choice is saved.')).toBeInTheDocument();
});

it('pages through the titles followed', async () => {
  const pages: string[] = [];
  server.use(
    http.get('/api/alerts', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      pages.push(String(page));
      return HttpResponse.json(
        alerts({
          titles: [
            {
              type: 'movie',
              provider_id: String(page),
              title: `Titre ${page}`,
              poster_path: null,
              created_at: '2026-12-01T10:00:00Z',
            },
          ],
          total: 11,
          page,
          totalPages: 2,
        }),
      );
    }),
  );
  const { user } = await renderRoute(<MyAlertsSection />);
  expect(await screen.findByText('Titre 1', undefined, firstRender)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Suivant' }));
  expect(await screen.findByText('Titre 2')).toBeInTheDocument();
  expect(screen.getByText('Page 2 sur 2')).toBeInTheDocument();
  expect(pages).toEqual(['1', '2']);
});
