import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeItem, makeListDetail } from '../../../../testing/list-factories';
import { renderRoute } from '../../../../testing/render-route';
import { ListEditionPage } from './list-edition-page';

const items = [makeItem({ id: 1, title: 'The Godfather' }), makeItem({ id: 2, title: 'Casablanca' }), makeItem({ id: 3, title: '12 Angry Men' })];
const requests: Array<{ method: string; path: string; body: unknown }> = [];
const server = setupServer(
  http.get('/api/list/getById/77/user/:userId', () => HttpResponse.json({ list: makeListDetail({ id: 77, title: 'Les classiques', content: items, creator_id: 7 }) })),
  http.put('/api/list/77/content/order', async ({ request }) => {
    requests.push({ method: 'PUT', path: 'order', body: await request.json() });
    return HttpResponse.json({ message: 'Nouvel ordre enregistré.' });
  }),
  http.put('/api/list/77/content/:contentId/note', async ({ request, params }) => {
    requests.push({ method: 'PUT', path: `note/${String(params.contentId)}`, body: await request.json() });
    return HttpResponse.json({ message: 'Note saved.', content: { ...items[0], note: 'Le sommet.' } });
  }),
  http.put('/api/list/update/77', async ({ request }) => {
    requests.push({ method: 'PUT', path: 'update', body: await request.json() });
    return HttpResponse.json({ message: 'Liste mise à jour.', list: { id: 77 } });
  }),
  http.delete('/api/77/content/:contentId', ({ params }) => {
    requests.push({ method: 'DELETE', path: `content/${String(params.contentId)}`, body: null });
    return HttpResponse.json({ message: 'Retiré de la liste.' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
});
afterAll(() => server.close());

function renderEdition(viewerId = 7) {
  return renderRoute(<ListEditionPage listId={77} viewerId={viewerId} notFound={<p>Not found page</p>} />, {
    path: '/listEdition/:listId',
    url: '/listEdition/77',
    lang: 'en',
  });
}

const titles = () => within(screen.getByTestId('edition-items')).getAllByTestId('edition-item').map((row) => row.querySelector('.font-medium')?.textContent);

describe('ListEditionPage', () => {
  it('moves items with the arrow buttons, saves each order and says where the item went', async () => {
    const { user } = await renderEdition();
    await user.click(await screen.findByRole('button', { name: 'Move “Casablanca” up' }));
    expect(titles()).toEqual(['Casablanca', 'The Godfather', '12 Angry Men']);
    expect(screen.getByText('“Casablanca” moved to position 1 of 3.')).toBeInTheDocument();
    // At the top its "up" button is disabled: the focus moved to its "down" button.
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('Move “Casablanca” down');
    await user.click(screen.getByRole('button', { name: 'Move “The Godfather” down' }));
    expect(titles()).toEqual(['Casablanca', '12 Angry Men', 'The Godfather']);
    await expect.poll(() => requests.filter((request) => request.path === 'order').map((request) => request.body)).toEqual([{ ids: [2, 1, 3] }, { ids: [2, 3, 1] }]);
  });

  it('saves a note of at most 280 characters', async () => {
    const { user } = await renderEdition();
    await user.click(await screen.findByRole('button', { name: 'Add a note on “The Godfather”' }));
    const note = screen.getByRole('textbox', { name: 'Your note on “The Godfather”' });
    expect(note).toHaveAttribute('maxlength', '280');
    await user.type(note, ' Le sommet. ');
    await user.click(screen.getByRole('button', { name: 'Save the note' }));
    expect(await screen.findByText('Note saved.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'PUT', path: 'note/1', body: { note: 'Le sommet.' } });
  });

  it('removes an item after its confirmation', async () => {
    const { user } = await renderEdition();
    await user.click(await screen.findByRole('button', { name: 'Remove “Casablanca” from the list' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this item?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Removed from the list.')).toBeInTheDocument();
    expect(requests).toContainEqual({ method: 'DELETE', path: 'content/2', body: null });
  });

  it('saves title, description and privacy together, then goes back', async () => {
    const { user } = await renderEdition();
    const privacy = await screen.findByRole('switch', { name: 'Public list' });
    expect(privacy).toBeChecked();
    expect(screen.getByText('Public: everyone can see it.')).toHaveClass('text-public');
    await user.click(privacy);
    expect(screen.getByText('Private: only you can see it.')).toHaveClass('text-private');
    expect(requests).toEqual([]);
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Mes classiques');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '4');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('List updated.')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: 'update', body: { title: 'Mes classiques', description: 'Films to see once in a lifetime.', privacy: 'private' } }]);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/listDetails/77');
  });

  it("tells someone else the list is not theirs", async () => {
    await renderEdition(9);
    expect(await screen.findByRole('heading', { name: 'This list is not yours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the list' })).toHaveAttribute('href', '/listDetails/77');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
