import type { AccountSession } from '@pepites/contracts';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { SessionsList } from './sessions-list';

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const thisOne: AccountSession = {
  id: '11111111-1111-4111-8111-111111111111',
  browser: 'Firefox',
  os: 'Linux',
  created_at: minutesAgo(600),
  last_seen_at: minutesAgo(1),
  current: true,
};
const phone: AccountSession = {
  id: '22222222-2222-4222-8222-222222222222',
  browser: 'Safari',
  os: 'iOS',
  created_at: minutesAgo(3000),
  last_seen_at: minutesAgo(180),
  current: false,
};
const laptop: AccountSession = {
  id: '33333333-3333-4333-8333-333333333333',
  browser: null,
  os: null,
  created_at: minutesAgo(2 * 24 * 60),
  last_seen_at: null,
  current: false,
};

let sessions: AccountSession[] = [];
const deleted: string[] = [];
const server = setupTestServer(
  http.get('/api/account/sessions', () => HttpResponse.json({ sessions })),
  http.delete('/api/account/sessions/:id', ({ params }) => {
    deleted.push(String(params.id));
    sessions = sessions.filter((session) => session.id !== params.id);
    return HttpResponse.json({ ended: 1 });
  }),
  http.delete('/api/account/sessions', () => {
    const ended = sessions.filter((session) => !session.current).length;
    deleted.push('others');
    sessions = sessions.filter((session) => session.current);
    return HttpResponse.json({ ended });
  }),
);
beforeEach(() => {
  sessions = [phone, thisOne, laptop];
  deleted.length = 0;
});

describe('sessions list', () => {
  it('in fr, lists this browser first with its badge, then the others with when they were last seen', async () => {
    await renderRoute(<SessionsList />, { lang: 'fr' });
    const rows = await screen.findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Firefox sur LinuxCe navigateurVu il y a 1 minute',
      'Safari sur iOSVu il y a 3 heuresDéconnecter',
      'Navigateur inconnu sur système inconnuConnecté avant-hierDéconnecter',
    ]);
    expect(within(rows[0]!).queryByRole('button')).not.toBeInTheDocument();
  });

  it('in en, signs out one other browser with a DELETE of its id and shows the refreshed list', async () => {
    const { user } = await renderRoute(<SessionsList />, { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Sign out Safari on iOS' }));
    expect(await screen.findByText('1 browser signed out.')).toBeInTheDocument();
    expect(deleted).toEqual([phone.id]);
    expect(screen.queryByText('Safari on iOS')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('signs out every other browser at once, then says only this one is left', async () => {
    const { user } = await renderRoute(<SessionsList />, { lang: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Sign out all other browsers' }));
    expect(await screen.findByText('You are signed in on this browser only.')).toBeInTheDocument();
    expect(screen.getByText('2 browsers signed out.')).toBeInTheDocument();
    expect(deleted).toEqual(['others']);
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('says when the list could not be loaded and loads it again on demand', async () => {
    server.use(
      http.get(
        '/api/account/sessions',
        () => HttpResponse.json({ message: 'Down.', code: 'internal_error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = await renderRoute(<SessionsList />, { lang: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your browsers could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Safari on iOS')).toBeInTheDocument();
  });
});
