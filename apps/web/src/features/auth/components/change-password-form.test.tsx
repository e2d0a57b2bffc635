import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { inputLabelled } from '../../../testing/recording-server';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { ChangePasswordForm } from './change-password-form';

const bodies: unknown[] = [];
const server = setupTestServer(
  http.put('/api/account/password', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ message: 'Your password was changed.' });
  }),
);
afterEach(() => {
  bodies.length = 0;
});

const labels = {
  fr: {
    current: 'Mot de passe actuel',
    next: 'Nouveau mot de passe',
    confirm: 'Confirmation du nouveau mot de passe',
    submit: 'Changer mon mot de passe',
  },
  en: {
    current: 'Current password',
    next: 'New password',
    confirm: 'New password confirmation',
    submit: 'Change my password',
  },
} as const;

async function fillAndSubmit(lang: 'fr' | 'en') {
  const view = await renderRoute(<ChangePasswordForm />, { lang });
  const { current, next, confirm, submit } = labels[lang];
  await view.user.type(inputLabelled(current), 'Old-secret1');
  await view.user.type(inputLabelled(next), 'New-secret2');
  await view.user.type(inputLabelled(confirm), 'New-secret2');
  await view.user.click(screen.getByRole('button', { name: submit }));
  return view;
}

describe('change password form', () => {
  it.each(['fr', 'en'] as const)(
    'in %s, sends the current and new passwords, toasts the server message and empties the fields',
    async (lang) => {
      await fillAndSubmit(lang);
      expect(await screen.findByText('Your password was changed.')).toBeInTheDocument();
      expect(bodies).toEqual([{ current_password: 'Old-secret1', new_password: 'New-secret2' }]);
      const { current, next, confirm } = labels[lang];
      for (const label of [current, next, confirm]) expect(inputLabelled(label)).toHaveValue('');
    },
  );

  it("shows the server's message under the current password, keeps what was typed and focuses it", async () => {
    server.use(
      http.put('/api/account/password', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            code: 'validation_failed',
            fields: { current_password: 'Le mot de passe actuel est incorrect.' },
          },
          { status: 400 },
        ),
      ),
    );
    await fillAndSubmit('fr');
    const field = inputLabelled(labels.fr.current);
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('Le mot de passe actuel est incorrect.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Old-secret1');
  });

  it("shows the server's policy message under the new password", async () => {
    server.use(
      http.put('/api/account/password', () =>
        HttpResponse.json(
          { message: 'Some fields are invalid.', code: 'validation_failed', fields: { new_password: 'Too common.' } },
          { status: 400 },
        ),
      ),
    );
    await fillAndSubmit('en');
    expect(await screen.findByText('Too common.')).toBeInTheDocument();
    expect(inputLabelled(labels.en.next)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an empty current password and a mismatched confirmation before sending', async () => {
    const { user } = await renderRoute(<ChangePasswordForm />, { lang: 'en' });
    await user.type(inputLabelled(labels.en.next), 'New-secret2');
    await user.type(inputLabelled(labels.en.confirm), 'Other-secret3');
    await user.click(screen.getByRole('button', { name: labels.en.submit }));
    expect(inputLabelled(labels.en.current)).toHaveAttribute('aria-invalid', 'true');
    expect(inputLabelled(labels.en.confirm)).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);
  });
});
