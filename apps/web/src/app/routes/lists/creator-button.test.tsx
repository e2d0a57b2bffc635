import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { makeUser } from '../../../testing/user-factories';
import { CreatorButton } from './creator-button';

const bobby = makeUser({ id: 9, user_name: 'bobby', publicListsCount: 2 });
const server = setupTestServer(
  http.get('/api/user/9', () => HttpResponse.json({ user: bobby })),
  http.get('/api/user/9/badges', () => HttpResponse.json({ badges: [] })),
  http.get('/api/user/9/follow', () =>
    HttpResponse.json({ follow: { user_id: 9, followed: false, followers: 0, following: 4 } }),
  ),
);

afterEach(() => localStorage.clear());

it.each([
  ['fr', "Voir le profil de bobby, l'auteur", '0 abonné', '4 abonnements', 'Suivre bobby'],
  ['en', 'See the profile of bobby, the creator', '0 followers', '4 following', 'Follow bobby'],
] as const)(
  "in %s, the creator's card carries their follows and a follow button",
  async (lang, open, followers, following, follow) => {
    let puts = 0;
    server.use(
      http.get('/api/session', () => HttpResponse.json({ user: makeUser({ id: 3 }) })),
      http.put('/api/user/9/follow', () => {
        puts += 1;
        const follow = { user_id: 9, followed: true, followers: 1, following: 4 };
        // What the server now answers to the counts fetched again after the change.
        server.use(http.get('/api/user/9/follow', () => HttpResponse.json({ follow })));
        return HttpResponse.json({ follow, message: 'ok' });
      }),
    );
    const { user } = await renderRoute(<CreatorButton creator={{ id: 9, user_name: 'bobby', avatar: null }} />, {
      lang,
    });
    await user.click(screen.getByRole('button', { name: open }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: followers }, { timeout: 3000 })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: following })).toBeInTheDocument();
    await user.click(await within(dialog).findByRole('button', { name: follow }));
    await waitFor(() => expect(puts).toBe(1));
    expect(within(dialog).getByRole('button', { name: follow })).toHaveAttribute('aria-pressed', 'true');
  },
);

it('shows a member their own follows on their card, without a button', async () => {
  server.use(http.get('/api/session', () => HttpResponse.json({ user: bobby })));
  const { user } = await renderRoute(<CreatorButton creator={{ id: 9, user_name: 'bobby', avatar: null }} />, {
    lang: 'en',
  });
  await user.click(screen.getByRole('button', { name: 'See the profile of bobby, the creator' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByRole('button', { name: '4 following' }, { timeout: 3000 })).toBeInTheDocument();
  // Until the session answers the card is a visitor's, with a sign-in link; then neither link nor button.
  await waitFor(() => expect(within(dialog).queryByRole('link', { name: 'Follow bobby' })).not.toBeInTheDocument());
  expect(within(dialog).queryByRole('button', { name: 'Follow bobby' })).not.toBeInTheDocument();
});
