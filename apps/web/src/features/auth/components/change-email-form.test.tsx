import type { PendingEmailChangeResponse } from '@pepites/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { inputLabelled } from '../../../testing/recording-server';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { ChangeEmailForm } from './change-email-form';

const bodies: unknown[] = [];
let state: PendingEmailChangeResponse = { email: 'lea@example.test', pendingEmail: null, pendingExpiresAt: null };
const server = setupTestServer(
  http.get('/api/account/email', () => HttpResponse.json(state)),
  http.put('/api/account/email', async ({ request }) => {
    const body = (await request.json()) as { email: string };
    bodies.push(body);
    state = { ...state, pendingEmail: body.email, pendingExpiresAt: '2026-11-29T10:00:00.000Z' };
    return HttpResponse.json({ message: 'A confirmation link has been sent to the new address.' });
  }),
);
afterEach(() => {
  bodies.length = 0;
  state = { email: 'lea@example.test', pendingEmail: null, pendingExpiresAt: null };
});

const labels = {
  fr: { email: 'Nouvelle adresse email', password: 'Mot de passe actuel', submit: 'Changer mon adresse' },
  en: { email: 'New email address', password: 'Current password', submit: 'Change my address' },
} as const;

async function fillAndSubmit(lang: 'fr' | 'en', email = 'lea.new@example.test') {
  const view = await renderRoute(<ChangeEmailForm />, { lang });
  expect(await screen.findByText('lea@example.test')).toBeInTheDocument();
  await view.user.type(inputLabelled(labels[lang].email), email);
  await view.user.type(inputLabelled(labels[lang].password), 'Secret-pass1');
  await view.user.click(screen.getByRole('button', { name: labels[lang].submit }));
  return view;
}

describe('change email form', () => {
  it.each([
    ['fr', 'En attente de confirmation à lea.new@example.test'],
    ['en', 'Waiting for confirmation at lea.new@example.test'],
  ] as const)(
    'in %s, sends the address and password, toasts the server message, empties the fields and shows the pending address',
    async (lang, pendingText) => {
      await fillAndSubmit(lang);
      expect(await screen.findByText('A confirmation link has been sent to the new address.')).toBeInTheDocument();
      expect(bodies).toEqual([{ email: 'lea.new@example.test', password: 'Secret-pass1' }]);
      expect(inputLabelled(labels[lang].email)).toHaveValue('');
      expect(inputLabelled(labels[lang].password)).toHaveValue('');
      expect(await screen.findByText(new RegExp(pendingText))).toBeInTheDocument();
    },
  );

  it('shows a change already waiting when the page opens', async () => {
    state = { ...state, pendingEmail: 'elsewhere@example.test', pendingExpiresAt: '2026-11-29T10:00:00.000Z' };
    await renderRoute(<ChangeEmailForm />, { lang: 'en' });
    expect(await screen.findByRole('status')).toHaveTextContent('Waiting for confirmation at elsewhere@example.test');
  });

  it("shows the server's wrong-password message under the password, keeps what was typed and focuses it", async () => {
    server.use(
      http.put('/api/account/email', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            code: 'validation_failed',
            fields: { password: 'Votre mot de passe actuel est incorrect.' },
          },
          { status: 400 },
        ),
      ),
    );
    await fillAndSubmit('fr');
    const field = inputLabelled(labels.fr.password);
    expect(await screen.findByText('Votre mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Secret-pass1');
  });

  it("shows the server's taken message under the address", async () => {
    server.use(
      http.put('/api/account/email', () =>
        HttpResponse.json(
          {
            message: 'This email address is already taken.',
            code: 'email_taken',
            fields: { email: 'This email address is already taken.' },
          },
          { status: 409 },
        ),
      ),
    );
    await fillAndSubmit('en', 'taken@example.test');
    const field = inputLabelled(labels.en.email);
    expect(await screen.findByText('This email address is already taken.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
  });

  it('refuses a malformed address and an empty password before sending', async () => {
    const { user } = await renderRoute(<ChangeEmailForm />, { lang: 'en' });
    await screen.findByText('lea@example.test');
    await user.type(inputLabelled(labels.en.email), 'not-an-address');
    await user.click(screen.getByRole('button', { name: labels.en.submit }));
    expect(inputLabelled(labels.en.email)).toHaveAttribute('aria-invalid', 'true');
    expect(inputLabelled(labels.en.password)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Verify your email address')).toBeInTheDocument();
    expect(bodies).toEqual([]);
  });

  it('says when the address cannot be loaded and loads it again on retry', async () => {
    server.use(
      http.get('/api/account/email', () => HttpResponse.json({ message: 'x', code: 'unavailable' }, { status: 503 }), {
        once: true,
      }),
    );
    const { user } = await renderRoute(<ChangeEmailForm />, { lang: 'en' });
    expect(await screen.findByText('Your address could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('lea@example.test')).toBeInTheDocument();
  });
});
