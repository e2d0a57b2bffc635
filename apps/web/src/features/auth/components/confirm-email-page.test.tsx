import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { ConfirmEmailPage } from './confirm-email-page';

const GOOD = 'g'.repeat(43);
const sent: unknown[] = [];
let signedIn = false;
const server = setupTestServer(
  http.get('/api/session', () =>
    HttpResponse.json({
      user: signedIn
        ? {
            id: 7,
            user_name: 'lea_reads',
            avatar: null,
            country: null,
            city: null,
            catchline: null,
            introduction: null,
            publicListsCount: 0,
            listsCount: 0,
            role: 'user',
            email: 'lea.new@example.test',
          }
        : null,
    }),
  ),
  http.post('/api/account/email/confirm', async ({ request }) => {
    const body = (await request.json()) as { token: string };
    sent.push(body);
    await delay(20);
    if (body.token !== GOOD) {
      return HttpResponse.json(
        {
          message: 'This confirmation link is invalid, was already used or has expired.',
          code: 'invalid_email_change_token',
        },
        { status: 400 },
      );
    }
    return HttpResponse.json({ message: 'Your email address has been changed.', email: 'lea.new@example.test' });
  }),
);
afterEach(() => {
  sent.length = 0;
  signedIn = false;
});

describe('email confirmation page', () => {
  it.each([
    ['fr', 'Adresse confirmée', 'Se connecter'],
    ['en', 'Address confirmed', 'Log in'],
  ] as const)(
    'in %s, sends the token once, then says the address changed and leads a visitor to sign in',
    async (lang, title, link) => {
      await renderRoute(<ConfirmEmailPage token={GOOD} />, { lang });
      expect(screen.getByTestId('email-confirming')).toBeInTheDocument();
      // The first render of the file pays for loading the page's modules on a busy machine.
      expect(await screen.findByRole('heading', { name: title }, { timeout: 5000 })).toBeInTheDocument();
      expect(screen.getByText('lea.new@example.test')).toBeInTheDocument();
      expect(await screen.findByRole('link', { name: link })).toHaveAttribute('href', '/login');
      expect(sent).toEqual([{ token: GOOD }]);
    },
  );

  it('leads a signed-in member to their profile', async () => {
    signedIn = true;
    await renderRoute(<ConfirmEmailPage token={GOOD} />, { lang: 'en' });
    expect(await screen.findByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/userProfile');
  });

  it("shows the server's message for a dead link and a way onwards", async () => {
    await renderRoute(<ConfirmEmailPage token={'d'.repeat(43)} />, { lang: 'en' });
    expect(await screen.findByRole('heading', { name: 'The address was not changed' })).toBeInTheDocument();
    expect(screen.getByText('This confirmation link is invalid, was already used or has expired.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(sent).toHaveLength(1);
  });

  it('shows a conflict the same way, in French', async () => {
    server.use(
      http.post('/api/account/email/confirm', () =>
        HttpResponse.json({ message: 'Cette adresse email est déjà utilisée.', code: 'email_taken' }, { status: 409 }),
      ),
    );
    await renderRoute(<ConfirmEmailPage token={GOOD} />, { lang: 'fr' });
    expect(await screen.findByRole('heading', { name: "L'adresse n'a pas été modifiée" })).toBeInTheDocument();
    expect(screen.getByText('Cette adresse email est déjà utilisée.')).toBeInTheDocument();
  });
});
