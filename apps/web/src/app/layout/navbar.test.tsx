import type { Notification } from '@pepites/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PodcastSearchPage } from '../../features/catalog/components/search/podcast-search';
import { useList } from '../../features/lists/api/get-list';
import { i18n } from '../../lib/i18n';
import { renderRoute } from '../../testing/render-route';
import { FakeEventSource, stubEventSource } from '../../testing/fake-event-source';
import { makeLikeNotification } from '../../testing/notification-factories';
import { Navbar } from './navbar';
import { setupTestServer } from '../../testing/test-server';
import { makeUser } from '../../testing/user-factories';

const owner = makeUser({ publicListsCount: 1, listsCount: 1 });

let unseen: Notification[] = [];
let likes = 0;
const listRequests: number[] = [];
const savedLangs: unknown[] = [];
setupTestServer(
  http.get('/api/session', () => HttpResponse.json({ user: owner })),
  http.put('/api/account/lang', async ({ request }) => {
    const body = (await request.json()) as { lang: string };
    savedLangs.push(body);
    return HttpResponse.json(body);
  }),
  http.get('/api/user/:userId/notifications/unseen', () => HttpResponse.json({ notifications: unseen })),
  http.get('/api/catalog/podcasts/top', () => HttpResponse.json({ results: [] })),
  http.get('/api/list/getById/:listId/user/:userId', ({ params }) => {
    listRequests.push(Number(params.listId));
    return HttpResponse.json({ list: { id: Number(params.listId), likes } });
  }),
);
beforeEach(() => {
  unseen = [];
  likes = 0;
  listRequests.length = 0;
  savedLangs.length = 0;
  stubEventSource();
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

/** What a list page shows of the count: the list's own query, as the page reads it. */
function LikeCount({ listId }: { listId: number }) {
  const list = useList(listId, owner.id);
  return <p data-testid="likes">{list.data ? `${list.data.list.likes} likes` : 'loading'}</p>;
}

/** The navbar beside list 4's like count, once the count is read and the stream is ready. */
async function openListPageWithStream() {
  await renderRoute(
    <>
      <Navbar />
      <LikeCount listId={4} />
    </>,
    { lang: 'en' },
  );
  expect(await screen.findByText('0 likes')).toBeInTheDocument();
  await waitFor(() => expect(FakeEventSource.opened).toHaveLength(1));
  const [stream] = FakeEventSource.opened;
  act(() => stream?.emit('ready'));
  return stream;
}

describe('Navbar', () => {
  it("leads from the member's menu to the notification settings", async () => {
    const { user } = await renderRoute(<Navbar />, { lang: 'fr' });
    // The member's part of the bar loads once the session is known: more than findBy's 1 s on a busy machine.
    const wait = { timeout: 5000 };
    await user.click(await screen.findByRole('button', { name: `Menu de ${owner.user_name}` }, wait));
    expect(await screen.findByRole('menuitem', { name: 'Réglages des notifications' }, wait)).toHaveAttribute(
      'href',
      '/settings/notifications',
    );
  });

  it("moves the owner's like count on a list page when the stream brings a like of that list, like the bell", async () => {
    const stream = await openListPageWithStream();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument());

    unseen = [makeLikeNotification(11, 4)];
    likes = 1;
    act(() => stream?.emit('notification'));
    expect(await screen.findByRole('link', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(await screen.findByText('1 likes')).toBeInTheDocument();
  });

  it('leaves the other lists alone', async () => {
    const stream = await openListPageWithStream();

    unseen = [makeLikeNotification(12, 7)];
    act(() => stream?.emit('notification'));
    expect(await screen.findByRole('link', { name: 'Notifications (1 unread)' })).toBeInTheDocument();
    expect(listRequests).toEqual([4]);
  });

  it("stores a member's language switch for their mails", async () => {
    const { user } = await renderRoute(<Navbar />, { lang: 'fr' });
    await waitFor(() => expect(screen.getByRole('link', { name: 'Notifications' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'English' }));
    await waitFor(() => expect(savedLangs).toEqual([{ lang: 'en' }]));
    await act(() => i18n.changeLanguage('fr'));
  });

  it.each(['fr', 'en'] as const)(
    "in %s, names its search landmark apart from a search page's own (axe: landmark-unique)",
    async (lang) => {
      await renderRoute(
        <>
          <Navbar />
          <main>
            <PodcastSearchPage />
          </main>
        </>,
        { path: '/podcastsSearch', lang },
      );
      const names = screen.getAllByRole('search').map((landmark) => landmark.getAttribute('aria-label'));
      expect(names).toEqual(
        lang === 'fr' ? ['Recherche rapide', 'Rechercher un podcast'] : ['Quick search', 'Search for a podcast'],
      );
    },
  );
});
