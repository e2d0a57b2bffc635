import type { ImportView } from '@pepites/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ImportPanel } from '../../../features/account-data/components/import-panel';
import { NotificationBell } from '../../../features/notifications/components/notification-bell';
import { FakeEventSource, stubEventSource } from '../../../testing/fake-event-source';
import { makeDoneImport, makeImport } from '../../../testing/import-factories';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';

// The bell holds the tab's stream (as in the app's shell); the import panel hears its `import` events.
let latest: ImportView | null = null;
let latestReads = 0;
const sentFiles: string[] = [];
setupTestServer(
  http.get('/api/user/3/notifications/unseen', () => HttpResponse.json({ notifications: [] })),
  http.get('/api/imports/latest', () => {
    latestReads += 1;
    return HttpResponse.json({ import: latest });
  }),
  http.post('/api/imports', async ({ request }) => {
    // jsdom's File does not survive Node's fetch: the part's presence is what can be checked here.
    const form = await request.formData();
    sentFiles.push(`${request.headers.get('content-type')?.split(';')[0]} ${[...form.keys()].join(',')}`);
    latest = makeImport();
    return HttpResponse.json({ import: latest }, { status: 202 });
  }),
);
beforeEach(() => {
  latest = null;
  latestReads = 0;
  sentFiles.length = 0;
  stubEventSource();
});
afterEach(() => vi.unstubAllGlobals());

describe('an import followed live', () => {
  it('uploads the file, moves its bar on each stream event, then shows the counts and the lists', async () => {
    const { user } = await renderRoute(
      <>
        <NotificationBell userId={3} sessionConfirmed />
        <ImportPanel />
      </>,
      { lang: 'en' },
    );
    const [stream] = FakeEventSource.opened;
    act(() => stream?.emit('ready'));
    await user.upload(
      await screen.findByTestId('import-file'),
      new File(['PK'], 'letterboxd.zip', { type: 'application/zip' }),
    );
    expect(await screen.findByText('Waiting for its turn…')).toBeInTheDocument();
    expect(sentFiles).toEqual(['multipart/form-data file']);

    latest = makeImport({ status: 'matching', total: 12, done: 3 });
    const readsBefore = latestReads;
    act(() => stream?.emit('import'));
    await waitFor(() => expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '3'));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3 of 12 rows');
    expect(latestReads).toBe(readsBefore + 1);

    latest = makeDoneImport();
    act(() => stream?.emit('import'));
    const counts = await screen.findByTestId('import-counts');
    expect([...counts.querySelectorAll('li')].map((item) => item.textContent)).toEqual([
      '2 lists created or completed',
      '9 titles added',
      '3 titles marked seen',
      '1 title to choose below',
      '1 title not found',
    ]);
    const lists = screen.getByRole('navigation', { name: 'Imported lists' });
    expect(within(lists).getByRole('link', { name: 'Watchlist' })).toHaveAttribute('href', '/listDetails/12');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
