import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

export interface MailMessage {
  kind:
    | 'reset-password'
    | 'password-changed'
    | 'email-change-confirm'
    | 'email-change-notice'
    | 'contact'
    | 'data-export'
    | 'notification-digest'
    | 'title-arrivals';
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /**
   * Values that grant access (a reset token): they go to the recipient, and to the operator's local
   * outbox file, never into the database, a log line or an API response.
   */
  secrets?: readonly string[];
}

export interface Mailer {
  /**
   * Sends by SMTP, or writes to the local outbox when SMTP_URL is unset: a JSON file in
   * DATA_DIR/outbox (readable by the operator only) and a table row with secrets masked, which is
   * what the admin sees. A mail sent by SMTP keeps only a record of its kind, recipient and time.
   * When the SMTP server refuses it, the row keeps the error and this throws a 502 `upstream_unavailable`.
   */
  send(message: MailMessage): Promise<void>;
}

/** What replaces a secret wherever a mail is kept or shown. */
export const MASKED_SECRET = '••••••';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export interface MailerOptions {
  db: Db;
  log: FastifyBaseLogger;
  dataDir: string;
  mailFrom: string;
  smtpUrl: string | undefined;
}

/** `2026-01-02T03:04:05.678Z` with `-` for `:`, a name every file system accepts. */
const fileStamp = (date: Date) => date.toISOString().replace(/:/g, '-');

function masked(text: string, secrets: readonly string[] = []): string {
  return secrets.reduce((result, secret) => (secret ? result.split(secret).join(MASKED_SECRET) : result), text);
}

/** The outbox row: the whole mail with its secrets masked, or (`bodyKept` false) only who got what, when. */
async function recordMessage(db: Db, message: MailMessage, transport: 'smtp' | 'outbox') {
  const bodyKept = transport === 'outbox';
  const [row] = await db
    .insert(outbox)
    .values({
      kind: message.kind,
      to: message.to,
      transport,
      replyTo: bodyKept ? (message.replyTo ?? null) : null,
      subject: bodyKept ? masked(message.subject, message.secrets) : null,
      text: bodyKept ? masked(message.text, message.secrets) : null,
      html: bodyKept && message.html ? masked(message.html, message.secrets) : null,
    })
    .returning({ id: outbox.id, createdAt: outbox.createdAt });
  if (!row) throw new Error('outbox insert returned no row');
  return row;
}

/** Writes the mail as a JSON file a developer can open; the row is marked sent once the file exists. */
function outboxMailer(options: MailerOptions): Mailer {
  const folder = path.join(options.dataDir, 'outbox');
  return {
    async send(message) {
      const row = await recordMessage(options.db, message, 'outbox');
      // The file keeps the live link (a local install without SMTP resets passwords with it): only
      // the operator's account may read it.
      await mkdir(folder, { recursive: true, mode: 0o700 });
      const file = path.join(folder, `${fileStamp(row.createdAt)}-${row.id}-${message.kind}.json`);
      const content = {
        id: row.id,
        kind: message.kind,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: row.createdAt.toISOString(),
      };
      await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, { encoding: 'utf8', mode: 0o600 });
      await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      options.log.info({ mailId: row.id, kind: message.kind, file }, `mail written to the local outbox: ${file}`);
    },
  };
}

/** Neither bodies nor addresses are logged here; the row is the record. */
function smtpMailer(options: MailerOptions, transport: Transporter): Mailer {
  return {
    async send(message) {
      const row = await recordMessage(options.db, message, 'smtp');
      try {
        await transport.sendMail({
          from: options.mailFrom,
          to: message.to,
          replyTo: message.replyTo,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await options.db
          .update(outbox)
          .set({ error: reason.slice(0, 1000) })
          .where(eq(outbox.id, row.id));
        // SMTP replies often quote the refused address: keep it on the admin-only row, out of the log.
        options.log.error(
          { mailId: row.id, kind: message.kind, reason: reason.replace(/[^\s<>"']+@[^\s<>"']+/g, '[address]') },
          'mail could not be sent',
        );
        throw new AppError(502, 'upstream_unavailable');
      }
      await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      options.log.info({ mailId: row.id, kind: message.kind }, 'mail sent');
    },
  };
}

/** The mailer the configuration asks for, plus what to call when the app closes. */
export async function createMailer(options: MailerOptions): Promise<{ mailer: Mailer; close(): void }> {
  if (!options.smtpUrl) return { mailer: outboxMailer(options), close: () => {} };
  // Loaded only when SMTP is configured: about 14 MB a process writing to the outbox does not need.
  const { default: nodemailer } = await import('nodemailer');
  const transport = nodemailer.createTransport(options.smtpUrl);
  return { mailer: smtpMailer(options, transport), close: () => transport.close() };
}

/** The bare address of a `Name <address>` sender, used as the last-resort contact recipient. */
export function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const { mailer, close } = await createMailer({
    db: app.db,
    log: app.log,
    dataDir: app.config.dataDir,
    mailFrom: app.config.mailFrom,
    smtpUrl: app.config.smtpUrl,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => close());
});
