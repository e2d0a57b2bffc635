import type { NotificationSettings } from '@pepites/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { NotificationSettingsPage } from './notification-settings-page';

let stored: NotificationSettings;
const saved: unknown[] = [];
const server = setupTestServer(
  http.get('/api/account/notification-settings', () => HttpResponse.json({ settings: stored })),
  http.put('/api/account/notification-settings', async ({ request }) => {
    const body = (await request.json()) as NotificationSettings;
    saved.push(body);
    stored = body;
    return HttpResponse.json({ settings: stored });
  }),
);

beforeEach(() => {
  saved.length = 0;
  stored = { muted: ['badge_unlocked'], weekly_digest: false };
});

const renderSettings = (lang: 'fr' | 'en') =>
  renderRoute(<NotificationSettingsPage userId={3} />, { path: '/settings/notifications', lang });

describe('NotificationSettingsPage', () => {
  it('in en, shows each kind as a switch with the saved state, and saves the changes with a toast', async () => {
    const { user } = await renderSettings('en');
    const likes = await screen.findByRole('switch', { name: 'A member likes one of my lists' });
    expect(likes).toBeChecked();
    expect(screen.getByRole('switch', { name: 'I unlock a badge' })).not.toBeChecked();
    expect(screen.getAllByRole('switch')).toHaveLength(9);
    expect(screen.getByText(/Once a week, an email sums up the notifications/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my notifications' })).toHaveAttribute('href', '/notifications/3');

    await user.click(likes);
    await user.click(screen.getByRole('switch', { name: 'I unlock a badge' }));
    await user.click(screen.getByRole('switch', { name: 'Send me a weekly email' }));
    expect(saved).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Preferences saved.')).toBeInTheDocument();
    expect(saved).toEqual([{ muted: ['like_received'], weekly_digest: true }]);
  });

  it('in fr, names the kinds in French and saves the digest turned off', async () => {
    stored = { muted: [], weekly_digest: true };
    const { user } = await renderSettings('fr');
    await user.click(await screen.findByRole('switch', { name: "M'envoyer un e-mail chaque semaine" }));
    await user.click(screen.getByRole('switch', { name: 'Un membre me suit' }));
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Préférences enregistrées.')).toBeInTheDocument();
    expect(saved).toEqual([{ muted: ['new_follower'], weekly_digest: false }]);
  });

  it('in en, says when the settings cannot be loaded, and loads them on retry', async () => {
    server.use(
      http.get(
        '/api/account/notification-settings',
        () => HttpResponse.json({ message: 'Unavailable.', code: 'unavailable' }, { status: 503 }),
        { once: true },
      ),
    );
    const { user } = await renderSettings('en');
    expect(await screen.findByText('Your notification settings could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByRole('switch')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Retry|Try again/ }));
    expect(await screen.findByRole('switch', { name: 'A member follows me' })).toBeChecked();
  });

  it('in fr, tells a refused save and keeps the changes on screen', async () => {
    server.use(
      http.put('/api/account/notification-settings', () =>
        HttpResponse.json({ message: 'Le service est indisponible.', code: 'unavailable' }, { status: 503 }),
      ),
    );
    const { user } = await renderSettings('fr');
    const follows = await screen.findByRole('switch', { name: 'Un membre me suit' });
    await user.click(follows);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText("Vos réglages n'ont pas pu être enregistrés. Le service est indisponible."),
    ).toBeInTheDocument();
    expect(follows).not.toBeChecked();
  });
});
