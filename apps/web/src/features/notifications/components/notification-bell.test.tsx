import type { Notification } from '@pepites/contracts';
import { NOTIFICATION_STREAM_PATH } from '@pepites/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { FakeEventSource, stubEventSource } from '../../../testing/fake-event-source';
import { makeLikeNotification } from '../../../testing/notification-factories';
import { NotificationBell } from './notification-bell';

const like = makeLikeNotification(1, 4);

let stored: Notification[] = [];
let unseenRequests = 0;
let releaseFirst: () => void = () => undefined;
const server = setupServer(
  http.get('/api/user/:userId/notifications/unseen', async () => {
    unseenRequests += 1;
    const answer = { notifications: stored };
    // The first load is slow: it answers with what was stored when it started.
    if (unseenRequests === 1) await new Promise<void>((resolve) => (releaseFirst = resolve));
    return HttpResponse.json(answer);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  stored = [];
  unseenRequests = 0;
  stubEventSource();
});
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

describe('NotificationBell', () => {
  it('lights its dot for an event that arrives while its first load is still running', async () => {
    await renderRoute(<NotificationBell userId={3} sessionConfirmed />, { lang: 'en' });
    await waitFor(() => expect(unseenRequests).toBe(1));
    const [stream] = FakeEventSource.opened;
    expect(stream?.url).toBe(NOTIFICATION_STREAM_PATH);

    stored = [like];
    act(() => {
      stream?.emit('ready');
      stream?.emit('notification');
    });
    act(() => releaseFirst());

    expect(await screen.findByTestId('notification-dot')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notifications (1 unread)' })).toHaveAttribute('href', '/notifications/3');
  });

  it('stays dark with nothing unseen, and closes its stream when the server says the session ended', async () => {
    await renderRoute(<NotificationBell userId={3} sessionConfirmed />, { lang: 'fr' });
    act(() => releaseFirst());
    await waitFor(() => expect(unseenRequests).toBe(1));
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-dot')).toBeNull();

    const [stream] = FakeEventSource.opened;
    act(() => stream?.emit('logout'));
    expect(stream?.closed).toBe(true);
  });

  it('opens no stream until the session is confirmed', async () => {
    await renderRoute(<NotificationBell userId={3} sessionConfirmed={false} />, { lang: 'en' });
    expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument();
    expect(FakeEventSource.opened).toEqual([]);
    expect(unseenRequests).toBe(0);
  });
});
