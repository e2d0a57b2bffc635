import type { TitleAlert } from '@pepites/contracts';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { expect, it } from 'vitest';
import { attribution, NETFLIX } from '../../../../testing/availability-factories';
import { renderRoute } from '../../../../testing/render-route';
import { setupTestServer } from '../../../../testing/test-server';
import { ListAlertButton } from './list-alert-button';
import { TitleAlertButton } from './title-alert-button';

const server = setupTestServer();
// The first render of a file also loads the toasts' code: more than the default second.
const firstRender = { timeout: 3000 };
const titleAlert = (overrides: Partial<TitleAlert> = {}): TitleAlert => ({
  type: 'movie',
  provider_id: '603',
  followed: false,
  through_lists: 0,
  ...overrides,
});

function services(providers = [NETFLIX]) {
  server.use(
    http.get('/api/account/services', () =>
      HttpResponse.json({ services: { region: 'FR', providers, saved: providers.length > 0 }, attribution }),
    ),
  );
}

it.each([
  [
    'fr',
    "M'alerter quand il arrive sur mes services",
    'Nous vous préviendrons quand ce titre arrivera sur vos services.',
  ],
  ['en', "Tell me when it's on my services", 'We will tell you when this title arrives on your services.'],
] as const)('in %s, follows a title and says so, then stops following it', async (lang, name, followedMessage) => {
  services();
  const calls: string[] = [];
  server.use(
    http.get('/api/alerts/titles/movie/603', () => HttpResponse.json({ alert: titleAlert() })),
    http.put('/api/alerts/titles/movie/603', () => {
      calls.push('PUT');
      return HttpResponse.json({ alert: titleAlert({ followed: true }), message: followedMessage });
    }),
    http.delete('/api/alerts/titles/movie/603', () => {
      calls.push('DELETE');
      return HttpResponse.json({ alert: titleAlert(), message: 'unfollowed' });
    }),
  );
  const { user } = await renderRoute(<TitleAlertButton type="movie" titleId={603} />, { lang });
  const button = await screen.findByRole('button', { name, pressed: false }, firstRender);
  // Disabled until the member's alert state is known.
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  await user.click(button);
  expect(await screen.findByText(followedMessage)).toBeInTheDocument();
  expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
  // With the keyboard this time.
  screen.getByRole('button', { name }).focus();
  await user.keyboard('{Enter}');
  await waitFor(() => expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false'));
  expect(calls).toEqual(['PUT', 'DELETE']);
});

it('tells a member without services that alerts need them, and where to choose them', async () => {
  services([]);
  server.use(
    http.get('/api/alerts/titles/show/1396', () => HttpResponse.json({ alert: titleAlert({ type: 'show' }) })),
  );
  await renderRoute(<TitleAlertButton type="show" titleId={1396} />, { lang: 'en' });
  expect(await screen.findByText(/Alerts need your services/, undefined, firstRender)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Choose my services' })).toHaveAttribute('href', '/userProfile#services');
});

it('says when a title is already followed through a list', async () => {
  services();
  server.use(
    http.get('/api/alerts/titles/movie/603', () => HttpResponse.json({ alert: titleAlert({ through_lists: 2 }) })),
  );
  await renderRoute(<TitleAlertButton type="movie" titleId={603} />, { lang: 'en' });
  expect(
    await screen.findByText('Already followed through 2 of the lists you follow.', undefined, firstRender),
  ).toBeInTheDocument();
});

it('follows a whole list, and says why when the server refuses', async () => {
  server.use(
    http.get('/api/alerts/lists/12', () => HttpResponse.json({ alert: { list_id: 12, followed: false } })),
    http.put('/api/alerts/lists/12', () =>
      HttpResponse.json({ message: 'Vous suivez déjà 50 listes, le maximum.', code: 'conflict' }, { status: 409 }),
    ),
  );
  const { user } = await renderRoute(<ListAlertButton listId={12} />);
  const button = await screen.findByRole('button', { name: "M'alerter pour toute la liste" }, firstRender);
  await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
  await user.click(button);
  expect(
    await screen.findByText("L'alerte n'a pas pu être modifiée. Vous suivez déjà 50 listes, le maximum."),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: "M'alerter pour toute la liste" })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});
