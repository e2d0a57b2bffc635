import { act, fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { SignupForm } from './signup-form';

const registered: unknown[] = [];
const server = setupServer(
  http.get('/api/users/check-username-availability', ({ request }) => {
    const name = new URL(request.url).searchParams.get('user_name');
    if (name === 'takenname') return HttpResponse.json({ available: false, reason: 'taken' });
    if (name === 'takennane') return HttpResponse.json({ available: false, reason: 'similar' });
    if (name === 'moderator') return HttpResponse.json({ available: false, reason: 'reserved' });
    return HttpResponse.json({ available: true });
  }),
  http.get('/api/users/check-email-availability', ({ request }) => {
    const email = new URL(request.url).searchParams.get('email');
    if (email === 'broken@example.com')
      return HttpResponse.json({ message: 'boom', code: 'internal_error' }, { status: 500 });
    return HttpResponse.json({ available: email !== 'taken@example.com' });
  }),
  http.post('/api/register', async ({ request }) => {
    registered.push(await request.json());
    return HttpResponse.json({ user: { id: 7, user_name: 'newcomer' } }, { status: 201 });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  registered.length = 0;
  vi.useRealTimers();
});
afterAll(() => server.close());

const submitButton = (name: RegExp) => screen.getByRole('button', { name });
/** The control of a labelled field; required labels end with an asterisk. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`), { selector: 'input' });

describe('sign-up validation timing', () => {
  it.each([
    [
      'fr',
      "Nom d'utilisateur",
      "Votre nom d'utilisateur doit contenir entre 5 et 16 caractères.",
      'Mot de passe',
      'Votre mot de passe doit contenir de 8 à 128 caractères, dont au moins une majuscule et un chiffre.',
    ],
    [
      'en',
      'Username',
      'Your username must be between 5 and 16 characters long.',
      'Password',
      'Your password must be 8 to 128 characters long, with at least one uppercase letter and one digit.',
    ],
  ] as const)(
    'in %s, shows a field message only 300 ms after the last key',
    async (lang, usernameLabel, usernameMessage, passwordLabel, passwordMessage) => {
      await renderRoute(<SignupForm />, { lang });
      // Only the debounce's clock is faked, and keys are sent synchronously: Testing Library's async
      // helpers wait on a real setTimeout that Vitest's fake timers would freeze.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const typeInto = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

      typeInto(field(usernameLabel), 'abc');
      act(() => vi.advanceTimersByTime(299));
      expect(screen.queryByText(usernameMessage)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByText(usernameMessage)).toBeInTheDocument();

      const password = field(passwordLabel);
      typeInto(password, 'short');
      act(() => vi.advanceTimersByTime(200));
      // A new key restarts the wait.
      typeInto(password, 'short1');
      act(() => vi.advanceTimersByTime(200));
      expect(screen.queryByText(passwordMessage)).not.toBeInTheDocument();
      act(() => vi.advanceTimersByTime(100));
      expect(screen.getByText(passwordMessage)).toBeInTheDocument();
    },
  );

  it('shows the "required" message of an untouched field only once it is left', async () => {
    const { user } = await renderRoute(<SignupForm />, { lang: 'en' });
    expect(screen.queryByText('Your username is required.')).not.toBeInTheDocument();
    await user.click(field('Username'));
    await user.tab();
    expect(await screen.findByText('Your username is required.')).toBeInTheDocument();
  });
});

describe('sign-up submission', () => {
  async function fillValidForm(
    user: Awaited<ReturnType<typeof renderRoute>>['user'],
    { username = 'newcomer', email = 'new@example.com' } = {},
  ) {
    await user.type(field("Nom d'utilisateur"), username);
    await user.type(field('Adresse email'), email);
    await user.type(field('Mot de passe'), 'Secret123');
    await user.type(field('Confirmation du mot de passe'), 'Secret123');
  }

  it('keeps submit disabled until all four fields are valid, then registers and goes to /login', async () => {
    const { user } = await renderRoute(<SignupForm />, { path: '/signup' });
    expect(submitButton(/s'inscrire/i)).toBeDisabled();
    await fillValidForm(user);
    await vi.waitFor(() => expect(submitButton(/s'inscrire/i)).toBeEnabled());

    await user.click(submitButton(/s'inscrire/i));

    expect(await screen.findByText('Compte créé !')).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent('/login');
    expect(registered).toEqual([{ user_name: 'newcomer', email: 'new@example.com', password: 'Secret123' }]);
  });

  it('keeps submit disabled when the passwords differ', async () => {
    const { user } = await renderRoute(<SignupForm />);
    await fillValidForm(user);
    await user.type(field('Confirmation du mot de passe'), 'x');
    expect(await screen.findByText('Vos mots de passe ne correspondent pas.')).toBeInTheDocument();
    expect(submitButton(/s'inscrire/i)).toBeDisabled();
  });

  it.each([
    ['en', 'This username is already taken.'],
    ['fr', "Ce nom d'utilisateur est déjà pris."],
  ] as const)('in %s, says a taken username is taken', async (lang, message) => {
    const { user } = await renderRoute(<SignupForm />, { lang });
    await user.type(field(lang === 'en' ? 'Username' : "Nom d'utilisateur"), 'takenname');
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(submitButton(lang === 'en' ? /sign up/i : /s'inscrire/i)).toBeDisabled();
  });

  it.each([
    ['fr', 'takennane', "Ce nom d'utilisateur ressemble trop à un nom déjà pris."],
    ['en', 'takennane', 'This username looks too much like one already taken.'],
    ['fr', 'moderator', "Ce nom d'utilisateur est réservé."],
    ['en', 'moderator', 'This username is reserved.'],
  ] as const)('in %s, says why %s cannot be taken', async (lang, name, message) => {
    const { user } = await renderRoute(<SignupForm />, { lang });
    await user.type(field(lang === 'en' ? 'Username' : "Nom d'utilisateur"), name);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it.each([
    ['en', 'Ｒｅｄ Ｂｏｂ', 'Use letters, digits and _ . - only, without spaces.'],
    [
      'fr',
      'pаypal1',
      'Utilisez un seul alphabet : pas de lettres latines mêlées à des lettres cyrilliques ou grecques, par exemple.',
    ],
  ] as const)('in %s, explains a username made of refused characters (%s)', async (lang, name, message) => {
    const { user } = await renderRoute(<SignupForm />, { lang });
    await user.type(field(lang === 'en' ? 'Username' : "Nom d'utilisateur"), name);
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('shows the rule under the field in place of its hint once it is broken', async () => {
    const { user } = await renderRoute(<SignupForm />, { lang: 'en' });
    expect(screen.getByText('5 to 16 characters.')).toBeInTheDocument();
    await user.type(field('Username'), 'abc');
    expect(await screen.findByText('Your username must be between 5 and 16 characters long.')).toBeInTheDocument();
    expect(screen.queryByText('5 to 16 characters.')).not.toBeInTheDocument();
  });

  it('says a taken email is taken and a failed check could not verify the account', async () => {
    const { user } = await renderRoute(<SignupForm />, { lang: 'en' });
    const email = field('Email address');
    await user.type(email, 'taken@example.com');
    expect(await screen.findByText('This email address is already taken.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'broken@example.com');
    expect(await screen.findByText('An error occurred while verifying your account.')).toBeInTheDocument();
  });

  it('shows the server field errors and the failure toast when registration is refused', async () => {
    server.use(
      http.post('/api/register', () =>
        HttpResponse.json(
          { message: 'Nom pris.', code: 'username_taken', fields: { user_name: 'Ce nom vient d’être pris.' } },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderRoute(<SignupForm />);
    await fillValidForm(user);
    await vi.waitFor(() => expect(submitButton(/s'inscrire/i)).toBeEnabled());
    await user.click(submitButton(/s'inscrire/i));
    const toast = await screen.findByText('Une erreur est survenue lors de la création du compte.');
    expect(toast).toBeInTheDocument();
    expect(await screen.findByText('Ce nom vient d’être pris.')).toBeInTheDocument();
    await vi.waitFor(() => expect(field("Nom d'utilisateur")).toHaveFocus());
    expect(within(document.body).queryByTestId('current-path')).not.toBeInTheDocument();
  });
});
