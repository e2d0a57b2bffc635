import type { Notification } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeLikeNotification } from '../../../testing/notification-factories';
import { renderRoute } from '../../../testing/render-route';
import { NotificationsPage } from './notifications-page';

const like = makeLikeNotification(7, 42);
const badge: Notification = {
  id: 6,
  type: 'badge',
  code: 'badge_unlocked',
  params: { badge_name: 'Premier pas', badge_name_en: 'First step' },
  message: 'Badge débloqué : Premier pas',
  message_en: 'Badge unlocked: First step',
  seen: true,
  created_at: '2026-11-19T10:00:00Z',
};

let stored: Notification[] = [];
const requests: string[] = [];
const server = setupServer(
  http.get('/api/user/:userId/notifications', ({ request }) => {
    requests.push(`GET ${new URL(request.url).pathname}${new URL(request.url).search}`);
    const unseen = stored.filter((notification) => !notification.seen).length;
    return HttpResponse.json({ notifications: stored, total: stored.length, page: 1, totalPages: 1, unseen });
  }),
  http.put('/api/user/:userId/notification/:notificationId', ({ params, request }) => {
    requests.push(`PUT ${decodeURIComponent(new URL(request.url).pathname)}`);
    const id = Number(String(params.notificationId).replace('}', ''));
    stored = stored.map((notification) => (notification.id === id ? { ...notification, seen: true } : notification));
    return HttpResponse.json({ message: 'Notification marked as seen.' });
  }),
  http.put('/api/user/:userId/notifications/seen', () => {
    const updated = stored.filter((notification) => !notification.seen).length;
    stored = stored.map((notification) => ({ ...notification, seen: true }));
    return HttpResponse.json({ message: 'All your notifications are marked as seen.', updated });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  stored = [like, badge];
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const renderPage = (lang: 'fr' | 'en') =>
  renderRoute(<NotificationsPage userId={3} page={1} hrefForPage={(page) => `/notifications/3?page=${page}`} />, {
    path: '/notifications/:id',
    url: '/notifications/3',
    lang,
  });

describe('NotificationsPage', () => {
  it('in en, shows each notification in English with an unread dot only on the unseen one', async () => {
    await renderPage('en');
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const rows = within(list).getAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('bob likes your list “Westerns”.'),
      expect.stringContaining('Badge unlocked: First step'),
    ]);
    expect(within(rows[0]!).getByTestId('unread-dot')).toBeInTheDocument();
    expect(within(rows[1]!).queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByText('1 unread notification')).toBeInTheDocument();
    expect(requests).toEqual(['GET /api/user/3/notifications?page=1&limit=20']);
  });

  it('in fr, opening an unread like marks it seen through the path with the brace, then opens the list', async () => {
    const { user } = await renderPage('fr');
    await user.click(await screen.findByRole('button', { name: /bob aime votre liste « Westerns »\./ }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/listDetails/42');
    expect(requests).toContain('PUT /api/user/3/notification/7}');
    expect(stored.find((notification) => notification.id === 7)?.seen).toBe(true);
  });

  it('marks all as seen, says so, and disables the button once nothing is unread', async () => {
    const { user } = await renderPage('fr');
    expect(await screen.findByText('1 notification non lue')).toBeInTheDocument();
    const markAll = screen.getByRole('button', { name: 'Tout marquer comme lu' });
    expect(markAll).toBeEnabled();
    await user.click(markAll);
    expect(await screen.findByText('All your notifications are marked as seen.')).toBeInTheDocument();
    expect(await screen.findByText('Tout est lu.')).toBeInTheDocument();
    expect(screen.queryByTestId('unread-dot')).toBeNull();
    expect(screen.getByRole('button', { name: 'Tout marquer comme lu' })).toBeDisabled();
  });

  it('shows the empty state when there is nothing yet', async () => {
    stored = [];
    await renderPage('en');
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
  });
});
