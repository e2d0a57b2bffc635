import { act, screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { sessionQueryKey, setSessionUser } from '../api/get-current-user';
import { RedirectSignedIn, RequireAdmin, RequireUser } from './route-guards';
import { setupTestServer } from '../../../testing/test-server';
import { makeUser } from '../../../testing/user-factories';

const member = makeUser();
const server = setupTestServer();

afterEach(() => {
  localStorage.clear();
});

const answerSession = (user: unknown) => server.use(http.get('/api/session', () => HttpResponse.json({ user })));

describe('RequireUser', () => {
  it('shows the loading screen until the session answers, then the page', async () => {
    server.use(
      http.get('/api/session', async () => {
        await delay(50);
        return HttpResponse.json({ user: member });
      }),
    );
    await renderRoute(<RequireUser>{(user) => <p>Hello {user.user_name}</p>}</RequireUser>, { path: '/userProfile' });
    expect(screen.getByRole('status')).toHaveTextContent('Chargement');
    expect(await screen.findByText('Hello alice')).toBeInTheDocument();
  });

  it('sends a visitor to /login, even with a stale cached user', async () => {
    localStorage.setItem('pepites.user', JSON.stringify(member));
    answerSession(null);
    await renderRoute(<RequireUser>secret</RequireUser>, { path: '/userProfile' });
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
    expect(screen.queryByText('secret')).not.toBeInTheDocument();
  });
});

describe('RequireAdmin', () => {
  it.each([
    ['en', "You don't have access to this page", 'Back to the home page'],
    ['fr', "Vous n'avez pas accès à cette page", "Retour à l'accueil"],
  ] as const)(
    'in %s, shows a signed-in member who is not the admin a 403 page with a link home, on the same address',
    async (lang, title, back) => {
      answerSession(member);
      const { user } = await renderRoute(<RequireAdmin>dashboard</RequireAdmin>, { path: '/adminDashboard', lang });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByText('403')).toBeInTheDocument();
      expect(screen.queryByText('dashboard')).not.toBeInTheDocument();
      expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
      await waitFor(() => expect(document.title).toBe(`${title} · Pépites`));
      await user.click(screen.getByRole('link', { name: back }));
      expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
    },
  );

  it('sends a visitor home', async () => {
    answerSession(null);
    await renderRoute(<RequireAdmin>dashboard</RequireAdmin>, { path: '/adminDashboard' });
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('lets the admin in', async () => {
    answerSession({ ...member, user_name: 'admin', role: 'admin' });
    await renderRoute(<RequireAdmin>dashboard</RequireAdmin>, { path: '/adminDashboard' });
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });
});

describe('RedirectSignedIn', () => {
  it('sends a signed-in member away from the login form', async () => {
    answerSession(member);
    await renderRoute(<RedirectSignedIn>login form</RedirectSignedIn>, { path: '/login' });
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
  });

  it('shows the form to a visitor and lets a login made there finish on the page', async () => {
    answerSession(null);
    const { queryClient } = await renderRoute(<RedirectSignedIn>login form</RedirectSignedIn>, { path: '/login' });
    await waitFor(() => expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: null }));
    act(() => setSessionUser(queryClient, member));
    expect(screen.getByText('login form')).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });
});
