import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface MailMessage {
  kind: 'reset-password' | 'contact';
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
}

export interface Mailer {
  /** Sends by SMTP, or writes to the local outbox (table + JSON file in DATA_DIR/outbox) when SMTP_URL is unset. */
  send(message: MailMessage): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

export const mailerPlugin = fp(async (app: FastifyInstance) => {
  app.decorate('mailer', {
    async send() {
      throw new Error('mailer not implemented yet');
    },
  } satisfies Mailer);
});
