import { IMPORT_MAX_FILE_BYTES, type ImportView } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeDoneImport, makeImport } from '../../../testing/import-factories';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { ImportPanel } from './import-panel';

const NEW_IMPORT_ID = '7e2d3b0f-2e3c-4d4e-9f5a-6b7c8d9e0f1a';
let latest: ImportView | null = null;
let uploads = 0;
const choicesSent: unknown[] = [];
const server = setupTestServer(
  http.get('/api/imports/latest', () => HttpResponse.json({ import: latest })),
  http.post('/api/imports', () => {
    uploads += 1;
    latest = makeImport({ id: NEW_IMPORT_ID });
    return HttpResponse.json({ import: latest }, { status: 202 });
  }),
  http.post('/api/imports/:importId/choices', async ({ request, params }) => {
    choicesSent.push({ importId: params.importId, body: await request.json() });
    latest = makeDoneImport({
      counts: { lists: 2, items: 10, seen: 3, ambiguous: 0, notFound: 1, cut: 0 },
      review: { ambiguous: [], notFound: makeDoneImport().review.notFound },
    });
    return HttpResponse.json({ import: latest });
  }),
);
beforeEach(() => {
  latest = null;
  uploads = 0;
  choicesSent.length = 0;
});

const zip = (name = 'letterboxd.zip') => new File(['PK'], name, { type: 'application/zip' });

describe('import panel', () => {
  it('in fr, explains each service and refuses a file over the limit without sending it', async () => {
    const { user } = await renderRoute(<ImportPanel />, { lang: 'fr' });
    expect(await screen.findByText(/^Letterboxd : le ZIP/)).toBeInTheDocument();
    expect(screen.getByText(/^IMDb : le CSV/)).toBeInTheDocument();
    expect(screen.getByText(/^Trakt : le JSON/)).toBeInTheDocument();
    expect(screen.getByTestId('import-file')).toHaveAttribute('accept', '.zip,.csv,.json');

    const big = zip();
    Object.defineProperty(big, 'size', { value: IMPORT_MAX_FILE_BYTES + 5 * 1024 * 1024 });
    await user.upload(screen.getByTestId('import-file'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Ce fichier pèse 25 Mo : les fichiers jusqu'à 20 Mo sont acceptés.",
    );
    expect(uploads).toBe(0);
  });

  it.each([
    ['fr', 400, 'Ce fichier ne ressemble à aucun export connu.'],
    ['en', 429, 'You have started 5 imports today; try again tomorrow.'],
  ] as const)('in %s, shows the message of a %i from the server', async (lang, status, message) => {
    server.use(
      http.post('/api/imports', () =>
        HttpResponse.json(
          status === 400
            ? { message: 'Certains champs sont invalides.', code: 'validation_failed', fields: { file: message } }
            : { message, code: 'rate_limited' },
          { status },
        ),
      ),
    );
    const { user } = await renderRoute(<ImportPanel />, { lang });
    await user.upload(await screen.findByTestId('import-file'), zip());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('after a reload, finds the running import again and polls it while no stream is open', async () => {
    latest = makeImport({ status: 'matching', total: 40, done: 10 });
    await renderRoute(<ImportPanel />, { lang: 'en' });
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '10');
    expect(bar).toHaveAttribute('aria-valuemax', '40');
    expect(screen.getByText('Finding the titles…')).toBeInTheDocument();
    expect(screen.getByText('10 of 40 rows')).toBeInTheDocument();

    latest = makeImport({ status: 'creating', total: 40, done: 40 });
    expect(await screen.findByText('Writing your lists…', {}, { timeout: 4_000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
  });

  it('sends the picks for an ambiguous title and shows the new counts', async () => {
    latest = makeDoneImport();
    const { user } = await renderRoute(<ImportPanel />, { lang: 'en' });
    const counts = await screen.findByTestId('import-counts');
    expect(within(counts).getByText('1 title to choose below')).toBeInTheDocument();
    expect(within(counts).getByText('9 titles added')).toBeInTheDocument();

    const row = screen.getByRole('group', { name: 'Fantastic Four' });
    expect(within(row).getByText('Goes into Watchlist')).toBeInTheDocument();
    await user.click(within(row).getByRole('radio', { name: 'Fantastic Four (2015) · film' }));
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));

    expect(await within(counts).findByText('10 titles added')).toBeInTheDocument();
    expect(await screen.findByText('1 choice saved.')).toBeInTheDocument();
    expect(within(counts).getByText('0 titles to choose below')).toBeInTheDocument();
    expect(choicesSent).toEqual([
      { importId: latest.id, body: { choices: [{ row: 4, pick: { type: 'movie', providerId: '166424' } }] } },
    ]);
    expect(screen.queryByRole('group', { name: 'Fantastic Four' })).not.toBeInTheDocument();
  });

  it('in fr, sends "skip" as a null pick, and says so when nothing was chosen', async () => {
    latest = makeDoneImport();
    const { user } = await renderRoute(<ImportPanel />, { lang: 'fr' });
    await user.click(await screen.findByRole('button', { name: 'Enregistrer mes choix' }));
    expect(screen.getByText('Choisissez un titre, ou passez, pour au moins une ligne.')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(choicesSent).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Passer ce titre' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer mes choix' }));
    expect(await screen.findByText('0 titre à préciser ci-dessous')).toBeInTheDocument();
    expect(choicesSent).toEqual([{ importId: latest.id, body: { choices: [{ row: 4, pick: null }] } }]);
  });

  it('lists what was not found under a fold, and links each imported list', async () => {
    latest = makeDoneImport();
    const { user } = await renderRoute(<ImportPanel />, { lang: 'en' });
    expect(await screen.findByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/listDetails/12');
    expect(screen.getByRole('link', { name: 'Westerns' })).toHaveAttribute('href', '/listDetails/13');
    const notFound = screen.getByText('Le Nanar Introuvable (2031)');
    expect(notFound).not.toBeVisible();
    await user.click(screen.getByText('See the title not found'));
    expect(notFound).toBeVisible();
    expect(screen.getByText(/in Westerns/)).toBeInTheDocument();
  });

  it('shows why an import failed, then offers another file', async () => {
    latest = makeImport({ status: 'failed', error: 'This file is not an export we know.' });
    const { user } = await renderRoute(<ImportPanel />, { lang: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not an export we know.');
    await user.click(screen.getByRole('button', { name: 'Try another file' }));
    expect(screen.getByRole('button', { name: 'Choose a file to import' })).toBeInTheDocument();

    await user.upload(screen.getByTestId('import-file'), zip());
    expect(await screen.findByText('Waiting for its turn…')).toBeInTheDocument();
    expect(uploads).toBe(1);
  });
});
