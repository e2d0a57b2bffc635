import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../../../components/ui/button';
import { inputLabelled } from '../../../testing/recording-server';
import { renderRoute } from '../../../testing/render-route';
import { setupTestServer } from '../../../testing/test-server';
import { makeUser } from '../../../testing/user-factories';
import { CACHED_USER_STORAGE_KEY } from '../lib/cached-user';
import { sessionQueryKey, setSessionUser } from '../lib/session-store';
import { DeleteAccountDialog } from './delete-account-dialog';

const bodies: unknown[] = [];
const server = setupTestServer(
  http.delete('/api/account', async ({ request }) => {
    bodies.push(await request.json());
    return HttpResponse.json({ message: 'Your account and your lists are deleted.' });
  }),
);
afterEach(() => {
  bodies.length = 0;
  localStorage.clear();
});

const labels = {
  fr: {
    open: 'Ouvrir',
    password: 'Mot de passe',
    confirm: 'Recopiez votre nom d’utilisateur pour confirmer',
    submit: 'Supprimer définitivement mon compte',
  },
  en: {
    open: 'Open',
    password: 'Password',
    confirm: 'Type your user name to confirm',
    submit: 'Delete my account for good',
  },
} as const;

async function openDialog(lang: 'fr' | 'en') {
  const view = await renderRoute(
    <DeleteAccountDialog userName="Alice" trigger={<Button>{labels[lang].open}</Button>} />,
    { path: '/userProfile', lang },
  );
  await view.user.click(screen.getByRole('button', { name: labels[lang].open }));
  return view;
}

describe('delete account dialog', () => {
  it.each(['fr', 'en'] as const)('in %s, keeps the button disabled until the user name matches', async (lang) => {
    const { user } = await openDialog(lang);
    const submit = screen.getByRole('button', { name: labels[lang].submit });
    await user.type(inputLabelled(labels[lang].password), 'Secret-pass1');
    expect(submit).toBeDisabled();
    await user.type(inputLabelled(labels[lang].confirm), 'Alic');
    expect(submit).toBeDisabled();
    await user.type(inputLabelled(labels[lang].confirm), 'e-x');
    expect(submit).toBeDisabled();
    await user.clear(inputLabelled(labels[lang].confirm));
    await user.type(inputLabelled(labels[lang].confirm), ' alice ');
    expect(submit).toBeEnabled();
    expect(bodies).toEqual([]);
  });

  it('lists what is deleted and says the name stays reserved 30 days', async () => {
    await openDialog('en');
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
    for (const text of [
      /your lists/,
      /likes you gave/,
      /seen marks/,
      /notifications/,
      /uploaded/,
      /sessions/,
      /badges/,
    ]) {
      expect(dialog).toHaveTextContent(text);
    }
    expect(dialog).toHaveTextContent('Your user name “Alice” stays reserved for 30 days');
  });

  it("shows the server's wrong-password message under the password and focuses it", async () => {
    server.use(
      http.delete('/api/account', () =>
        HttpResponse.json(
          {
            message: 'Certains champs sont invalides.',
            code: 'validation_failed',
            fields: { password: 'Le mot de passe actuel est incorrect.' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await openDialog('fr');
    await user.type(inputLabelled(labels.fr.password), 'Wrong-pass1');
    await user.type(inputLabelled(labels.fr.confirm), 'alice');
    await user.click(screen.getByRole('button', { name: labels.fr.submit }));
    const field = inputLabelled(labels.fr.password);
    expect(await screen.findByText('Le mot de passe actuel est incorrect.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('current-path')).toBeNull();
  });

  it('on success sends the password and the name, signs out, clears the caches and goes home with a toast', async () => {
    const { user, queryClient } = await openDialog('en');
    setSessionUser(queryClient, makeUser({ user_name: 'Alice' }));
    queryClient.setQueryData(['lists', 'mine'], { lists: [{ id: 1 }] });
    await user.type(inputLabelled(labels.en.password), 'Secret-pass1');
    await user.type(inputLabelled(labels.en.confirm), 'alice');
    await user.click(screen.getByRole('button', { name: labels.en.submit }));
    expect(await screen.findByText('Your account and your lists are deleted.')).toBeInTheDocument();
    expect(await screen.findByTestId('current-path')).toHaveTextContent(/^\/$/);
    expect(bodies).toEqual([{ password: 'Secret-pass1', confirm: 'alice' }]);
    expect(queryClient.getQueryData(sessionQueryKey)).toEqual({ user: null });
    expect(queryClient.getQueryData(['lists', 'mine'])).toBeUndefined();
    expect(localStorage.getItem(CACHED_USER_STORAGE_KEY)).toBeNull();
  });
});
