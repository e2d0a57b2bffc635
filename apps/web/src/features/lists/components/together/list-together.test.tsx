import type { ListEditorsResponse } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeItem, makeListDetail } from '../../../../testing/list-factories';
import { renderRoute } from '../../../../testing/render-route';
import { setupTestServer } from '../../../../testing/test-server';
import { ListDetailPage } from '../detail/list-detail-page';
import { ViewerProvider } from '../viewer-provider';

const creator = { id: 7, user_name: 'margaux_cine', avatar: null };
const nadia = { id: 3, user_name: 'nadia_ecoute', avatar: null };
const julien = { id: 4, user_name: 'julien_anim', avatar: null };
const list = makeListDetail({
  id: 77,
  title: 'Les classiques',
  creator_id: 7,
  creator,
  content: [
    makeItem({ id: 1, title: 'The Godfather', added_by: 7 }),
    makeItem({ id: 2, title: 'Casablanca', added_by: 3 }),
  ],
});

/** The editors as the server holds them; `role` is the caller's. */
let editors: ListEditorsResponse;
const requests: Array<{ method: string; path: string; body: unknown }> = [];
const server = setupTestServer(
  http.get('/api/list/getById/77/user/:userId', () => HttpResponse.json({ list })),
  http.get('/api/list/77/editors', () => HttpResponse.json(editors)),
  http.put('/api/list/77/invitation', async ({ request }) => {
    const body = (await request.json()) as { accept: boolean };
    requests.push({ method: 'PUT', path: 'invitation', body });
    editors = {
      ...editors,
      role: body.accept ? 'editor' : 'none',
      editors: body.accept ? editors.editors.map((editor) => ({ ...editor, status: 'accepted' as const })) : [],
    };
    return HttpResponse.json({ message: body.accept ? 'You now edit this list.' : 'Invitation declined.' });
  }),
  http.delete('/api/list/77/editors/:userId', ({ params }) => {
    requests.push({ method: 'DELETE', path: `editors/${String(params.userId)}`, body: null });
    editors = { ...editors, role: 'none', editors: editors.editors.filter((e) => e.id !== Number(params.userId)) };
    return HttpResponse.json({ message: 'You no longer edit this list.' });
  }),
);

beforeEach(() => {
  requests.length = 0;
  editors = {
    creator: { ...creator, added_items: 1 },
    editors: [
      { ...nadia, status: 'accepted', added_items: 1 },
      { ...julien, status: 'invited', added_items: 0 },
    ],
    role: 'none',
  };
});

function renderPage(viewer: { id: number; user_name: string } | null, lang: 'fr' | 'en') {
  return renderRoute(
    <ViewerProvider viewer={viewer}>
      <ListDetailPage listId={77} notFound={<p>Not found</p>} renderCreator={() => null} />
    </ViewerProvider>,
    { path: '/listDetails/:id', url: '/listDetails/77', lang },
  );
}

describe('A list made together, on its page', () => {
  it('in en, shows the creator and the accepted editors with their counts, and who added each title', async () => {
    await renderPage(null, 'en');
    const strip = await screen.findByRole('region', { name: 'Made together' });
    const people = within(strip).getAllByRole('listitem');
    expect(people.map((row) => row.textContent)).toEqual([
      'Mmargaux_cine · creator1 title added',
      'Nnadia_ecoute1 title added',
    ]);
    // An invitation not answered yet makes no one a contributor.
    expect(within(strip).queryByText('julien_anim')).not.toBeInTheDocument();
    expect(screen.getByText('added by margaux_cine')).toBeInTheDocument();
    expect(screen.getByText('added by nadia_ecoute')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('in fr, says « ajouté par » under each title and names the strip « Faite à plusieurs »', async () => {
    await renderPage(null, 'fr');
    expect(await screen.findByText('ajouté par nadia_ecoute')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Faite à plusieurs' })).toBeInTheDocument();
  });

  it('shows no strip nor "added by" when no editor has accepted', async () => {
    editors = { ...editors, editors: [{ ...julien, status: 'invited', added_items: 0 }] };
    const { queryClient } = await renderPage(null, 'en');
    expect(await screen.findByRole('heading', { name: 'Les classiques' })).toBeInTheDocument();
    // The editors have arrived: what is missing is left out on purpose, not still loading.
    await expect.poll(() => queryClient.getQueryState(['lists', 'editors', 77])?.status).toBe('success');
    expect(screen.queryByRole('region', { name: 'Made together' })).not.toBeInTheDocument();
    expect(screen.queryByText(/added by/)).not.toBeInTheDocument();
  });

  it('in fr, an invited member accepts: the banner goes, the edit link and the editor banner come', async () => {
    editors = { ...editors, role: 'invited', editors: [{ ...julien, status: 'invited', added_items: 0 }] };
    const { user } = await renderPage(julien, 'fr');
    const banner = await screen.findByRole('region', { name: 'Invitation' });
    expect(banner).toHaveTextContent('margaux_cine vous invite à modifier cette liste.');
    await user.click(within(banner).getByRole('button', { name: 'Accepter' }));
    expect(await screen.findByText('You now edit this list.')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: 'invitation', body: { accept: true } }]);
    expect(await screen.findByText('Vous modifiez cette liste avec margaux_cine.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Invitation' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Modifier' })).toHaveAttribute('href', '/listEdition/77');
  });

  it('in en, an invited member declines: the banner goes and nothing else appears', async () => {
    editors = { ...editors, role: 'invited', editors: [{ ...julien, status: 'invited', added_items: 0 }] };
    const { user } = await renderPage(julien, 'en');
    const banner = await screen.findByRole('region', { name: 'Invitation' });
    await user.click(within(banner).getByRole('button', { name: 'Decline' }));
    expect(await screen.findByText('Invitation declined.')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'PUT', path: 'invitation', body: { accept: false } }]);
    await expect.poll(() => screen.queryByRole('region', { name: 'Invitation' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('in en, an editor leaves after confirming, through the removal of themself', async () => {
    editors = { ...editors, role: 'editor' };
    const { user } = await renderPage(nadia, 'en');
    await user.click(await screen.findByRole('button', { name: 'Leave this list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave this list?' });
    expect(requests).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Leave' }));
    expect(await screen.findByText('You no longer edit this list.')).toBeInTheDocument();
    expect(requests).toEqual([{ method: 'DELETE', path: 'editors/3', body: null }]);
    await expect.poll(() => screen.queryByRole('button', { name: 'Leave this list' })).toBeNull();
  });

  it('in fr, tells the creator why an invitation is refused, under the field, keeping the name typed', async () => {
    editors = { ...editors, role: 'creator' };
    server.use(
      http.post('/api/list/77/editors', async ({ request }) => {
        requests.push({ method: 'POST', path: 'editors', body: await request.json() });
        // As the server answers an unknown name: its sentence in the caller's language.
        return HttpResponse.json({ message: 'Aucun membre ne porte ce nom.', code: 'not_found' }, { status: 404 });
      }),
    );
    const { user } = await renderPage(creator, 'fr');
    await user.click(await screen.findByRole('button', { name: 'Modifier à plusieurs' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifier à plusieurs' });
    expect(within(dialog).getByText('2 / 10 membres invités')).toBeInTheDocument();
    expect(within(dialog).getByText('Invitation en attente')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: "Nom d'utilisateur du membre" });
    await user.type(field, 'personne_ici');
    await user.click(within(dialog).getByRole('button', { name: 'Inviter' }));
    expect(await within(dialog).findByText('Aucun membre ne porte ce nom.')).toBeInTheDocument();
    expect(field).toHaveValue('personne_ici');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(requests).toEqual([{ method: 'POST', path: 'editors', body: { user_name: 'personne_ici' } }]);
  });

  it('in en, the creator invites a member, then removes an editor after confirming', async () => {
    editors = { ...editors, role: 'creator' };
    server.use(
      http.post('/api/list/77/editors', async ({ request }) => {
        const body = (await request.json()) as { user_name: string };
        requests.push({ method: 'POST', path: 'editors', body });
        const editor = { id: 5, user_name: body.user_name, avatar: null, status: 'invited' as const, added_items: 0 };
        editors = { ...editors, editors: [...editors.editors, editor] };
        return HttpResponse.json({ message: 'Invitation sent.', editor }, { status: 201 });
      }),
    );
    const { user } = await renderPage(creator, 'en');
    await user.click(await screen.findByRole('button', { name: 'Edit together' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit together' });
    const field = within(dialog).getByRole('textbox', { name: "Member's username" });
    await user.type(field, 'lea_docs');
    await user.click(within(dialog).getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Invitation sent.')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(await within(dialog).findByText('3 / 10 members invited')).toBeInTheDocument();
    expect(within(dialog).getByText('lea_docs')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remove nadia_ecoute' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove nadia_ecoute?' });
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('You no longer edit this list.')).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ method: 'DELETE', path: 'editors/3', body: null });
  });
});
