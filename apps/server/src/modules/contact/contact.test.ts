import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { jobsDone } from '../../test/jobs.js';

let ipCounter = 0;
/** Each test writes from its own address, so the contact rate limit only bites where it is tested. */
const headersFrom = (ip = `203.0.113.${++ipCounter}`, lang = 'fr') => ({
  'x-requested-with': 'pepites',
  'x-forwarded-for': ip,
  'accept-language': lang,
});

const valid = {
  email: 'lea.martin@exemple.fr',
  subject: 'Une idée de liste',
  message: 'Bonjour, pourriez-vous ajouter les documentaires ?',
};

describe('POST /api/contact', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('sends the message to the outbox (row and file) and answers in the caller language', async () => {
    const fr = await t.app.inject({ method: 'POST', url: '/api/contact', headers: headersFrom(), payload: valid });
    expect(fr.statusCode).toBe(200);
    expect(fr.json()).toEqual({ message: 'Votre message a bien été envoyé.' });

    await jobsDone(t.database);
    const [row] = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'contact'));
    expect(row).toMatchObject({ to: 'no-reply@pepites.local', replyTo: valid.email, transport: 'outbox', error: null });
    expect(row?.subject ?? '').toContain(valid.subject);
    expect(row?.text ?? '').toContain(valid.message);
    expect(row?.sentAt).toBeInstanceOf(Date);

    const files = await readdir(path.join(t.config.dataDir, 'outbox'));
    const file = files.find((name) => name.endsWith(`-${row?.id}-contact.json`));
    expect(file).toBeDefined();
    const content = JSON.parse(await readFile(path.join(t.config.dataDir, 'outbox', file ?? ''), 'utf8')) as Record<
      string,
      unknown
    >;
    expect(content).toMatchObject({
      id: row?.id,
      kind: 'contact',
      to: 'no-reply@pepites.local',
      replyTo: valid.email,
      subject: row?.subject,
      text: row?.text,
    });

    const en = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: headersFrom(undefined, 'en'),
      payload: { ...valid, subject: '' },
    });
    expect(en.json()).toEqual({ message: 'Your message has been sent.' });
  });

  it('writes to the admin when there is one and CONTACT_TO is unset', async () => {
    await t.database.db
      .insert(users)
      .values({ userName: 'admin', email: 'chef@pepites.test', passwordHash: 'x', role: 'admin' });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: headersFrom(),
      payload: { ...valid, subject: 'pour admin' },
    });
    expect(response.statusCode).toBe(200);
    await jobsDone(t.database);
    const rows = await t.database.db.select().from(outbox).where(eq(outbox.kind, 'contact'));
    expect(rows.find((row) => row.subject?.includes('pour admin'))?.to).toBe('chef@pepites.test');
  });

  it.each([
    ['a missing email', { message: 'Bonjour' }, 'email', 'Your email address is required.'],
    ['an empty email', { email: '  ', message: 'Bonjour' }, 'email', 'Your email address is required.'],
    [
      'an email without domain ending',
      { email: 'lea@exemple', message: 'Bonjour' },
      'email',
      'Verify your email address',
    ],
    [
      'an email with a 5-letter ending',
      { email: 'lea@exemple.abcde', message: 'Bonjour' },
      'email',
      'Verify your email address',
    ],
    [
      'an email with forbidden characters',
      { email: 'lé!a@exemple.fr', message: 'Bonjour' },
      'email',
      'Verify your email address',
    ],
    [
      'an email longer than 254 characters',
      { email: `${'a'.repeat(250)}@exemple.fr`, message: 'Bonjour' },
      'email',
      'Verify your email address',
    ],
    [
      'a subject over 50 characters',
      { ...valid, subject: 's'.repeat(51) },
      'subject',
      'The subject must be at most 50 characters long.',
    ],
    ['a missing message', { email: valid.email }, 'message', 'Your message is empty.'],
    ['a blank message', { email: valid.email, message: '   ' }, 'message', 'Your message is empty.'],
    [
      'a message over 500 characters',
      { ...valid, message: 'm'.repeat(501) },
      'message',
      'The message must be at most 500 characters long.',
    ],
  ])('refuses %s with 400 and the field message', async (_label, payload, field, message) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: headersFrom(undefined, 'en'),
      payload,
    });
    expect(response.statusCode).toBe(400);
    const body = response.json() as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('validation_failed');
    expect(body.fields[field]).toBe(message);
  });

  it('accepts the limits exactly (50-character subject, 500-character message)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: headersFrom(),
      payload: { ...valid, subject: 's'.repeat(50), message: 'm'.repeat(500) },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the sixth message within 15 minutes with a localized 429', async () => {
    const ip = '198.51.100.77';
    for (let attempt = 1; attempt <= 5; attempt++) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: headersFrom(ip),
        payload: valid,
      });
      expect(response.statusCode).toBe(200);
    }
    const fr = await t.app.inject({ method: 'POST', url: '/api/contact', headers: headersFrom(ip), payload: valid });
    expect(fr.statusCode).toBe(429);
    expect(fr.json()).toEqual({
      code: 'rate_limited',
      message: 'Trop de tentatives. Réessayez dans quelques minutes.',
    });
    expect(Number(fr.headers['retry-after'])).toBeGreaterThan(0);
    const en = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: headersFrom(ip, 'en'),
      payload: valid,
    });
    expect(en.json()).toEqual({
      code: 'rate_limited',
      message: 'Too many attempts. Please try again in a few minutes.',
    });
    // Another address is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: headersFrom('198.51.100.78'),
      payload: valid,
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('POST /api/contact with CONTACT_TO', () => {
  it('sends to CONTACT_TO', async () => {
    const t = await createTestApp({ CONTACT_TO: 'equipe@pepites.test' });
    try {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/contact',
        headers: headersFrom(),
        payload: valid,
      });
      expect(response.statusCode).toBe(200);
      await jobsDone(t.database);
      const [row] = await t.database.db.select().from(outbox);
      expect(row?.to).toBe('equipe@pepites.test');
    } finally {
      await t.close();
    }
  });
});
