import type { ContentItem, ListDetail, ListEditorsResponse } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeItem, makeListDetail } from '../../../../testing/list-factories';
import { renderRoute } from '../../../../testing/render-route';
import { setupTestServer } from '../../../../testing/test-server';
import { ListEditionPage } from './list-edition-page';

const items = [
  makeItem({ id: 1, title: 'The Godfather' }),
  makeItem({ id: 2, title: 'Casablanca' }),
  makeItem({ id: 3, title: '12 Angry Men' }),
];
const creator = { id: 7, user_name: 'margaux_cine', avatar: null };
const editors: ListEditorsResponse = {
  creator: { ...creator, added_items: 3 },
  editors: [{ id: 3, user_name: 'nadia_ecoute', avatar: null, status: 'accepted', added_items: 0 }],
  role: 'editor',
};

let stored: ListDetail;
/** Another editor's order, saved while this one was editing: the server's order from now on. */
const theirOrder = [3, 1, 2];
const requests: unknown[] = [];
setupTestServer(
  http.get('/api/list/getById/77/user/:userId', () => HttpResponse.json({ list: stored })),
  http.get('/api/list/77/editors', () => HttpResponse.json(editors)),
  http.put('/api/list/77/content/order', async ({ request }) => {
    const body = (await request.json()) as { ids: number[]; version: number };
    requests.push(body);
    if (body.version !== stored.version) {
      const message =
        request.headers.get('Accept-Language') === 'fr'
          ? 'La liste a changé entre-temps : voici son ordre actuel, refaites votre changement.'
          : 'The list changed meanwhile: here is its current order, make your change again.';
      return HttpResponse.json(
        { message, ids: stored.content.map((item) => item.id), version: stored.version },
        {
          status: 409,
        },
      );
    }
    const content = body.ids.map((id) => stored.content.find((item) => item.id === id) as ContentItem);
    stored = { ...stored, content, version: (stored.version ?? 0) + 1 };
    return HttpResponse.json({ message: 'New order saved.', version: stored.version });
  }),
);

beforeEach(() => {
  requests.length = 0;
  stored = makeListDetail({ id: 77, title: 'Les classiques', content: items, creator_id: 7, creator, version: 4 });
});

function renderEdition(lang: 'fr' | 'en') {
  return renderRoute(<ListEditionPage listId={77} viewerId={3} notFound={<p>Not found</p>} />, {
    path: '/listEdition/:listId',
    url: '/listEdition/77',
    lang,
  });
}

/** Save's requests run one after the other, then the page refetches: more than findBy's 1 s on a busy machine. */
const WAIT = { timeout: 5000 };

const titles = () =>
  within(screen.getByTestId('edition-items'))
    .getAllByTestId('edition-item')
    .map((row) => row.querySelector('.font-medium')?.textContent);

/** Another editor reorders the list on the server, after this page has loaded it. */
function anotherEditorReorders() {
  stored = {
    ...stored,
    content: theirOrder.map((id) => stored.content.find((item) => item.id === id) as ContentItem),
    version: 5,
  };
}

describe('ListEditionPage for an accepted editor', { timeout: 20_000 }, () => {
  it('in en, offers the items controls but not the title, description, privacy nor deletion', async () => {
    await renderEdition('en');
    expect(await screen.findByRole('button', { name: 'Move “Casablanca” up' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove “The Godfather” from the list' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a note on “Casablanca”' })).toBeInTheDocument();
    expect(
      screen.getByText(
        "You edit this list's titles with margaux_cine: the title, description and privacy stay theirs.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Description' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Public list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('in fr, a member who does not edit the list is told it is not theirs', async () => {
    editors.role = 'none';
    try {
      await renderEdition('fr');
      expect(await screen.findByRole('alert')).toBeInTheDocument();
      expect(screen.queryByTestId('edition-items')).not.toBeInTheDocument();
    } finally {
      editors.role = 'editor';
    }
  });

  it('in en, a reorder made on an older version shows the server message and its order, then saves on the new version', async () => {
    const { user } = await renderEdition('en');
    await user.click(await screen.findByRole('button', { name: 'Move “12 Angry Men” up' }));
    expect(titles()).toEqual(['The Godfather', '12 Angry Men', 'Casablanca']);
    anotherEditorReorders();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'The list changed meanwhile: here is its current order, make your change again.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(requests).toEqual([{ ids: [1, 3, 2], version: 4 }]);
    expect(titles()).toEqual(['12 Angry Men', 'The Godfather', 'Casablanca']);
    // Still on the page, the draft made again on the current order and version.
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Move “Casablanca” up' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('List updated.', {}, WAIT)).toBeInTheDocument();
    expect(requests.at(-1)).toEqual({ ids: [3, 2, 1], version: 5 });
  });

  it('in fr, shows the refusal in French and the order the server answered', async () => {
    const { user } = await renderEdition('fr');
    await user.click(await screen.findByRole('button', { name: /^Descendre «.The Godfather.»$/ }));
    anotherEditorReorders();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText(
        'La liste a changé entre-temps : voici son ordre actuel, refaites votre changement.',
        {},
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(titles()).toEqual(['12 Angry Men', 'The Godfather', 'Casablanca']);
  });
});
