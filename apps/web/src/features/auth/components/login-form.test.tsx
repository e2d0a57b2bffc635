import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { i18n } from '../../../lib/i18n';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { LoginForm } from './login-form';
import { setupTestServer } from '../../../testing/test-server';
import { makeUser } from '../../../testing/user-factories';

const alice = makeUser({ country: 'FR', city: 'Lyon', publicListsCount: 2, listsCount: 3, email: 'alice@example.com' });
const logins: unknown[] = [];
const server = setupTestServer(
  http.post('/api/login', async ({ request }) => {
    logins.push(await request.json());
    return HttpResponse.json({ user: alice });
  }),
);

afterEach(() => {
  logins.length = 0;
});

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });

describe('login', () => {
  it('sends the remember-me choice, toasts "Connecté" and goes home', async () => {
    const { user, queryClient } = await renderRoute(<LoginForm />, { path: '/login' });
    await user.type(field('Adresse email'), ' alice@example.com ');
    await user.type(field('Mot de passe'), 'Secret123');
    await user.click(screen.getByRole('checkbox', { name: /se souvenir de moi/i }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByText('Connecté')).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(logins).toEqual([{ email: 'alice@example.com', password: 'Secret123', remember: true }]);
    expect(queryClient.getQueryData(['session'])).toEqual({ user: alice });
  });

  it('sends remember: false when the box is left unticked', async () => {
    const { user } = await renderRoute(<LoginForm />, { path: '/login', lang: 'en' });
    await user.type(field('Email address'), 'alice@example.com');
    await user.type(field('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Logged in')).toBeInTheDocument();
    expect(logins).toEqual([{ email: 'alice@example.com', password: 'Secret123', remember: false }]);
  });

  it('asks for the missing fields without calling the server', async () => {
    const { user } = await renderRoute(<LoginForm />, { path: '/login', lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('Your email address is required.')).toBeInTheDocument();
    expect(screen.getByText('A password is required.')).toBeInTheDocument();
    expect(field('Email address')).toHaveFocus();
    expect(logins).toEqual([]);
  });

  it('keeps the typed email and focuses the one field left empty', async () => {
    const { user } = await renderRoute(<LoginForm />, { path: '/login', lang: 'en' });
    await user.type(field('Email address'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(field('Password')).toHaveAccessibleDescription('A password is required.');
    expect(field('Password')).toHaveFocus();
    expect(field('Email address')).toHaveValue('alice@example.com');
    expect(field('Email address')).not.toHaveAttribute('aria-invalid');
    expect(logins).toEqual([]);
  });

  it.each([
    [
      'fr',
      'Adresse email',
      'Mot de passe',
      'Se connecter',
      'Une erreur est survenue lors de la connexion.',
      'Email ou mot de passe incorrect.',
    ],
    ['en', 'Email address', 'Password', 'Log in', 'An error occurred while logging in.', 'Wrong email or password.'],
  ] as const)(
    'in %s, stays on /login after wrong credentials: the error in an alert that takes the focus, the email kept, the password cleared',
    async (lang, emailLabel, passwordLabel, submit, title, reason) => {
      server.use(
        http.post('/api/login', () =>
          HttpResponse.json({ message: reason, code: 'invalid_credentials' }, { status: 401 }),
        ),
      );
      const { user } = await renderRoute(<LoginForm />, { path: '/login', lang });
      await user.type(field(emailLabel), 'alice@example.com');
      await user.type(field(passwordLabel), 'wrong');
      await user.click(screen.getByRole('button', { name: submit }));

      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(title);
      expect(alert).toHaveTextContent(reason);
      expect(alert).toHaveFocus();
      expect(field(emailLabel)).toHaveValue('alice@example.com');
      expect(field(passwordLabel)).toHaveValue('');
      // No navigation: any other path would show the test's current-path marker.
      expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
      expect(screen.queryByText('Connecté')).not.toBeInTheDocument();
    },
  );

  it('announces a second identical failure again', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json({ message: 'Wrong email or password.', code: 'invalid_credentials' }, { status: 401 }),
      ),
    );
    const { user } = await renderRoute(<LoginForm />, { path: '/login', lang: 'en' });
    await user.type(field('Email address'), 'alice@example.com');
    await user.type(field('Password'), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const first = await screen.findByRole('alert');
    await user.type(field('Password'), 'wrong again');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).not.toBe(first));
    expect(screen.getByRole('alert')).toHaveFocus();
  });

  it('shows the server message when login is rate limited', async () => {
    server.use(
      http.post('/api/login', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again in a few minutes.', code: 'rate_limited' },
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderRoute(<LoginForm />, { path: '/login', lang: 'en' });
    await user.type(field('Email address'), 'alice@example.com');
    await user.type(field('Password'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(/^Too many attempts\. Please try again in a few minutes\.$/);
    expect(alert).toHaveFocus();
    // Nothing was wrong with what was typed: it stays for the next try.
    expect(field('Password')).toHaveValue('Secret123');
    expect(screen.queryByTestId('current-path')).not.toBeInTheDocument();
  });

  it('keeps what was typed in the page rendered on the server before the script took over', async () => {
    await act(() => i18n.changeLanguage('en'));
    const page = () => (
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider
            router={createMemoryRouter(
              [
                { path: '/login', element: <LoginForm /> },
                { path: '*', element: <p>home</p> },
              ],
              { initialEntries: ['/login'] },
            )}
          />
        </I18nextProvider>
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    document.body.append(container);
    (container.querySelector('input[name="email"]') as HTMLInputElement).value = 'alice@example.com';
    (container.querySelector('input[name="password"]') as HTMLInputElement).value = 'Secret123';
    render(page(), { container, hydrate: true });
    expect(field('Email address')).toHaveValue('alice@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    await vi.waitFor(() =>
      expect(logins).toEqual([{ email: 'alice@example.com', password: 'Secret123', remember: false }]),
    );
    // Signed in, the form leaves for the next page.
    expect(await screen.findByText('home')).toBeInTheDocument();
  });
});
