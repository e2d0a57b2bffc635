import { expect, setLanguage, test, type OutboxMail } from './fixtures';

function uniqueEmail(): string {
  return `contact${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@pepites.test`;
}

test.describe('contact form', () => {
  test('shows the field errors in French and sends nothing while the form is invalid', async ({ page }) => {
    let posted = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/contact') && request.method() === 'POST') posted += 1;
    });
    await page.goto('/contactUs');
    await expect(page.getByRole('img', { name: "Une enveloppe qui s'envole d'un pot de pop-corn" })).toBeVisible();
    await page.getByRole('button', { name: 'Envoyer' }).click();

    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription('Votre adresse email est requise.');
    await expect(email).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription(
      /Votre message est vide\./,
    );

    await email.fill('Pas un email');
    await page.getByRole('button', { name: 'Envoyer' }).click();
    await expect(email).toHaveAccessibleDescription("Le format de l'email est incorrect.");
    expect(posted).toBe(0);
  });

  test('sends the message to the outbox, confirms it and empties the form', async ({ page, outbox }) => {
    const from = uniqueEmail();
    const message = `Bonjour, une idée de liste : ${from}`;
    await page.goto('/contactUs');
    await page.getByRole('textbox', { name: 'Email' }).fill(from);
    const subject = page.getByRole('textbox', { name: 'Sujet' });
    await subject.fill('Une idée');
    await expect(page.getByText('8 / 50', { exact: true })).toBeVisible();
    await page.getByRole('textbox', { name: 'Message' }).fill(message);
    await page.getByRole('button', { name: 'Envoyer' }).click();

    await expect(page.getByText('Votre message a bien été envoyé.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('');
    await expect(subject).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    let mail: OutboxMail | undefined;
    await expect
      .poll(async () => {
        mail = (await outbox.list()).find((candidate) => candidate.kind === 'contact' && candidate.replyTo === from);
        return mail !== undefined;
      })
      .toBe(true);
    expect(mail?.subject).toContain('Une idée');
    expect(mail?.text).toContain(message);
  });

  test('speaks English and limits the subject and the message', async ({ page }) => {
    await setLanguage(page, 'en');
    await page.goto('/contactUs');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const subject = page.getByRole('textbox', { name: 'Subject' });
    await subject.fill('x'.repeat(80));
    await expect(subject).toHaveValue('x'.repeat(50));
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', '500');
    // The counter shows the maximum; no hint repeats it.
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAccessibleDescription('0 / 500 characters');
    await expect(page.getByText('500 characters maximum')).toHaveCount(0);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Your email address is required.',
    );
  });

  test('keeps what was typed when sending fails, and says so', async ({ page, consoleErrors }) => {
    consoleErrors.allow(/status of 503/);
    await setLanguage(page, 'en');
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ code: 'internal_error', message: 'Down' }),
      }),
    );
    const from = uniqueEmail();
    await page.goto('/contactUs');
    await page.getByRole('textbox', { name: 'Email' }).fill(from);
    await page.getByRole('textbox', { name: 'Message' }).fill('Still here after the failure');
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByText('An error occurred while sending your message.')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(from);
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('Still here after the failure');
  });

  test('on a phone, a failed send brings the first field in error into view below the sticky header', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 664 });
    await page.goto('/contactUs');
    await page.getByRole('textbox', { name: 'Message' }).fill('Un message sans adresse');
    await page.getByRole('button', { name: 'Envoyer' }).scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByRole('button', { name: 'Envoyer' }).click();

    const email = page.getByRole('textbox', { name: 'Email' });
    await expect(email).toBeFocused();
    const field = email.locator('xpath=ancestor::*[@data-field][1]');
    const headerBottom = await page.getByRole('banner').evaluate((header) => header.getBoundingClientRect().bottom);
    await expect.poll(async () => (await field.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(headerBottom);
    const box = await field.boundingBox();
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(664);
  });
});
