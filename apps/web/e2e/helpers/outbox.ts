import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { E2E_DATA_DIR } from './env';

/** The JSON the server's outbox mailer writes (apps/server/src/plugins/mailer.ts). */
interface MailFields {
  id: string | number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  replyTo: string | null;
  createdAt: string;
}

/** One mail the server wrote to DATA_DIR/outbox (no SMTP_URL in e2e), plus the file it came from. */
export interface OutboxMail extends MailFields {
  file: string;
}

export interface MailQuery {
  to: string;
  kind?: string;
}

export interface Outbox {
  /** Every mail in the outbox, oldest first (file names start with the time). */
  list(): Promise<OutboxMail[]>;
  /** One mail by file name (as returned in `file`). */
  read(file: string): Promise<OutboxMail>;
  /** Polls up to 10 s for the newest mail to `to` (case-insensitive) of `kind`, and returns it. */
  waitForMail(query: MailQuery): Promise<OutboxMail>;
}

const WAIT_MS = 10_000;
const POLL_MS = 200;

function matches(mail: OutboxMail, { to, kind }: MailQuery): boolean {
  return mail.to.toLowerCase() === to.toLowerCase() && (kind === undefined || mail.kind === kind);
}

export function createOutbox(dataDir: string = E2E_DATA_DIR): Outbox {
  const folder = path.join(dataDir, 'outbox');

  async function read(file: string): Promise<OutboxMail> {
    const content = JSON.parse(await readFile(path.join(folder, file), 'utf8')) as MailFields;
    return { ...content, file };
  }

  async function list(): Promise<OutboxMail[]> {
    let files: string[];
    try {
      files = (await readdir(folder)).filter((name) => name.endsWith('.json')).sort();
    } catch {
      return [];
    }
    const mails: OutboxMail[] = [];
    // A file may be caught half-written; it is read again on the next poll.
    for (const file of files)
      mails.push(
        ...(await read(file).then(
          (mail) => [mail],
          () => [],
        )),
      );
    return mails;
  }

  async function waitForMail(query: MailQuery): Promise<OutboxMail> {
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      const mails = await list();
      const found = mails.filter((mail) => matches(mail, query)).at(-1);
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = mails.map((mail) => `${mail.kind} → ${mail.to}`).join(', ') || 'none';
        throw new Error(
          `No ${query.kind ?? ''} mail to ${query.to} in ${folder} after ${WAIT_MS / 1000} s (mails there: ${seen}).`,
        );
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  return { list, read, waitForMail };
}
