import type { ContactInput } from '@pepites/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { users } from '../../db/schema/index.js';
import { addressOf, type MailMessage } from '../../plugins/mailer.js';

/** CONTACT_TO, else the admin's address, else our own sender address: a message is never lost. */
export async function contactRecipient(db: Db, config: Pick<Config, 'contactTo' | 'mailFrom'>): Promise<string> {
  if (config.contactTo) return config.contactTo;
  const [admin] = await db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .limit(1);
  return admin?.email ?? addressOf(config.mailFrom);
}

/** The mail the team receives; answering it goes straight to the sender. */
export function contactMail(input: ContactInput, to: string): MailMessage {
  const subject = input.subject === '' ? '(sans objet)' : input.subject;
  return {
    kind: 'contact',
    to,
    replyTo: input.email,
    subject: `[Pépites] Contact : ${subject}`,
    text: `Message envoyé depuis le formulaire de contact de Pépites.\n\nDe : ${input.email}\nObjet : ${subject}\n\n${input.message}\n`,
  };
}
