import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';
import { createTestApp, type TestApp } from '../test/app.js';
import { startSmtp, type TestSmtp } from '../test/smtp-server.js';

const message = {
  kind: 'contact' as const,
  to: 'equipe@pepites.test',
  replyTo: 'lea@exemple.fr',
  subject: 'Bonjour',
  text: 'Un message de test.',
};

describe('mailer over SMTP', () => {
  let smtp: TestSmtp;
  let received: TestSmtp['received'];
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtp();
    received = smtp.received;
    t = await createTestApp({ SMTP_URL: smtp.url, MAIL_FROM: 'Pépites <bonjour@pepites.test>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('delivers the mail and records it as sent, without writing a file', async () => {
    await t.app.mailer.send(message);
    expect(received).toHaveLength(1);
    expect(received[0]?.from).toBe('bonjour@pepites.test');
    expect(received[0]?.to).toEqual(['equipe@pepites.test']);
    expect(received[0]?.data).toMatch(/^Subject: Bonjour/m);
    expect(received[0]?.data).toMatch(/^Reply-To: lea@exemple\.fr/m);
    expect(received[0]?.data).toContain('Un message de test.');
    const [row] = await t.database.db.select().from(outbox);
    expect(row).toMatchObject({ transport: 'smtp', to: 'equipe@pepites.test', error: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    await expect(readdir(path.join(t.config.dataDir, 'outbox'))).rejects.toThrow();
  });

  it('keeps no subject, body or reply address of a mail it sent: only its kind, recipient and time', async () => {
    const token = 'Zt8x-live-token-0123456789abcdefghijklmno';
    await t.app.mailer.send({
      ...message,
      kind: 'reset-password',
      to: 'lea@exemple.fr',
      text: `Lien : https://p.example/reset-password/${token}`,
      secrets: [token],
    });
    // Quoted-printable may fold the long line: unfold it before reading the link.
    expect(received.at(-1)?.data.replace(/=\r\n/g, '')).toContain(token);
    const rows = await t.database.db.select().from(outbox);
    const row = rows.find((candidate) => candidate.kind === 'reset-password');
    expect(row).toMatchObject({
      to: 'lea@exemple.fr',
      transport: 'smtp',
      subject: null,
      text: null,
      html: null,
      replyTo: null,
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('keeps the error on the row and reports the upstream failure when the server refuses', async () => {
    const error = await t.app.mailer.send({ ...message, to: 'nobody@refuse.test' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).statusCode).toBe(502);
    const rows = await t.database.db.select().from(outbox);
    const failed = rows.find((row) => row.to === 'nobody@refuse.test');
    expect(failed?.sentAt).toBeNull();
    expect(failed?.error).toContain('mailbox unavailable');
  });
});

describe('mailer with no SMTP_URL', () => {
  it('writes the whole mail to an operator-only file in DATA_DIR/outbox, and to the table with its secrets masked', async () => {
    const t = await createTestApp();
    try {
      const token = 'Zt8x-live-token-0123456789abcdefghijklmno';
      const link = `https://p.example/reset-password/${token}`;
      await t.app.mailer.send({
        ...message,
        kind: 'reset-password',
        text: `Lien : ${link}`,
        html: `<a href="${link}">Lien</a>`,
        secrets: [token],
      });
      const [row] = await t.database.db.select().from(outbox);
      expect(row).toMatchObject({
        transport: 'outbox',
        kind: 'reset-password',
        text: 'Lien : https://p.example/reset-password/••••••',
        html: '<a href="https://p.example/reset-password/••••••">Lien</a>',
        error: null,
      });
      const folder = path.join(t.config.dataDir, 'outbox');
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(
        new RegExp(`^\\d{4}-\\d{2}-\\d{2}T\\d{2}-\\d{2}-\\d{2}\\.\\d{3}Z-${row?.id}-reset-password\\.json$`),
      );
      const file = path.join(folder, files[0] ?? '');
      expect(JSON.parse(await readFile(file, 'utf8')).text).toBe(`Lien : ${link}`);
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect((await stat(folder)).mode & 0o777).toBe(0o700);
    } finally {
      await t.close();
    }
  });
});
