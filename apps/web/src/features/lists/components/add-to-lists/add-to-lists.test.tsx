import type { EditingList } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeList } from '../../../../testing/list-factories';
import { renderRoute } from '../../../../testing/render-route';
import { ViewerProvider } from '../viewer-provider';
import { AddToListsButton } from './add-to-lists-button';

const lists = [
  makeList({ id: 11, title: 'Soirée SF', creator_id: 5 }),
  makeList({ id: 12, title: 'Classiques', creator_id: 5 }),
  makeList({ id: 13, title: 'Pour les enfants', creator_id: 5 }),
];
const added: Array<{ listId: string; body: unknown }> = [];
/** The lists the member edits with others (docs/decisions/038-community.md): none unless a test says so. */
let editing: EditingList[] = [];
const server = setupServer(
  http.get('/api/account/editing', () => HttpResponse.json({ lists: editing })),
  http.get('/api/lists/getByUserId/5', ({ request }) => {
    expect(new URL(request.url).searchParams.get('paginate')).toBe('false');
    return HttpResponse.json({ results: lists });
  }),
  http.put('/api/:listId/content', async ({ params, request }) => {
    added.push({ listId: String(params.listId), body: await request.json() });
    if (params.listId === '13')
      return HttpResponse.json({ message: 'Liste pleine.', code: 'conflict' }, { status: 409 });
    const message = params.listId === '12' ? 'This content is already in the list.' : 'Content added to the list.';
    return HttpResponse.json({
      message,
      content: {
        id: 1,
        provider_id: '238',
        provider_id_string: null,
        title: 'The Godfather',
        poster_path: null,
        type: 'movie',
        seen: false,
        note: null,
        position: 0,
      },
    });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  added.length = 0;
  editing = [];
});
afterAll(() => server.close());

const godfather = {
  type: 'movie',
  provider_id: '238',
  title: 'The Godfather',
  poster_path: '/3bhkrj58Vtu7enYsRolD1fZdja1.jpg',
} as const;

async function renderButton(viewer: { id: number; user_name: string } | null = { id: 5, user_name: 'ana_lists' }) {
  return renderRoute(
    <ViewerProvider viewer={viewer}>
      <AddToListsButton item={godfather} />
    </ViewerProvider>,
    { lang: 'en' },
  );
}

async function openDialog(user: Awaited<ReturnType<typeof renderButton>>['user']) {
  await user.click(screen.getByRole('button', { name: 'Add “The Godfather” to a list' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add to my lists' });
  await within(dialog).findByRole('checkbox', { name: /Soirée SF/ });
  return dialog;
}

describe('AddToListsButton', () => {
  it('offers the lists the member edits with others after their own, not the invitations yet unanswered', async () => {
    editing = [
      { list: makeList({ id: 21, title: 'Westerns à plusieurs', creator_id: 8 }), status: 'accepted' },
      { list: makeList({ id: 22, title: 'Invitation en attente', creator_id: 9 }), status: 'invited' },
    ];
    const { user } = await renderButton();
    const dialog = await openDialog(user);
    const together = await within(dialog).findByRole('checkbox', { name: /Westerns à plusieurs/ });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(dialog).queryByRole('checkbox', { name: /Invitation en attente/ })).not.toBeInTheDocument();
    await user.click(together);
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await expect.poll(() => added.map((request) => request.listId)).toEqual(['21']);
  });

  it("lists the member's lists in a 208 px scroll area and sends one request per ticked list", async () => {
    const { user } = await renderButton();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('group', { name: 'My lists' })).toBeInTheDocument();
    const area = within(dialog).getByTestId('add-to-lists-area');
    expect(area).toHaveStyle({ maxHeight: '208px' });
    expect(area).toHaveClass('overflow-y-auto');
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(3);

    await user.click(within(dialog).getByRole('checkbox', { name: /Soirée SF/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Classiques/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));

    expect(await screen.findByText('Soirée SF: Content added to the list.')).toBeInTheDocument();
    expect(screen.getByText('Classiques: This content is already in the list.')).toBeInTheDocument();
    // Type and id only: the server takes the title and poster from the catalogue.
    expect(added).toEqual([
      { listId: '11', body: { type: 'movie', provider_id: '238' } },
      { listId: '12', body: { type: 'movie', provider_id: '238' } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does nothing when nothing is ticked', async () => {
    const { user } = await renderButton();
    const dialog = await openDialog(user);
    const add = within(dialog).getByRole('button', { name: 'Add' });
    expect(add).toBeDisabled();
    await user.click(add);
    expect(added).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Add to my lists' })).toBeInTheDocument();
  });

  it('says which list refused the item', async () => {
    const { user } = await renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Pour les enfants/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(
      await screen.findByText(
        'An error occurred while adding the content to the list “Pour les enfants”! Liste pleine.',
      ),
    ).toBeInTheDocument();
  });

  it('clears the ticks on cancel', async () => {
    const { user } = await renderButton();
    let dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('checkbox', { name: /Classiques/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    dialog = await openDialog(user);
    expect(within(dialog).getByRole('checkbox', { name: /Classiques/ })).not.toBeChecked();
    expect(added).toEqual([]);
  });

  it('closes and opens the new-list dialog half a second after "create a new list"', async () => {
    const { user } = await renderButton();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create a new list' }));
    expect(screen.queryByRole('dialog', { name: 'Add to my lists' })).not.toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'New list' })).not.toBeInTheDocument();
    expect(await screen.findByRole('dialog', { name: 'New list' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('is disabled for a visitor, with the reason in its name', async () => {
    const { user } = await renderButton(null);
    const button = screen.getByRole('button', {
      name: 'Add “The Godfather” to a list. Log in to add content to your lists',
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
