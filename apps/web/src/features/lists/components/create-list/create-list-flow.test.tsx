import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../../testing/render-route';
import { CreateListFlow } from './create-list-flow';

const created: unknown[] = [];
let answer: 'ok' | 'fields' | 'error' = 'ok';
const server = setupServer(
  http.post('/api/list/create/:userId', async ({ request, params }) => {
    created.push({ userId: params.userId, body: await request.json() });
    if (answer === 'fields') {
      return HttpResponse.json(
        {
          message: 'Certains champs sont invalides.',
          code: 'validation_failed',
          fields: {
            title: 'Le titre ne doit pas dépasser 100 caractères.',
            'tags.0': 'Ce tag ne fait pas partie du catalogue.',
          },
        },
        { status: 400 },
      );
    }
    if (answer === 'error')
      return HttpResponse.json({ message: 'Un problème est survenu.', code: 'internal_error' }, { status: 500 });
    return HttpResponse.json({ message: 'Liste créée !', list: { id: 42 } }, { status: 201 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  created.length = 0;
  answer = 'ok';
});
afterAll(() => server.close());

function Flow() {
  const [open, setOpen] = useState(true);
  return <CreateListFlow userId={5} open={open} onOpenChange={setOpen} />;
}

async function openTags(user: Awaited<ReturnType<typeof renderRoute>>['user'], name: string) {
  await user.click(screen.getByRole('combobox', { name }));
  return screen.findByRole('listbox');
}

describe('CreateListFlow', () => {
  it.each([
    ['en', 'Tags', 'science fiction', 'date night'],
    ['fr', 'Tags', 'science-fiction', 'soirée en amoureux'],
  ] as const)('in %s, offers the 40 tags of the catalogue in the current language', async (lang, label, sf, date) => {
    const { user } = await renderRoute(<Flow />, { lang });
    const listbox = await openTags(user, label);
    expect(within(listbox).getAllByRole('option')).toHaveLength(40);
    expect(within(listbox).getByRole('option', { name: sf })).toBeInTheDocument();
    expect(within(listbox).getByRole('option', { name: date })).toBeInTheDocument();
  });

  it('adds a tag as a removable chip and refuses it a second time', async () => {
    const { user } = await renderRoute(<Flow />, { lang: 'en' });
    let listbox = await openTags(user, 'Tags');
    await user.click(within(listbox).getByRole('option', { name: 'classic' }));
    expect(screen.getByRole('button', { name: 'Remove the tag classic' })).toBeInTheDocument();

    listbox = await openTags(user, 'Tags');
    expect(within(listbox).getAllByRole('option')).toHaveLength(39);
    expect(within(listbox).queryByRole('option', { name: 'classic' })).not.toBeInTheDocument();
    await user.click(within(listbox).getByRole('option', { name: 'drama' }));
    expect(screen.getAllByRole('button', { name: /^Remove the tag/ })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Remove the tag classic' }));
    expect(screen.getAllByRole('button', { name: /^Remove the tag/ })).toHaveLength(1);
  });

  it('creates the list with its tags, says so and opens the content-type chooser half a second later, on the four open searches', async () => {
    const { user } = await renderRoute(<Flow />, { lang: 'en' });
    const dialog = screen.getByRole('dialog', { name: 'New list' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), '  Soirée SF  ');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Androids and dreams');
    const listbox = await openTags(user, 'Tags');
    await user.click(within(listbox).getByRole('option', { name: 'science fiction' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create the list' }));

    expect(await screen.findByText('List created!')).toBeInTheDocument();
    expect(created).toEqual([
      {
        userId: '5',
        body: {
          title: 'Soirée SF',
          description: 'Androids and dreams',
          tags: [{ name: 'science fiction', name_fr: 'science-fiction' }],
        },
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'New list' })).not.toBeInTheDocument();
    const chooser = await screen.findByRole('dialog', { name: 'What will you add first?' }, { timeout: 2000 });
    expect(within(chooser).getByRole('link', { name: 'Movies' })).toHaveAttribute('href', '/moviesSearch');
    expect(within(chooser).getByRole('link', { name: 'TV shows' })).toHaveAttribute('href', '/showsSearch');
    expect(within(chooser).getByRole('link', { name: 'Videos' })).toHaveAttribute('href', '/youtubeSearch');
    expect(within(chooser).getByRole('link', { name: 'Podcasts' })).toHaveAttribute('href', '/podcastsSearch');
    expect(
      within(chooser).getByText('Every result has an “Add to a list” button to put it in your new list.'),
    ).toBeInTheDocument();
    expect(within(chooser).queryByText(/not open yet/)).not.toBeInTheDocument();
    expect(within(chooser).getByRole('link', { name: 'Open my new list' })).toHaveAttribute('href', '/listDetails/42');
  });

  it('asks for a title before sending anything', async () => {
    const { user } = await renderRoute(<Flow />);
    await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
    const title = screen.getByRole('textbox', { name: 'Titre' });
    expect(title).toHaveAccessibleDescription(/^Donnez un titre à la liste\./);
    expect(title).toHaveFocus();
    expect(created).toEqual([]);
  });

  it("shows the server's field errors under their fields and keeps the dialog open", async () => {
    answer = 'fields';
    const { user } = await renderRoute(<Flow />);
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Trop long');
    await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
    const title = screen.getByRole('textbox', { name: 'Titre' });
    await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
    expect(title).toHaveAccessibleDescription(/^Le titre ne doit pas dépasser 100 caractères\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Ce tag ne fait pas partie du catalogue.');
    expect(title).toHaveFocus();
    expect(screen.getByRole('dialog', { name: 'Nouvelle liste' })).toBeInTheDocument();
  });

  it('says the creation failed and keeps what was typed', async () => {
    answer = 'error';
    const { user } = await renderRoute(<Flow />);
    await user.type(screen.getByRole('textbox', { name: 'Titre' }), 'Ma liste');
    await user.click(screen.getByRole('button', { name: 'Créer la liste' }));
    expect(await screen.findByText(/Une erreur est survenue lors de la création de cette liste/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Titre' })).toHaveValue('Ma liste');
  });

  it('closes and forgets what was typed on cancel', async () => {
    const { user } = await renderRoute(<Flow />, { lang: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Draft');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(created).toEqual([]);
  });
});
