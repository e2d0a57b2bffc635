import { UPLOAD_MAX_BYTES } from '@pepites/contracts';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { ProfileEditForm } from './profile-edit-form';
import { setupTestServer } from '../../../testing/test-server';
import { makeUser } from '../../../testing/user-factories';

const alice = makeUser({
  country: 'FR',
  city: 'Lyon',
  introduction: 'Hello',
  publicListsCount: 2,
  listsCount: 3,
  email: 'alice@example.com',
});
let uploads = 0;
const updates: unknown[] = [];
const server = setupTestServer(
  http.post('/api/uploads/avatar', () => {
    uploads += 1;
    return HttpResponse.json({ url: '/api/uploads/avatars/new.webp' });
  }),
  http.put('/api/update/3', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    updates.push(body);
    return HttpResponse.json({ message: 'ok', user: { ...alice, user_name: body.username, avatar: body.avatar } });
  }),
);

afterEach(() => {
  uploads = 0;
  updates.length = 0;
});

const imageOf = (bytes: number, type = 'image/png') => new File([new Uint8Array(bytes)], 'me.png', { type });

describe('profile form avatar', () => {
  it.each([
    ['fr', "L'image ne doit pas dépasser 5 Mo."],
    ['en', 'The image must be at most 5 MB.'],
  ] as const)('in %s, refuses a file over 5 MB before sending it', async (lang, message) => {
    const { user } = await renderRoute(<ProfileEditForm user={alice} />, { lang });
    await user.upload(screen.getByTestId('avatar-file'), imageOf(UPLOAD_MAX_BYTES + 1));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(uploads).toBe(0);
  });

  it('refuses a file that is not an image', async () => {
    const { user } = await renderRoute(<ProfileEditForm user={alice} />, {
      lang: 'en',
      userEventOptions: { applyAccept: false },
    });
    await user.upload(screen.getByTestId('avatar-file'), new File(['hi'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Only images are accepted.');
    expect(uploads).toBe(0);
  });

  it.each([
    ['fr', 'Seules les images sont acceptées.', 'Certains champs sont invalides.'],
    ['en', 'Only images are accepted.', 'Some fields are invalid.'],
  ] as const)(
    'in %s, shows the server field message for a file that only claims to be an image',
    async (lang, precise, general) => {
      server.use(
        http.post('/api/uploads/avatar', () =>
          HttpResponse.json(
            { message: general, code: 'validation_failed', fields: { file: precise } },
            { status: 400 },
          ),
        ),
      );
      const { user } = await renderRoute(<ProfileEditForm user={alice} />, { lang });
      await user.upload(
        screen.getByTestId('avatar-file'),
        new File(['not an image'], 'fake.png', { type: 'image/png' }),
      );
      expect(await screen.findByRole('alert')).toHaveTextContent(precise);
      expect(screen.queryByText(general)).not.toBeInTheDocument();
    },
  );

  it('shows the server field message for an image address that is not an image, and focuses it', async () => {
    server.use(
      http.put('/api/update/3', () =>
        HttpResponse.json(
          {
            message: 'Some fields are invalid.',
            code: 'validation_failed',
            fields: { avatar: 'No image could be fetched from this address.' },
          },
          { status: 400 },
        ),
      ),
    );
    const { user } = await renderRoute(<ProfileEditForm user={alice} />, { lang: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Image address (URL)' }), 'https://example.com/page.html');
    await user.click(screen.getByRole('button', { name: 'Use this image' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByText('No image could be fetched from this address.');
    expect(alert).toHaveFocus();
  });

  it('uploads an image of exactly 5 MB and saves its address with the profile', async () => {
    const { user } = await renderRoute(<ProfileEditForm user={alice} />, { lang: 'en' });
    await user.upload(screen.getByTestId('avatar-file'), imageOf(UPLOAD_MAX_BYTES));
    expect(await screen.findByText('Image ready: save to apply it.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User profile updated')).toBeInTheDocument();
    // Saved: the image is applied, so the line asking to save it goes away.
    expect(screen.queryByText('Image ready: save to apply it.')).not.toBeInTheDocument();
    expect(uploads).toBe(1);
    expect(updates).toEqual([
      {
        username: 'alice',
        country: 'FR',
        city: 'Lyon',
        catchline: '',
        introduction: 'Hello',
        avatar: '/api/uploads/avatars/new.webp',
      },
    ]);
  });
});

describe('profile form fields', () => {
  it('picks a country by typing part of its name in the current language', async () => {
    const { user } = await renderRoute(<ProfileEditForm user={alice} />);
    const country = screen.getByRole('combobox', { name: 'Pays' });
    await user.clear(country);
    await user.type(country, 'allem');
    await user.keyboard('{Enter}');
    expect(country).toHaveValue('Allemagne');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour')).toBeInTheDocument();
    expect(updates).toMatchObject([{ country: 'DE' }]);
  });

  it('keeps what was typed and shows the server field error when the update fails', async () => {
    server.use(
      http.put('/api/update/3', () =>
        HttpResponse.json(
          { message: 'Invalide.', code: 'username_taken', fields: { username: "Ce nom d'utilisateur est déjà pris." } },
          { status: 409 },
        ),
      ),
    );
    const { user } = await renderRoute(<ProfileEditForm user={alice} />);
    const username = screen.getByLabelText(/^Nom d'utilisateur\*?$/, { selector: 'input' });
    await user.clear(username);
    await user.type(username, 'bobby');
    await user.type(screen.getByLabelText("Phrase d'accroche", { selector: 'input' }), 'Toujours un film');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Une erreur est survenue lors de la mise à jour de votre profil !'),
    ).toBeInTheDocument();
    expect(username).toHaveAccessibleDescription("Ce nom d'utilisateur est déjà pris.");
    expect(screen.queryByText('De 5 à 16 caractères.')).not.toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(username).toHaveValue('bobby');
    expect(screen.getByLabelText("Phrase d'accroche", { selector: 'input' })).toHaveValue('Toujours un film');
  });

  it('counts the saved introduction from the start, and an edit takes the username out of error', async () => {
    const { user } = await renderRoute(<ProfileEditForm user={alice} />, { lang: 'en' });
    expect(screen.getByRole('textbox', { name: 'Introduction' })).toHaveAccessibleDescription(/^5 \/ \d+ characters$/);
    const username = screen.getByLabelText(/^Username\*?$/, { selector: 'input' });
    await user.clear(username);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(username).toHaveAttribute('aria-invalid', 'true');
    await user.type(username, 'alicia');
    expect(username).not.toHaveAttribute('aria-invalid');
    expect(updates).toEqual([]);
  });

  it('checks the username length before sending', async () => {
    const { user } = await renderRoute(<ProfileEditForm user={alice} />, { lang: 'en' });
    const username = screen.getByLabelText(/^Username\*?$/, { selector: 'input' });
    await user.clear(username);
    await user.type(username, 'bob');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('Your username must be between 5 and 16 characters long.')).toBeInTheDocument();
    expect(username).toHaveFocus();
    expect(updates).toEqual([]);
  });
});
