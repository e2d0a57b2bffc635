import type { EditingListsResponse } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeList } from '../../../../testing/list-factories';
import { renderRoute } from '../../../../testing/render-route';
import { setupTestServer } from '../../../../testing/test-server';
import { EditingListsSection } from './editing-lists-section';

const westerns = makeList({ id: 11, title: 'Westerns', creator: { id: 8, user_name: 'bob', avatar: null } });
const docs = makeList({ id: 12, title: 'Documentaires', creator: { id: 9, user_name: 'lea_docs', avatar: null } });
let editing: EditingListsResponse;
const answers: unknown[] = [];
setupTestServer(
  http.get('/api/account/editing', () => HttpResponse.json(editing)),
  http.put('/api/list/:listId/invitation', async ({ params, request }) => {
    const body = (await request.json()) as { accept: boolean };
    answers.push({ listId: Number(params.listId), ...body });
    editing = {
      lists: body.accept
        ? editing.lists.map((entry) =>
            entry.list.id === Number(params.listId) ? { ...entry, status: 'accepted' as const } : entry,
          )
        : editing.lists.filter((entry) => entry.list.id !== Number(params.listId)),
    };
    return HttpResponse.json({
      message: body.accept ? 'Vous modifiez maintenant cette liste.' : 'Invitation refusée.',
    });
  }),
);

beforeEach(() => {
  answers.length = 0;
  editing = {
    lists: [
      { list: westerns, status: 'accepted' },
      { list: docs, status: 'invited' },
    ],
  };
});

const rows = (region: HTMLElement) => within(region).getAllByRole('listitem');

describe('EditingListsSection', () => {
  it('in fr, puts the invitation first and accepts it inline', async () => {
    const { user } = await renderRoute(<EditingListsSection />, { lang: 'fr' });
    const region = await screen.findByRole('region', { name: 'Listes à plusieurs' });
    await within(region).findByRole('link', { name: 'Documentaires' });
    expect(rows(region).map((row) => within(row).getByRole('link').textContent)).toEqual(['Documentaires', 'Westerns']);
    expect(within(region).getByRole('link', { name: 'Westerns' })).toHaveAttribute('href', '/listDetails/11');
    await user.click(within(rows(region)[0] as HTMLElement).getByRole('button', { name: 'Accepter' }));
    expect(await screen.findByText('Vous modifiez maintenant cette liste.')).toBeInTheDocument();
    expect(answers).toEqual([{ listId: 12, accept: true }]);
    await expect.poll(() => within(region).queryByRole('button', { name: 'Accepter' })).toBeNull();
  });

  it('in en, declines an invitation inline and says when there is nothing', async () => {
    editing = { lists: [{ list: docs, status: 'invited' }] };
    const { user } = await renderRoute(<EditingListsSection />, { lang: 'en' });
    const region = await screen.findByRole('region', { name: 'Lists made together' });
    expect(await within(region).findByText('Invitation · by lea_docs')).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Decline' }));
    expect(answers).toEqual([{ listId: 12, accept: false }]);
    expect(await within(region).findByText(/You edit no list with others yet/)).toBeInTheDocument();
  });
});
