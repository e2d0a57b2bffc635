import type { ExportView } from '@pepites/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { makeExport } from '../../../testing/import-factories';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { ExportPanel } from './export-panel';

const READY = makeExport({
  status: 'ready',
  byteSize: 1_572_864,
  readyAt: '2026-11-28T09:01:00.000Z',
  expiresAt: '2026-11-29T09:01:00.000Z',
  downloadPath: '/api/account/exports/0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d/download',
});

let latest: ExportView | null = null;
let starts = 0;
const server = setupTestServer(
  http.get('/api/account/exports/latest', () => HttpResponse.json({ export: latest })),
  http.post('/api/account/exports', () => {
    starts += 1;
    // The job runs at once: the next look finds the archive ready.
    latest = READY;
    return HttpResponse.json({ export: makeExport() }, { status: 202 });
  }),
);
beforeEach(() => {
  latest = null;
  starts = 0;
});

describe('export panel', () => {
  it('in en, says what the archive holds, prepares one, then links to it once ready', async () => {
    const { user } = await renderRoute(<ExportPanel />, { lang: 'en' });
    expect(await screen.findByText('CSV files that Letterboxd can import')).toBeInTheDocument();
    expect(screen.getByText('your lists, with their notes and tags')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Prepare my archive' }));
    expect(await screen.findByText(/^Preparing your archive…/)).toBeInTheDocument();
    expect(starts).toBe(1);

    const link = await screen.findByRole('link', { name: 'Download my archive (1.5 MB)' }, { timeout: 4_000 });
    expect(link).toHaveAttribute('href', READY.downloadPath);
    expect(link).toHaveAttribute('download');
    expect(screen.getByText(/^Ready, valid until Nov 29, 2026/)).toBeInTheDocument();
  });

  it('in fr, shows the ready archive after a reload, with its size in French units', async () => {
    latest = READY;
    await renderRoute(<ExportPanel />, { lang: 'fr' });
    // French puts a no-break space between the number and its unit.
    expect(await screen.findByRole('link', { name: /^Télécharger mon archive \(1,5\sMo\)$/ })).toHaveAttribute(
      'href',
      READY.downloadPath,
    );
    expect(screen.getByText(/^Prête, valable jusqu'au 29 nov\. 2026/)).toBeInTheDocument();
  });

  it('offers a new archive once the last one expired', async () => {
    latest = { ...READY, downloadPath: null };
    await renderRoute(<ExportPanel />, { lang: 'en' });
    expect(await screen.findByText(/^Your last archive expired on Nov 29, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Prepare a new archive' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it.each([
    ['fr', 'Une archive de vos données est déjà en préparation.'],
    ['en', 'An archive of your data is already being prepared.'],
  ] as const)('in %s, shows the message of a 409', async (lang, message) => {
    server.use(
      http.post('/api/account/exports', () =>
        HttpResponse.json({ message, code: 'export_in_progress' }, { status: 409 }),
      ),
    );
    const { user } = await renderRoute(<ExportPanel />, { lang });
    await user.click(
      await screen.findByRole('button', { name: lang === 'fr' ? 'Préparer mon archive' : 'Prepare my archive' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
