import type { ListSummary } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { makeItem, makeList } from '../../../testing/list-factories';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { ListCard } from './list-card';
import { ViewerProvider, type Viewer } from './viewer-provider';

const likes: string[] = [];
let refuseLike = false;
setupTestServer(
  http.put('/api/list/:id/like/:userId', ({ params, request }) => {
    likes.push(`${params.id}/${params.userId}:${request.headers.get('X-Requested-With')}`);
    if (refuseLike)
      return HttpResponse.json({ message: 'Un problème est survenu.', code: 'internal_error' }, { status: 500 });
    return HttpResponse.json({ message: 'ok', liked: true, likes: 4 });
  }),
);
afterEach(() => {
  likes.length = 0;
  refuseLike = false;
});

const creator: Viewer = { id: 7, user_name: 'margaux_cine' };
const other: Viewer = { id: 9, user_name: 'theo.series' };

function renderCard(list = makeList(), viewer: Viewer | null = other, showCreator = true) {
  return renderRoute(
    <ViewerProvider viewer={viewer}>
      <ListCard list={list} showCreator={showCreator} />
    </ViewerProvider>,
    { lang: 'en' },
  );
}

const browseKey = ['lists', 'browse', {}];

/** The card on the browse page, whose cached page the like must update; `browsed` reads the card there. */
async function renderBrowsedCard(list: ListSummary) {
  const rendered = await renderCard(list);
  rendered.queryClient.setQueryData(browseKey, { lists: [list], total: 1, page: 1, totalPages: 1, totalExact: true });
  const browsed = () =>
    (rendered.queryClient.getQueryData(browseKey) as { lists: Array<{ liked: boolean; likes: number }> }).lists[0];
  return { ...rendered, browsed };
}

describe('ListCard', () => {
  it('links the title to the list, quotes the description and shows only the first tag', async () => {
    const list = makeList({
      title: 'Les classiques',
      tags: [
        { name: 'classic', name_fr: 'classique' },
        { name: 'must-see', name_fr: 'incontournable' },
      ],
    });
    await renderCard(list);
    const card = screen.getByRole('article', { name: 'Les classiques' });
    expect(within(card).getByRole('link', { name: 'Les classiques' })).toHaveAttribute(
      'href',
      `/listDetails/${list.id}`,
    );
    expect(within(card).getByText('“Films to see once in a lifetime.”')).toBeInTheDocument();
    expect(within(card).getByText('classic')).toBeInTheDocument();
    expect(within(card).queryByText('must-see')).not.toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Movies' })).toBeInTheDocument();
  });

  it('shows the first tag in French in French', async () => {
    await renderRoute(<ListCard list={makeList({ tags: [{ name: 'classic', name_fr: 'classique' }] })} />);
    expect(screen.getByText('classique')).toBeInTheDocument();
  });

  it('offers edit and delete to the creator only', async () => {
    const list = makeList({ title: 'Mine' });
    const { user, unmount } = await renderCard(list, creator);
    await user.click(screen.getByRole('button', { name: 'Options for “Mine”' }));
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toHaveAttribute('href', `/listEdition/${list.id}`);
    await user.click(screen.getByRole('menuitem', { name: 'Delete the list' }));
    expect(await screen.findByRole('dialog', { name: 'Delete this list?' })).toBeInTheDocument();
    unmount();

    await renderCard(list, other);
    expect(screen.queryByRole('button', { name: /Options for/ })).not.toBeInTheDocument();
    await renderCard(list, null);
    expect(screen.queryByRole('button', { name: /Options for/ })).not.toBeInTheDocument();
  });

  it('hides the creator avatar on My lists', async () => {
    const { unmount } = await renderCard(makeList(), creator, true);
    expect(screen.getByRole('link', { name: "See margaux_cine's lists" })).toHaveAttribute('href', '/browseLists/7');
    unmount();
    await renderCard(makeList(), creator, false);
    expect(screen.queryByRole('link', { name: "See margaux_cine's lists" })).not.toBeInTheDocument();
  });

  it('shows a red heart when the viewer likes the list', async () => {
    await renderCard(makeList({ liked: true, likes: 12 }));
    const like = screen.getByRole('button', { name: 'Like, 12 likes' });
    expect(like).toHaveAttribute('aria-pressed', 'true');
    expect(like.querySelector('svg')).toHaveClass('fill-heart', 'text-heart');
  });

  it('likes at once, then keeps the server count', async () => {
    const list = makeList({ liked: false, likes: 3 });
    const { user, browsed } = await renderBrowsedCard(list);
    await user.click(screen.getByRole('button', { name: 'Like, 3 likes' }));
    expect(likes).toEqual([`${list.id}/9:pepites`]);
    await expect.poll(browsed).toMatchObject({ liked: true, likes: 4 });
  });

  it('puts the like back and says so when the server refuses', async () => {
    refuseLike = true;
    const list = makeList({ liked: false, likes: 3 });
    const { user, browsed } = await renderBrowsedCard(list);
    await user.click(screen.getByRole('button', { name: 'Like, 3 likes' }));
    expect(await screen.findByText(/Your like could not be saved/)).toBeInTheDocument();
    expect(browsed()).toMatchObject({ liked: false, likes: 3 });
  });

  it("fetches the first card's first posters at once and leaves the others to load when scrolled near", async () => {
    const content = [1, 2, 3, 4].map((id) => makeItem({ id, poster_path: `/api/catalog/images/poster-${id}.webp` }));
    const { container } = await renderRoute(<ListCard list={makeList({ content })} priority />, { lang: 'en' });
    const images = [...container.querySelectorAll('img:not([data-testid="poster-backdrop"])')];
    expect(images.map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')])).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
      ['eager', 'high'],
      ['lazy', 'auto'],
    ]);
  });

  it('loads every poster of a card further down the page lazily', async () => {
    const content = [1, 2].map((id) => makeItem({ id, poster_path: `/api/catalog/images/poster-${id}.webp` }));
    const { container } = await renderRoute(<ListCard list={makeList({ content })} />, { lang: 'en' });
    const images = [...container.querySelectorAll('img:not([data-testid="poster-backdrop"])')];
    expect(images).toHaveLength(2);
    expect(images.every((image) => image.getAttribute('loading') === 'lazy')).toBe(true);
  });

  it('sends a visitor to the login page instead of liking', async () => {
    await renderCard(makeList({ likes: 2 }), null);
    expect(screen.getByRole('link', { name: 'Log in to like this list, 2 likes' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: /Like,/ })).not.toBeInTheDocument();
  });
});
