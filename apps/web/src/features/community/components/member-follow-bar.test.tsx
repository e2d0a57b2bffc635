import type { FollowPerson, FollowState } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { MemberFollowBar } from './member-follow-bar';

const alice = { id: 3 };
const server = setupTestServer();
// The first render of a file also loads the toasts and the tooltip's code: more than the default second.
const firstRender = { timeout: 3000 };

function state(overrides: Partial<FollowState> = {}): FollowState {
  return { user_id: 9, followed: false, followers: 1, following: 2, ...overrides };
}

/** Bobby's follow state as the server keeps it: first `follow`, then what a follow or unfollow made it. */
function answer(follow: FollowState) {
  const stored = { follow };
  server.use(http.get('/api/user/9/follow', () => HttpResponse.json(stored)));
  return stored;
}

/** A server answer held until the test releases it, to look at the button in between. */
function gate() {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release };
}

it.each([
  ['fr', 'Suivre bobby', '1 abonné', '2 abonnés', '2 abonnements'],
  ['en', 'Follow bobby', '1 follower', '2 followers', '2 following'],
] as const)('in %s, follows at once and keeps the server counts', async (lang, name, before, after, following) => {
  const stored = answer(state());
  const release = gate();
  let puts = 0;
  server.use(
    http.put('/api/user/9/follow', async () => {
      puts += 1;
      await release.opened;
      stored.follow = state({ followed: true, followers: 2 });
      return HttpResponse.json({ ...stored, message: 'ok' });
    }),
  );
  const { user } = await renderRoute(<MemberFollowBar viewerId={alice.id} userId={9} name="bobby" />, { lang });
  const button = await screen.findByRole('button', { name }, firstRender);
  expect(button).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: before })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: following })).toBeInTheDocument();

  await user.click(button);
  // Before the server answers: pressed, one follower more.
  expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: after })).toBeInTheDocument();
  release.release();
  await waitFor(() => expect(puts).toBe(1));
  expect(await screen.findByRole('button', { name: after })).toBeInTheDocument();
  expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
});

it('unfollows with the keyboard', async () => {
  const stored = answer(state({ followed: true, followers: 5 }));
  let deletes = 0;
  server.use(
    http.delete('/api/user/9/follow', () => {
      deletes += 1;
      stored.follow = state({ followers: 4 });
      return HttpResponse.json({ ...stored, message: 'ok' });
    }),
  );
  const { user } = await renderRoute(<MemberFollowBar viewerId={alice.id} userId={9} name="bobby" />, { lang: 'en' });
  const button = await screen.findByRole('button', { name: 'Follow bobby' }, firstRender);
  expect(button).toHaveAttribute('aria-pressed', 'true');
  button.focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(deletes).toBe(1));
  expect(screen.getByRole('button', { name: 'Follow bobby' })).toHaveAttribute('aria-pressed', 'false');
  expect(await screen.findByRole('button', { name: '4 followers' })).toBeInTheDocument();
});

it.each([
  ['fr', 'Suivre bobby', "Le suivi n'a pas pu être modifié.", 'Vous suivez déjà 1 000 membres, le maximum.'],
  ['en', 'Follow bobby', 'The follow could not be changed.', 'You already follow 1,000 members, the most allowed.'],
] as const)('in %s, rolls back and says why when the server refuses', async (lang, name, error, reason) => {
  answer(state());
  server.use(
    http.put('/api/user/9/follow', () =>
      HttpResponse.json({ code: 'follow.tooMany', message: reason }, { status: 409 }),
    ),
  );
  const { user } = await renderRoute(<MemberFollowBar viewerId={alice.id} userId={9} name="bobby" />, { lang });
  await user.click(await screen.findByRole('button', { name }, firstRender));
  expect(await screen.findByText(`${error} ${reason}`)).toBeInTheDocument();
  expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.getByRole('button', { name: lang === 'fr' ? '1 abonné' : '1 follower' })).toBeInTheDocument();
});

it('shows no button on one’s own page, only the counts', async () => {
  answer(state());
  await renderRoute(<MemberFollowBar viewerId={9} userId={9} name="bobby" />, { lang: 'en' });
  expect(await screen.findByRole('button', { name: '1 follower' }, firstRender)).toBeInTheDocument();
  await waitFor(() => expect(screen.queryByText('Follow')).not.toBeInTheDocument());
  expect(screen.queryByRole('link', { name: 'Follow bobby' })).not.toBeInTheDocument();
});

it('leads a visitor to sign in', async () => {
  answer(state());
  const { user } = await renderRoute(<MemberFollowBar viewerId={null} userId={9} name="bobby" />, { lang: 'fr' });
  const link = await screen.findByRole('link', { name: 'Suivre bobby' }, firstRender);
  expect(link).toHaveAttribute('href', '/login');
  await user.click(link);
  expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
});

function people(from: number, count: number): FollowPerson[] {
  return Array.from({ length: count }, (_, index) => ({
    id: from + index,
    user_name: `member${from + index}`,
    avatar: null,
    followed: index === 0,
  }));
}

it('lists the followers a page at a time, each with a follow button', async () => {
  answer(state({ followers: 21 }));
  server.use(
    http.get('/api/user/9/followers', ({ request }) => {
      const page = Number(new URL(request.url).searchParams.get('page'));
      const found = page === 1 ? people(100, 20) : people(200, 1);
      return HttpResponse.json({ people: found, total: 21, page, totalPages: 2 });
    }),
  );
  const { user } = await renderRoute(<MemberFollowBar viewerId={alice.id} userId={9} name="bobby" />, { lang: 'fr' });
  await user.click(await screen.findByRole('button', { name: '21 abonnés' }, firstRender));
  const dialog = await screen.findByRole('dialog', { name: 'Les abonnés de bobby' });
  expect(await within(dialog).findByRole('link', { name: 'member100' })).toHaveAttribute('href', '/browseLists/100');
  expect(within(dialog).getByRole('button', { name: 'Suivre member100' })).toHaveAttribute('aria-pressed', 'true');
  expect(within(dialog).getByRole('button', { name: 'Suivre member101' })).toHaveAttribute('aria-pressed', 'false');
  expect(within(dialog).getByText('Page 1 sur 2')).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Suivant' }));
  expect(await within(dialog).findByRole('link', { name: 'member200' })).toBeInTheDocument();
  expect(within(dialog).queryByRole('link', { name: 'member100' })).not.toBeInTheDocument();
});
