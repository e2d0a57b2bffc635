import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { TestApp } from './app.js';
import { cookieFor, createUser, csrf, uniqueAddress } from './auth-helpers.js';
import { jobsDone } from './jobs.js';

export interface OutboxFile {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
}

/** How long a test waits for the queue to send a mail (plugins/jobs.ts): sent at once when all goes well. */
const MAIL_WAIT_MS = 15_000;

/**
 * The newest mail to `to` in DATA_DIR/outbox, where the local mailer writes whole mails (reset
 * links included, which the database and the admin's view only show masked). Waits for the queue
 * to write it; undefined if it has not after MAIL_WAIT_MS.
 */
export async function newestMailFileTo(dataDir: string, to: string): Promise<OutboxFile | undefined> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const mail = await readNewestMailFileTo(dataDir, to);
    if (mail || Date.now() > deadline) return mail;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function readNewestMailFileTo(dataDir: string, to: string): Promise<OutboxFile | undefined> {
  const folder = path.join(dataDir, 'outbox');
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  for (const name of names.reverse()) {
    const mail = JSON.parse(await readFile(path.join(folder, name), 'utf8')) as OutboxFile;
    if (mail.to === to.toLowerCase()) return mail;
  }
  return undefined;
}

/** The token of the newest reset link mailed to `to`. */
export async function resetTokenMailedTo(dataDir: string, to: string): Promise<string> {
  const mail = await newestMailFileTo(dataDir, to);
  const token = /\/reset-password\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no reset link mailed to ${to}`);
  return token;
}

/** A new account's live reset token: the account asks for a reset link, read back from the outbox. */
export async function freshResetToken(t: TestApp): Promise<string> {
  const user = await createUser(t.app);
  await t.app.inject({
    method: 'POST',
    url: '/api/reset-password',
    headers: csrf,
    remoteAddress: uniqueAddress(),
    payload: { email: user.email },
  });
  await jobsDone(t.database);
  return resetTokenMailedTo(t.config.dataDir, user.email);
}

/** The token of the newest email-change confirmation link mailed to `to` (the new address). */
export async function emailChangeTokenMailedTo(dataDir: string, to: string): Promise<string> {
  const mail = await newestMailFileTo(dataDir, to);
  const token = /\/confirm-email\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error(`no email confirmation link mailed to ${to}`);
  return token;
}

/** A new account's live email-change token: the account asks for a new address, the link read back from the outbox. */
export async function freshEmailChangeToken(t: TestApp): Promise<string> {
  const user = await createUser(t.app);
  const newEmail = `moved-${user.user_name}@example.test`;
  const response = await t.app.inject({
    method: 'PUT',
    url: '/api/account/email',
    headers: { ...csrf, cookie: await cookieFor(t.app, user) },
    remoteAddress: uniqueAddress(),
    payload: { password: user.password, email: newEmail },
  });
  if (response.statusCode !== 200) throw new Error(`email change refused: ${response.statusCode} ${response.body}`);
  await jobsDone(t.database);
  return emailChangeTokenMailedTo(t.config.dataDir, newEmail);
}
