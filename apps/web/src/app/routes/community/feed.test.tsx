import type { FeedEvent, FeedResponse, FollowSuggestion } from '@pepites/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { makeUser } from '../../../testing/user-factories';
import { FeedRoute } from './feed';

const alice = makeUser({ id: 3, user_name: 'alice' });
const lea = { id: 7, user_name: 'Léa', avatar: null };
// The feed's own logic is in features/community; this route gives it the home page's list cards.
const server = setupTestServer();
// The first render of a file also loads the code of the toasts and tooltips: more than the default second.
const firstRender = { timeout: 3000 };

afterEach(() => localStorage.clear());

let nextId = 1;
function event(kind: FeedEvent['kind'], title: string, itemCount = 0): FeedEvent {
  nextId += 1;
  return {
    id: nextId,
    kind,
    actor: lea,
    list: {
      id: 500 + nextId,
      title,
      type: 'movie',
      creator: lea,
      likes: 4,
      item_count: 8,
      created_at: '2026-11-20T10:00:00.000Z',
      posters: [],
    },
    item_count: itemCount,
    created_at: new Date(Date.now() - 3 * 3600_000).toISOString(),
    cursor: `1764000000000-${nextId}`,
  };
}

function answerFeed(pages: Record<string, FeedResponse>, asked: string[] = []) {
  server.use(
    http.get('/api/session', () => HttpResponse.json({ user: alice })),
    http.get('/api/feed', ({ request }) => {
      const before = new URL(request.url).searchParams.get('before') ?? 'first';
      asked.push(before);
      const page = pages[before];
      return page
        ? HttpResponse.json(page)
        : HttpResponse.json({ code: 'field.invalid', message: 'no' }, { status: 400 });
    }),
  );
  return asked;
}

it.each([
  [
    'fr',
    ['a créé la liste « Polars »', 'aime « Westerns »', 'a ajouté 6 titres à « Noël »', 'a ajouté 1 titre à « Pluie »'],
    'il y a 3 heures',
  ],
  [
    'en',
    ['created the list “Polars”', 'likes “Westerns”', 'added 6 titles to “Noël”', 'added 1 title to “Pluie”'],
    '3 hours ago',
  ],
] as const)('in %s, tells what the followed members did, with their page and the list', async (lang, lines, when) => {
  const events = [
    event('created', 'Polars'),
    event('liked', 'Westerns'),
    event('added', 'Noël', 6),
    event('added', 'Pluie', 1),
  ];
  answerFeed({ first: { events, next: null, following: 2 } });
  await renderRoute(<FeedRoute />, { path: '/feed', lang });
  const items = await screen.findAllByRole('listitem', {}, firstRender);
  expect(items).toHaveLength(4);
  lines.forEach((line, index) => {
    const item = items[index]!;
    expect(item).toHaveTextContent(`Léa ${line}`);
    expect(within(item).getByRole('link', { name: 'Léa' })).toHaveAttribute('href', '/browseLists/7');
    expect(within(item).getByRole('link', { name: new RegExp(`^${events[index]!.list.title},`) })).toHaveAttribute(
      'href',
      `/listDetails/${events[index]!.list.id}`,
    );
    expect(within(item).getByText(when)).toBeInTheDocument();
  });
  expect(screen.queryByRole('button', { name: lang === 'fr' ? 'Voir plus' : 'See more' })).not.toBeInTheDocument();
});

it('loads the next page with the cursor of the last event', async () => {
  const first = [event('created', 'Polars'), event('liked', 'Westerns')];
  const second = [event('created', 'Comédies')];
  const asked = answerFeed({
    first: { events: first, next: first[1]!.cursor, following: 1 },
    [first[1]!.cursor]: { events: second, next: null, following: 1 },
  });
  const { user } = await renderRoute(<FeedRoute />, { path: '/feed', lang: 'fr' });
  await user.click(await screen.findByRole('button', { name: 'Voir plus' }, firstRender));
  expect(await screen.findByText('a créé la liste « Comédies »', { exact: false })).toBeInTheDocument();
  expect(asked).toEqual(['first', first[1]!.cursor]);
  expect(screen.getAllByRole('listitem')).toHaveLength(3);
  expect(screen.queryByRole('button', { name: 'Voir plus' })).not.toBeInTheDocument();
});

const suggestion = (id: number, name: string, likes: number): FollowSuggestion => ({
  id,
  user_name: name,
  avatar: null,
  followed: false,
  likes_received: likes,
});

it.each([
  ['fr', 'Vous ne suivez encore personne.', 'Des membres à suivre', "12 j'aime reçus", 'Suivre margaux'],
  ['en', 'You follow nobody yet.', 'Members to follow', '12 likes received', 'Follow margaux'],
] as const)('in %s, following nobody, suggests members to follow', async (lang, empty, heading, likes, follow) => {
  answerFeed({ first: { events: [], next: null, following: 0 } });
  let followed = 0;
  server.use(
    http.get('/api/feed/suggestions', () =>
      HttpResponse.json({ people: [suggestion(11, 'margaux', 12), suggestion(12, 'tom', 1)] }),
    ),
    http.put('/api/user/11/follow', () => {
      followed += 1;
      return HttpResponse.json({
        follow: { user_id: 11, followed: true, followers: 1, following: 0 },
        message: 'ok',
      });
    }),
  );
  const { user } = await renderRoute(<FeedRoute />, { path: '/feed', lang });
  expect(await screen.findByText(empty, {}, firstRender)).toBeInTheDocument();
  const section = await screen.findByRole('region', { name: heading });
  expect(within(section).getByText(likes)).toBeInTheDocument();
  const button = await within(section).findByRole('button', { name: follow });
  await user.click(button);
  await waitFor(() => expect(followed).toBe(1));
  expect(within(section).getByRole('button', { name: follow })).toHaveAttribute('aria-pressed', 'true');
});

it('shows the error with a retry that asks again', async () => {
  let calls = 0;
  server.use(
    http.get('/api/session', () => HttpResponse.json({ user: alice })),
    http.get('/api/feed', () => {
      calls += 1;
      return calls === 1
        ? HttpResponse.json({ code: 'server.error', message: 'Le serveur ne répond pas.' }, { status: 503 })
        : HttpResponse.json({ events: [event('liked', 'Westerns')], next: null, following: 1 });
    }),
  );
  const { user } = await renderRoute(<FeedRoute />, { path: '/feed', lang: 'fr' });
  expect(await screen.findByText('Le serveur ne répond pas.', {}, firstRender)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Réessayer' }));
  expect(await screen.findByText('aime « Westerns »', { exact: false })).toBeInTheDocument();
});

it('sends a visitor to sign in', async () => {
  server.use(http.get('/api/session', () => HttpResponse.json({ user: null })));
  await renderRoute(<FeedRoute />, { path: '/feed' });
  expect(await screen.findByTestId('current-path', {}, firstRender)).toHaveTextContent('/login');
});
