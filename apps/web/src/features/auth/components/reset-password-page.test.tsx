import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { ResetPasswordPage } from './reset-password-page';

const VALID = 'a'.repeat(43);
const USED = 'b'.repeat(43);
const checked: unknown[] = [];
const server = setupServer(
  http.post('/api/reset-password/check', async ({ request }) => {
    const body = (await request.json()) as { token: string };
    checked.push(body);
    await delay(20);
    return HttpResponse.json({ valid: body.token === VALID });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  checked.length = 0;
});
afterAll(() => server.close());

describe('reset page', () => {
  it('checks the link while showing a placeholder of the form, then shows the form of a valid link', async () => {
    await renderRoute(<ResetPasswordPage token={VALID} />);
    expect(screen.getByRole('status')).toHaveTextContent('Vérification du lien…');
    expect(screen.getByTestId('reset-link-checking')).toBeInTheDocument();
    expect(await screen.findByLabelText(/^Nouveau mot de passe\*?$/, { selector: 'input' })).toBeInTheDocument();
    expect(checked).toEqual([{ token: VALID }]);
  });

  it.each([
    ['fr', 'Ce lien est invalide ou a expiré', 'Demander un nouveau lien', 'Nouveau mot de passe'],
    ['en', 'This link is invalid or has expired', 'Ask for a new link', 'New password'],
  ] as const)(
    'in %s, says at once that a used link is dead, offers a new one, and shows no form',
    async (lang, title, requestNew, passwordLabel) => {
      await renderRoute(<ResetPasswordPage token={USED} />, { lang });
      expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: requestNew })).toHaveAttribute('href', '/forgottenPassword');
      expect(screen.queryByLabelText(new RegExp(passwordLabel))).not.toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
    },
  );

  it('treats a token the server refuses (400) as a dead link', async () => {
    server.use(
      http.post('/api/reset-password/check', () =>
        HttpResponse.json(
          { message: 'Invalid.', code: 'validation_failed', fields: { token: 'Invalid.' } },
          { status: 400 },
        ),
      ),
    );
    await renderRoute(<ResetPasswordPage token="made-up" />, { lang: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
  });

  it('does not ask the server about a token that cannot be one', async () => {
    await renderRoute(<ResetPasswordPage token="pas un jeton !" />, { lang: 'en' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This link is invalid or has expired' }),
    ).toBeInTheDocument();
    expect(checked).toEqual([]);
  });

  it('offers to retry when the check itself fails', async () => {
    server.use(
      http.post('/api/reset-password/check', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again in a few minutes.', code: 'rate_limited' },
          { status: 429 },
        ),
      ),
    );
    await renderRoute(<ResetPasswordPage token={VALID} />, { lang: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please try again in a few minutes.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
