import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { inputLabelled as field, recordingServer } from '../../../testing/recording-server';
import { renderRoute } from '../../../testing/render-route';
import { ResetPasswordForm } from './reset-password-form';

const { server, requests: confirmations } = recordingServer('post', '/api/reset-password/confirm');

describe('password reset', () => {
  it.each([
    [
      'fr',
      'Nouveau mot de passe',
      'Confirmation du nouveau mot de passe',
      'Envoyer',
      'Vos mots de passe ne correspondent pas.',
    ],
    ['en', 'New password', 'New password confirmation', 'Send', "Your passwords don't match."],
  ] as const)(
    'in %s, refuses different passwords under the confirmation field without calling the server',
    async (lang, passwordLabel, confirmLabel, send, message) => {
      const { user } = await renderRoute(<ResetPasswordForm token="abc" />, { lang });
      await user.type(field(passwordLabel), 'Secret123');
      await user.type(field(confirmLabel), 'Secret124');
      await user.click(screen.getByRole('button', { name: send }));
      expect(field(confirmLabel)).toHaveAccessibleDescription(message);
      expect(field(confirmLabel)).toHaveAttribute('aria-invalid', 'true');
      expect(field(confirmLabel)).toHaveFocus();
      expect(confirmations).toEqual([]);
    },
  );

  it('refuses a password outside the policy with the policy message, in place of the hint', async () => {
    const { user } = await renderRoute(<ResetPasswordForm token="abc" />, { lang: 'en' });
    const hint = '8 to 128 characters, with at least one uppercase letter and one digit.';
    expect(field('New password')).toHaveAccessibleDescription(hint);
    await user.type(field('New password'), 'lowercase1');
    await user.type(field('New password confirmation'), 'lowercase1');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(field('New password')).toHaveAccessibleDescription(
      'Your password must be 8 to 128 characters long, with at least one uppercase letter and one digit.',
    );
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(field('New password')).toHaveFocus();
  });

  it('sends the token and the password, then offers the login link', async () => {
    const { user } = await renderRoute(<ResetPasswordForm token="tok-123" />);
    await user.type(field('Nouveau mot de passe'), 'Secret123');
    await user.type(field('Confirmation du nouveau mot de passe'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const result = await screen.findByRole('alert');
    expect(result).toHaveTextContent('Votre mot de passe a été réinitialisé.');
    expect(result).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('button', { name: 'Envoyer' })).not.toBeInTheDocument();
    expect(confirmations).toEqual([{ token: 'tok-123', password: 'Secret123' }]);
  });

  it('shows the error and a way to ask for a new link when the token is refused', async () => {
    server.use(
      http.post('/api/reset-password/confirm', () =>
        HttpResponse.json(
          { message: 'This reset link is invalid or has expired.', code: 'invalid_reset_token' },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderRoute(<ResetPasswordForm token="old" />, { lang: 'en' });
    await user.type(field('New password'), 'Secret123');
    await user.type(field('New password confirmation'), 'Secret123');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while resetting the password !');
    expect(alert).toHaveTextContent('This reset link is invalid or has expired.');
    expect(alert).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgottenPassword');
    expect(field('New password')).toHaveValue('Secret123');
    expect(field('New password confirmation')).toHaveValue('Secret123');
  });
});
