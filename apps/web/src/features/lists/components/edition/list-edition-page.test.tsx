import type { ContentItem, ListDetail } from '@pepites/contracts';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { makeItem, makeListDetail, person } from '../../../../testing/list-factories';
import { SCROLL_TO_TOP_CLEARANCE } from '../../../../components/layouts/scroll-to-top-button';
import { renderRoute } from '../../../../testing/render-route';
import { ListEditionPage } from './list-edition-page';

const items = [
  makeItem({ id: 1, title: 'The Godfather' }),
  makeItem({ id: 2, title: 'Casablanca' }),
  makeItem({ id: 3, title: '12 Angry Men' }),
];

/** The list as the server holds it: every accepted write changes it, every read answers it. */
let stored: ListDetail;
let failNotes = false;
const requests: Array<{ method: string; path: string; body: unknown }> = [];
const server = setupServer(
  http.get('/api/list/getById/77/user/:userId', () => HttpResponse.json({ list: stored })),
  // A list made alone: its creator, no editor (the lists made together have their own tests).
  http.get('/api/list/:listId/editors', () =>
    HttpResponse.json({ creator: { ...person(7, 'margaux_cine'), added_items: 0 }, editors: [], role: 'none' }),
  ),
  http.put('/api/list/update/77', async ({ request }) => {
    const body = (await request.json()) as Pick<ListDetail, 'title' | 'description' | 'privacy'>;
    requests.push({ method: 'PUT', path: 'update', body });
    if (body.title === 'Refusé') {
      return HttpResponse.json(
        {
          message: 'Certains champs sont invalides.',
          code: 'validation_failed',
          fields: { title: 'Ce titre est refusé.' },
        },
        { status: 400 },
      );
    }
    stored = { ...stored, ...body };
    return HttpResponse.json({ message: 'Liste mise à jour.', list: { id: 77 } });
  }),
  http.delete('/api/77/content/:contentId', ({ params }) => {
    requests.push({ method: 'DELETE', path: `content/${String(params.contentId)}`, body: null });
    stored = { ...stored, content: stored.content.filter((item) => item.id !== Number(params.contentId)) };
    return HttpResponse.json({ message: 'Retiré de la liste.' });
  }),
  http.put('/api/list/77/content/:contentId/note', async ({ request, params }) => {
    const body = (await request.json()) as { note: string | null };
    requests.push({ method: 'PUT', path: `note/${String(params.contentId)}`, body });
    if (failNotes)
      return HttpResponse.json({ message: 'Le service est indisponible.', code: 'unavailable' }, { status: 503 });
    stored = {
      ...stored,
      content: stored.content.map((item) =>
        item.id === Number(params.contentId) ? { ...item, note: body.note } : item,
      ),
    };
    return HttpResponse.json({
      message: 'Note enregistrée.',
      added: false,
      content: stored.content.find((item) => item.id === Number(params.contentId)),
    });
  }),
  http.put('/api/list/77/content/order', async ({ request }) => {
    const body = (await request.json()) as { ids: number[] };
    requests.push({ method: 'PUT', path: 'order', body });
    const content = body.ids.map((id) => stored.content.find((item) => item.id === id) as ContentItem);
    stored = { ...stored, content, version: (stored.version ?? 0) + 1 };
    return HttpResponse.json({ message: 'Nouvel ordre enregistré.', version: stored.version });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  stored = makeListDetail({ id: 77, title: 'Les classiques', content: items, creator_id: 7, version: 4 });
  failNotes = false;
  requests.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderEdition(viewerId = 7) {
  return renderRoute(<ListEditionPage listId={77} viewerId={viewerId} notFound={<p>Not found page</p>} />, {
    path: '/listEdition/:listId',
    url: '/listEdition/77',
    lang: 'en',
  });
}

const titles = () =>
  within(screen.getByTestId('edition-items'))
    .getAllByTestId('edition-item')
    .map((row) => row.querySelector('.font-medium')?.textContent);
const save = (user: Awaited<ReturnType<typeof renderEdition>>['user']) =>
  user.click(screen.getByRole('button', { name: 'Save' }));

// Each test drives a whole editing session (typing, moves, dialogs): more than the default 5 s on a busy machine.
describe('ListEditionPage: one draft, saved with Save', { timeout: 20_000 }, () => {
  it('moves items with the arrow buttons and says where they went, sending nothing before Save, then the final order once', async () => {
    const { user } = await renderEdition();
    await user.click(await screen.findByRole('button', { name: 'Move “Casablanca” up' }));
    expect(titles()).toEqual(['Casablanca', 'The Godfather', '12 Angry Men']);
    expect(screen.getByText('“Casablanca” moved to position 1 of 3.')).toBeInTheDocument();
    // At the top its "up" button is disabled: the focus moved to its "down" button.
    await expect.poll(() => document.activeElement?.getAttribute('aria-label')).toBe('Move “Casablanca” down');
    await user.click(screen.getByRole('button', { name: 'Move “The Godfather” down' }));
    expect(titles()).toEqual(['Casablanca', '12 Angry Men', 'The Godfather']);
    expect(screen.getByText('Unsaved changes: Save keeps them all, Cancel drops them all.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(requests).toEqual([]);

    await save(user);
    expect(await screen.findByText('List updated.')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: 'order', body: { ids: [2, 3, 1], version: 4 } }]);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/listDetails/77');
  });

  it('leaves the floating "scroll to top" button its own column at the end of the action bar, so it never covers Save', async () => {
    await renderEdition();
    const bar = (await screen.findByRole('button', { name: 'Save' })).parentElement!;
    expect(bar).toContainElement(screen.getByRole('button', { name: 'Cancel' }));
    expect(bar).toHaveClass(SCROLL_TO_TOP_CLEARANCE);
  });

  it('keeps a note of at most 280 characters in the draft, shown on its row, and saves it with Save', async () => {
    const { user } = await renderEdition();
    await user.click(await screen.findByRole('button', { name: 'Add a note on “The Godfather”' }));
    const note = screen.getByRole('textbox', { name: 'Your note on “The Godfather”' });
    expect(note).toHaveAttribute('maxlength', '280');
    await user.type(note, ' Le sommet. ');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByText('“Le sommet.”')).toBeInTheDocument();
    expect(requests).toEqual([]);
    await save(user);
    expect(await screen.findByText('List updated.')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: 'note/1', body: { note: 'Le sommet.' } }]);
  });

  it('removes an item from the panel after its confirmation, and from the list on Save', async () => {
    const { user } = await renderEdition();
    await user.click(await screen.findByRole('button', { name: 'Remove “Casablanca” from the list' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove this item?' });
    expect(confirm).toHaveTextContent(
      '“Casablanca” will leave this list when you save (it stays in your other lists).',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(titles()).toEqual(['The Godfather', '12 Angry Men']);
    expect(screen.getByRole('heading', { name: '2 items' })).toBeInTheDocument();
    expect(requests).toEqual([]);
    await save(user);
    expect(await screen.findByText('List updated.')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: 'content/2', body: null }]);
  });

  it('saves privacy, title and description with the items: the fields first, then the order on its version, removals and notes', async () => {
    const { user } = await renderEdition();
    const privacy = await screen.findByRole('switch', { name: 'Public list' });
    expect(privacy).toBeChecked();
    expect(screen.getByText('Public: everyone can see it.')).toHaveClass('text-public');
    await user.click(privacy);
    expect(screen.getByText('Private: only you can see it.')).toHaveClass('text-private');
    const title = screen.getByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Mes classiques');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveAttribute('rows', '4');
    await user.click(screen.getByRole('button', { name: 'Move “12 Angry Men” up' }));
    await user.click(screen.getByRole('button', { name: 'Remove “The Godfather” from the list' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Add a note on “Casablanca”' }));
    await user.type(screen.getByRole('textbox', { name: 'Your note on “Casablanca”' }), 'Play it again.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(requests).toEqual([]);

    await save(user);
    expect(await screen.findByText('List updated.')).toBeInTheDocument();
    expect(requests).toEqual([
      {
        method: 'PUT',
        path: 'update',
        body: { title: 'Mes classiques', description: 'Films to see once in a lifetime.', privacy: 'private' },
      },
      // The order names the item about to be removed too (last): the server wants every item once.
      { method: 'PUT', path: 'order', body: { ids: [3, 2, 1], version: 4 } },
      { method: 'DELETE', path: 'content/1', body: null },
      { method: 'PUT', path: 'note/2', body: { note: 'Play it again.' } },
    ]);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/listDetails/77');
  });

  it('drops every change on Cancel: nothing is sent and the list page opens', async () => {
    const { user } = await renderEdition();
    await user.click(await screen.findByRole('switch', { name: 'Public list' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' bis');
    await user.click(screen.getByRole('button', { name: 'Move “Casablanca” up' }));
    await user.click(screen.getByRole('button', { name: 'Remove “12 Angry Men” from the list' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/listDetails/77');
    expect(requests).toEqual([]);
  });

  it('goes back without a request when nothing changed', async () => {
    const { user } = await renderEdition();
    expect(await screen.findByText('No changes yet. Nothing is saved until you press Save.')).toHaveAttribute(
      'role',
      'status',
    );
    await save(user);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/listDetails/77');
    expect(requests).toEqual([]);
  });

  it('stops at a refused title, before anything else is written, and shows why under the field', async () => {
    const { user } = await renderEdition();
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.clear(title);
    await user.type(title, 'Refusé');
    await user.click(screen.getByRole('button', { name: 'Move “Casablanca” up' }));
    await save(user);
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    expect(title).toHaveAccessibleDescription(/Ce titre est refusé\./);
    expect(requests.map((request) => request.path)).toEqual(['update']);
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });

  it('after a Save that stopped half-way, sends only the rest the next time', async () => {
    failNotes = true;
    const { user } = await renderEdition();
    await user.click(await screen.findByRole('button', { name: 'Remove “Casablanca” from the list' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Add a note on “The Godfather”' }));
    await user.type(screen.getByRole('textbox', { name: 'Your note on “The Godfather”' }), 'Le sommet.');
    await user.click(screen.getByRole('button', { name: 'Done' }));
    await save(user);
    expect(
      await screen.findByText(/^An error occurred while updating this list! Le service est indisponible\./),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['The Godfather', '12 Angry Men']);
    expect(screen.getByText(/^Unsaved changes/)).toHaveAttribute('role', 'status');

    failNotes = false;
    requests.length = 0;
    await save(user);
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/listDetails/77');
    expect(requests).toEqual([{ method: 'PUT', path: 'note/1', body: { note: 'Le sommet.' } }]);
  });

  it('asks before another link drops unsaved changes, and stays or leaves as told', async () => {
    const { user, router } = await renderEdition();
    await user.click(await screen.findByRole('button', { name: 'Move “Casablanca” up' }));
    act(() => void router.navigate('/browseLists'));
    const ask = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(ask).getByRole('button', { name: 'Stay' }));
    expect(titles()).toEqual(['Casablanca', 'The Godfather', '12 Angry Men']);

    act(() => void router.navigate('/browseLists'));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Leave without saving?' })).getByRole('button', {
        name: 'Leave',
      }),
    );
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/browseLists');
    expect(requests).toEqual([]);
  });

  it('tells someone else the list is not theirs', async () => {
    await renderEdition(9);
    expect(await screen.findByRole('heading', { name: 'This list is not yours' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the list' })).toHaveAttribute('href', '/listDetails/77');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });
});
