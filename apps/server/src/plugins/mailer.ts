import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/client.js';
import { outbox } from '../db/schema/index.js';
import { AppError } from '../lib/errors.js';

export interface MailMessage {
  kind: 'reset-password' | 'contact';
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /**
   * Sends by SMTP, or writes to the local outbox (table + JSON file in DATA_DIR/outbox) when SMTP_URL is unset.
   * Every message gets an `outbox` row. When the SMTP server refuses it, the row keeps the error and
   * this throws an AppError 502 `upstream_unavailable`.
   */
  send(message: MailMessage): Promise<void>;
}

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

async function recordMessage(db: Db, message: MailMessage, transport: 'smtp' | 'outbox') {
  const [row] = await db
    .insert(outbox)
    .values({ kind: message.kind, to: message.to, replyTo: message.replyTo ?? null, subject: message.subject, text: message.text, html: message.html ?? null, transport })
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
      await mkdir(folder, { recursive: true });
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
      await writeFile(file, `${JSON.stringify(content, null, 2)}\n`, 'utf8');
      await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      options.log.info({ mailId: row.id, kind: message.kind, file }, `mail written to the local outbox: ${file}`);
    },
  };
}

/** Bodies are never logged here: a reset mail carries a live token. */
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
        await options.db.update(outbox).set({ error: reason.slice(0, 1000) }).where(eq(outbox.id, row.id));
        options.log.error({ mailId: row.id, kind: message.kind, reason }, 'mail could not be sent');
        throw new AppError(502, 'upstream_unavailable');
      }
      await options.db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
      options.log.info({ mailId: row.id, kind: message.kind }, 'mail sent');
    },
  };
}

/** The mailer the configuration asks for, plus what to call when the app closes. */
export function createMailer(options: MailerOptions): { mailer: Mailer; close(): void } {
  if (!options.smtpUrl) return { mailer: outboxMailer(options), close: () => {} };
  const transport = nodemailer.createTransport(options.smtpUrl);
  return { mailer: smtpMailer(options, transport), close: () => transport.close() };
}

/** The bare address of a `Name <address>` sender, used as the last-resort contact recipient. */
export function addressOf(sender: string): string {
  return /<([^>]+)>/.exec(sender)?.[1]?.trim() ?? sender.trim();
}

export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const { mailer, close } = createMailer({
    db: app.db,
    log: app.log,
    dataDir: app.config.dataDir,
    mailFrom: app.config.mailFrom,
    smtpUrl: app.config.smtpUrl,
  });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => close());
});
