import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeItem, makeListDetail, person } from '../../../../testing/list-factories';
import { renderRoute } from '../../../../testing/render-route';
import { ViewerProvider } from '../viewer-provider';
import { ListDetailPage } from './list-detail-page';

const godfather = makeItem({ id: 1, title: 'The Godfather', note: 'Le sommet de Coppola.' });
const casablanca = makeItem({ id: 2, title: 'Casablanca' });
let list = makeListDetail({
  id: 77,
  title: 'Les classiques',
  content: [godfather, casablanca],
  completionPercentage: 0,
});
const seen = new Set<number>();
const server = setupServer(
  http.get('/api/list/getById/:listId/user/:userId', ({ params }) => {
    if (params.listId !== '77')
      return HttpResponse.json({ message: "Cette ressource n'existe pas.", code: 'not_found' }, { status: 404 });
    const content = list.content.map((item) => ({ ...item, seen: seen.has(item.id) }));
    const answer = { ...list, content };
    if (params.userId !== '0') answer.completionPercentage = Math.round((100 * seen.size) / content.length);
    else delete answer.completionPercentage;
    return HttpResponse.json({ list: answer });
  }),
  http.put('/api/content/:contentId/seen/:userId', ({ params }) => {
    const id = Number(params.contentId);
    if (seen.has(id)) seen.delete(id);
    else seen.add(id);
    return HttpResponse.json({ message: 'ok', seen: seen.has(id) });
  }),
  // A list made alone: its creator, no editor (the lists made together have their own tests).
  http.get('/api/list/:listId/editors', () =>
    HttpResponse.json({ creator: { ...person(7, 'margaux_cine'), added_items: 0 }, editors: [], role: 'none' }),
  ),
  http.get('/api/list/77/likers', () =>
    HttpResponse.json({
      likers: [person(3, 'nadia_ecoute'), person(4, 'julien_anim')],
      total: 2,
      page: 1,
      totalPages: 1,
    }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.clear();
  list = makeListDetail({ id: 77, title: 'Les classiques', content: [godfather, casablanca], completionPercentage: 0 });
});
afterAll(() => server.close());

function renderPage(listId: number, viewer: { id: number; user_name: string } | null, lang: 'fr' | 'en' = 'en') {
  return renderRoute(
    <ViewerProvider viewer={viewer}>
      <ListDetailPage
        listId={listId}
        notFound={<p>Not found page</p>}
        renderCreator={(creator) => <span>creator {creator.user_name}</span>}
      />
    </ViewerProvider>,
    { lang },
  );
}

describe('ListDetailPage', () => {
  it('moves the progress ring when the member marks an item seen, and back', async () => {
    const { user } = await renderPage(77, { id: 9, user_name: 'theo.series' });
    const ring = await screen.findByRole('progressbar', { name: 'Your progress on this list' });
    expect(ring).toHaveAttribute('aria-valuenow', '0');
    const card = screen.getByRole('link', { name: 'The Godfather' }).closest('li') as HTMLElement;
    await user.click(within(card).getByRole('button', { name: 'Have you seen it?' }));
    expect(ring).toHaveAttribute('aria-valuenow', '50');
    expect(await within(card).findByRole('button', { name: 'You have seen it' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'You have seen it' }));
    await expect.poll(() => ring.getAttribute('aria-valuenow')).toBe('0');
  });

  it('shows the heading, the creator, the description, tags by language and the notes', async () => {
    list = makeListDetail({
      id: 77,
      title: 'Les classiques',
      content: [godfather, casablanca],
      tags: [{ name: 'classic', name_fr: 'classique' }],
    });
    await renderPage(77, null, 'fr');
    expect(await screen.findByRole('heading', { level: 1, name: 'Les classiques' })).toBeInTheDocument();
    expect(screen.getByText('creator margaux_cine')).toBeInTheDocument();
    expect(screen.getByText(/^«.Films to see once in a lifetime\..»$/)).toBeInTheDocument();
    expect(screen.getByText('classique')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Les notes de margaux_cine' })).toBeInTheDocument();
    expect(screen.getAllByText(/Le sommet de Coppola/).length).toBeGreaterThan(0);
    // A visitor has no progress and no seen toggles.
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /vu/ })).not.toBeInTheDocument();
  });

  it('opens the likers dialog from one like, each liker leading to their lists', async () => {
    list = makeListDetail({
      id: 77,
      content: [godfather],
      likes: 2,
      liked_by: [person(3, 'nadia_ecoute'), person(4, 'julien_anim')],
    });
    const { user } = await renderPage(77, null);
    await user.click(await screen.findByRole('button', { name: 'See all 2 likers' }));
    const dialog = await screen.findByRole('dialog', { name: '2 likes' });
    expect(await within(dialog).findByRole('link', { name: /nadia_ecoute/ })).toHaveAttribute('href', '/browseLists/3');
  });

  it('offers no likers dialog without likes', async () => {
    list = makeListDetail({ id: 77, content: [godfather], likes: 0, liked_by: [] });
    await renderPage(77, null);
    expect(await screen.findByText('No like yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /See all|See who/ })).not.toBeInTheDocument();
  });

  it('shows the not-found page for an unknown or private list', async () => {
    await renderPage(78, null);
    expect(await screen.findByText('Not found page')).toBeInTheDocument();
  });
});
