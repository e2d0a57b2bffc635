import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { inputLabelled as emailField, recordingServer } from '../../../testing/recording-server';
import { renderRoute } from '../../../testing/render-route';
import { ForgottenPasswordForm } from './forgotten-password-form';

const { server, requests: requests } = recordingServer('post', '/api/reset-password');

describe('forgotten password', () => {
  it.each([
    ['fr', 'Adresse email', 'Envoyer', "Le format de l'email est incorrect."],
    ['en', 'Email address', 'Send', 'Verify your email address'],
  ] as const)(
    'in %s, shows the email format error under the field and sends nothing',
    async (lang, label, send, message) => {
      const { user } = await renderRoute(<ForgottenPasswordForm />, { lang });
      await user.type(emailField(label), 'pas-un-email');
      await user.click(screen.getByRole('button', { name: send }));
      const email = emailField(label);
      expect(email).toHaveAccessibleDescription(message);
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveFocus();
      expect(requests).toEqual([]);
    },
  );

  it('asks for the email when it is empty', async () => {
    const { user } = await renderRoute(<ForgottenPasswordForm />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(emailField('Email address')).toHaveAccessibleDescription('Your email address is required.');
    expect(requests).toEqual([]);
  });

  it('confirms once, in the form and in the success style, without a toast', async () => {
    const { user } = await renderRoute(<ForgottenPasswordForm />);
    await user.type(emailField('Adresse email'), ' Alice@Example.com ');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));
    const confirmation = await screen.findByRole('status', { name: '' });
    expect(confirmation).toHaveTextContent(/^Email envoyé !/);
    expect(screen.getAllByText(/Email envoyé !/)).toHaveLength(1);
    expect(confirmation.firstElementChild).toHaveClass('bg-public/10');
    expect(requests).toEqual([{ email: 'Alice@Example.com', lang: 'fr' }]);
  });

  it('shows the field message of a 400 under the field', async () => {
    server.use(
      http.post('/api/reset-password', () =>
        HttpResponse.json(
          {
            message: 'Some fields are invalid.',
            code: 'validation_failed',
            fields: { email: 'Verify your email address' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderRoute(<ForgottenPasswordForm />, { lang: 'en' });
    await user.type(emailField('Email address'), 'a@b.co');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByText('Verify your email address');
    expect(emailField('Email address')).toHaveAccessibleDescription('Verify your email address');
    expect(screen.queryByText('Some fields are invalid.')).not.toBeInTheDocument();
  });

  it('shows the server message of a 429 in an alert', async () => {
    server.use(
      http.post('/api/reset-password', () =>
        HttpResponse.json(
          { message: 'Too many attempts. Please try again in a few minutes.', code: 'rate_limited' },
          { status: 429 },
        ),
      ),
    );
    const { user } = await renderRoute(<ForgottenPasswordForm />, { lang: 'en' });
    await user.type(emailField('Email address'), 'alice@example.com');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many attempts. Please try again in a few minutes.');
    expect(alert).toHaveFocus();
    // What was typed stays, to send again later.
    expect(emailField('Email address')).toHaveValue('alice@example.com');
  });
});
