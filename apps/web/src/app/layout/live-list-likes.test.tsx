import type { EditingListsResponse, Notification } from '@pepites/contracts';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EditingListsSection } from '../../features/lists/components/together/editing-lists-section';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source';
import { makeList } from '../../testing/list-factories';
import { makeLikeNotification } from '../../testing/notification-factories';
import { renderRoute } from '../../testing/render-route';
import { setupTestServer } from '../../testing/test-server';
import { LiveListLikes } from './live-list-likes';

let unseen: Notification[] = [];
let editing: EditingListsResponse = { lists: [] };
setupTestServer(
  http.get('/api/user/3/notifications/unseen', () => HttpResponse.json({ notifications: unseen })),
  http.get('/api/account/editing', () => HttpResponse.json(editing)),
);
beforeEach(() => {
  unseen = [];
  editing = { lists: [] };
  stubEventSource();
});
afterEach(() => vi.unstubAllGlobals());

describe('LiveListLikes', () => {
  it('shows an invitation to edit a list on the profile as soon as its notification arrives', async () => {
    await renderRoute(
      <>
        <NotificationBell userId={3} sessionConfirmed />
        <LiveListLikes userId={3} enabled />
        <EditingListsSection />
      </>,
      { lang: 'en' },
    );
    const [stream] = FakeEventSource.opened;
    act(() => stream?.emit('ready'));
    expect(await screen.findByText(/You edit no list with others yet/)).toBeInTheDocument();

    const list = makeList({ id: 12, title: 'Documentaires', creator: { id: 9, user_name: 'lea_docs', avatar: null } });
    editing = { lists: [{ list, status: 'invited' }] };
    unseen = [
      {
        ...makeLikeNotification(8, 12),
        type: 'information',
        code: 'editor_invited',
        params: { user_name: 'lea_docs', user_id: 9, list_id: 12, list_title: 'Documentaires' },
      },
    ];
    act(() => stream?.emit('notification'));
    expect(await screen.findByRole('link', { name: 'Documentaires' })).toHaveAttribute('href', '/listDetails/12');
  });
});
