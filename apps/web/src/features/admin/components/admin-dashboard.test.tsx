import type { AdminList, AdminUser } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { AdminDashboard } from './admin-dashboard';

const ana: AdminUser = {
  id: 5,
  user_name: 'ana',
  email: 'ana@example.com',
  avatar: null,
  country: 'France',
  city: 'Lyon',
  role: 'user',
  lists_count: 2,
  liked_lists_count: 1,
  suspended_at: null,
  created_at: '2026-01-01T00:00:00Z',
};
const westerns: AdminList = {
  id: 9,
  title: 'Westerns',
  description: 'Dust and horses',
  type: 'movie',
  privacy: 'public',
  item_count: 3,
  likes: 4,
  creator: { id: 5, user_name: 'ana' },
  held: false,
  created_at: '2026-01-02T00:00:00Z',
};

let checkFails = false;
const requests: string[] = [];
const page = <T,>(rows: T[]) => ({ total: rows.length, page: 1, totalPages: 1, rows });
const server = setupServer(
  http.get('/api/admin/stats', () => HttpResponse.json({ users: 1200, lists: 3400, likes: 5600, badges: 11 })),
  http.get('/api/lists/getAll', ({ request }) => {
    requests.push(`lists ${new URL(request.url).search}`);
    const q = new URL(request.url).searchParams.get('q');
    const { rows, ...meta } = page(q && !'westerns'.includes(q.toLowerCase()) ? [] : [westerns]);
    return HttpResponse.json({ lists: rows, ...meta });
  }),
  http.get('/api/users/getAll', () => {
    const { rows, ...meta } = page([ana]);
    return HttpResponse.json({ users: rows, ...meta });
  }),
  http.get('/api/admin/moderation', () => HttpResponse.json({ actions: [] })),
  http.get('/api/admin/comment-reports', () => HttpResponse.json({ reported: [], total: 0, page: 1, totalPages: 0 })),
  http.get('/api/admin/outbox', () => HttpResponse.json({ mails: [] })),
  http.get('/api/check-badges', () =>
    checkFails
      ? HttpResponse.json({ message: 'boom', code: 'badge_check_failed' }, { status: 400 })
      : HttpResponse.json({ message: 'Badges checked.', awarded: 3 }),
  ),
  http.put('/api/admin/users/:id/suspension', async ({ params, request }) => {
    requests.push(`suspend ${String(params.id)} ${JSON.stringify(await request.json())}`);
    return HttpResponse.json({ message: 'ana is suspended.', user: { ...ana, suspended_at: '2026-11-25T00:00:00Z' } });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  checkFails = false;
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderDashboard = (lang: 'fr' | 'en', url = '/adminDashboard') =>
  renderRoute(<AdminDashboard />, { path: '/adminDashboard', url, lang });

describe('AdminDashboard', () => {
  it('in fr, opens on the lists table with the four figures, and a card switches to its table in the address', async () => {
    const { user, router } = await renderDashboard('fr');
    expect(await screen.findByRole('table', { name: 'Listes' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Westerns' })).toBeInTheDocument();
    expect(await screen.findByText(/1\s200/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir tous : Listes' })).toHaveAttribute('aria-pressed', 'true');

    await user.click(screen.getByRole('button', { name: 'Voir tous : Utilisateurs' }));
    const users = await screen.findByRole('table', { name: 'Utilisateurs' });
    expect(within(users).getByText('ana@example.com')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?view=1');
  });

  it.each([
    ['fr', 'Voir tous', 'Voir tous : Utilisateurs'],
    ['en', 'View all', 'View all: Users'],
  ] as const)(
    'in %s, writes only "%s" on a card\'s button (the card names its table), which fits a 360 px screen',
    async (lang, shown, name) => {
      await renderDashboard(lang);
      const button = await screen.findByRole('button', { name });
      expect(button).toHaveTextContent(new RegExp(`^${shown}$`));
    },
  );

  it('searches the table from page 1 and says when nothing matches', async () => {
    const { user, router } = await renderDashboard('en', '/adminDashboard?page=3');
    await screen.findByRole('table', { name: 'Lists' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by title' }), 'zz');
    expect(await screen.findByText('No results for “zz”.')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?q=zz');
    expect(requests.at(-1)).toBe('lists ?page=1&q=zz');
  });

  it('in en, the badge check says how many were awarded, and shows its error when it fails', async () => {
    const { user } = await renderDashboard('en');
    await user.click(screen.getByRole('button', { name: 'Check badges' }));
    expect(await screen.findByText('Badges checked. 3 badges awarded.')).toBeInTheDocument();

    checkFails = true;
    await user.click(screen.getByRole('button', { name: 'Check badges' }));
    expect(await screen.findByText('An error occurred while verifying badges !')).toBeInTheDocument();
  });

  it('suspends a member only after confirmation, and toasts the answer', async () => {
    const { user } = await renderDashboard('en', '/adminDashboard?view=1');
    const users = await screen.findByRole('table', { name: 'Users' });
    await user.click(within(users).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend ana?' });
    expect(requests.filter((request) => request.startsWith('suspend'))).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('ana is suspended.')).toBeInTheDocument();
    expect(requests).toContain('suspend 5 {"suspended":true}');
  });
});
