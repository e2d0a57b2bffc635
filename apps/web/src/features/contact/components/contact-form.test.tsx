import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../testing/render-route';
import { ContactForm } from './contact-form';

const sent: unknown[] = [];
let failNext = false;
const server = setupServer(
  http.post('/api/contact', async ({ request }) => {
    if (failNext)
      return HttpResponse.json({ code: 'internal_error', message: 'Un problème est survenu.' }, { status: 503 });
    sent.push(await request.json());
    return HttpResponse.json({ message: 'ok' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  sent.length = 0;
  failNext = false;
});
afterAll(() => server.close());

describe('ContactForm', () => {
  it('shows the contract errors in French, focuses the first one and sends nothing', async () => {
    const { user } = await renderRoute(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'pas-un-email');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAccessibleDescription("Le format de l'email est incorrect.");
    expect(email).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Votre message est vide.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('sends the normalised message, confirms it and empties the form', async () => {
    const { user } = await renderRoute(<ContactForm />, { lang: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), ' ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A list idea ');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(sent).toEqual([{ email: 'ana@example.com', subject: 'Hello', message: 'A list idea' }]);
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('');
  });

  it('keeps what was typed when the server fails, and says so', async () => {
    failNext = true;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderRoute(<ContactForm />);
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Toujours là');
    await user.click(screen.getByRole('button', { name: 'Envoyer' }));

    expect(await screen.findByText("Une erreur est survenue lors de l'envoi de votre message.")).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('ana@example.com');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('Toujours là');
    expect(warn).toHaveBeenCalled();
  });

  it("shows the server's field message under its field, focuses it and keeps what was typed", async () => {
    server.use(
      http.post('/api/contact', () =>
        HttpResponse.json(
          {
            code: 'validation_failed',
            message: 'Some fields are invalid.',
            fields: { subject: 'This subject is not accepted.' },
          },
          { status: 400 },
        ),
      ),
    );
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { user } = await renderRoute(<ContactForm />, { lang: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'A list idea');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await vi.waitFor(() => expect(subject).toHaveAttribute('aria-invalid', 'true'));
    expect(subject).toHaveAccessibleDescription(/^This subject is not accepted\./);
    await vi.waitFor(() => expect(subject).toHaveFocus());
    expect(subject).toHaveValue('Hello');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('A list idea');
    expect(warn).toHaveBeenCalled();
  });

  it('takes a field out of error once it is edited, and leaves the others in error', async () => {
    const { user } = await renderRoute(<ContactForm />, { lang: 'en' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
  });

  it('empties the counters with the form after a message is sent', async () => {
    const { user } = await renderRoute(<ContactForm />, { lang: 'en' });
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
    await user.type(screen.getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('5 / 500 characters');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Your message has been sent.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('0 / 500 characters');
  });

  it('counts the subject against its 50-character limit', async () => {
    const { user } = await renderRoute(<ContactForm />);
    const subject = screen.getByRole('textbox', { name: 'Sujet' });
    expect(subject).toHaveAttribute('maxlength', '50');
    await user.type(subject, 'Bonjour');
    expect(subject).toHaveAccessibleDescription('7 / 50 caractères');
  });

  it('shows the message maximum once, in its counter', async () => {
    await renderRoute(<ContactForm />);
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('0 / 500 caractères');
    expect(screen.queryByText(/500 caractères maximum/)).not.toBeInTheDocument();
  });
});
