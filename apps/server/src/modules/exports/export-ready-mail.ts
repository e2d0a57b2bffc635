import { EXPORT_TTL_HOURS, pagePaths, pickLang, type Lang } from '@pepites/contracts';
import type { FastifyInstance } from 'fastify';
import { findUserById } from '../users/index.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { ExportReadyMailJob } from './exports.service.js';

const copy = {
  fr: {
    subject: 'Votre archive Pépites est prête',
    hello: (name: string) => `Bonjour ${name},`,
    body: `L’archive de vos données (listes, notes, likes, titres vus, badges, notifications) est prête. Téléchargez-la depuis votre profil, connecté à votre compte, dans les ${EXPORT_TTL_HOURS} heures :`,
    after: 'Passé ce délai, elle est effacée ; vous pourrez en demander une nouvelle.',
    warning: 'Si vous n’avez pas demandé cette archive, changez votre mot de passe et écrivez-nous.',
    signature: "L'équipe Pépites",
  },
  en: {
    subject: 'Your Pépites archive is ready',
    hello: (name: string) => `Hello ${name},`,
    body: `The archive of your data (lists, notes, likes, titles seen, badges, notifications) is ready. Download it from your profile, signed in to your account, within ${EXPORT_TTL_HOURS} hours:`,
    after: 'After that it is erased; you can ask for a new one.',
    warning: 'If you did not ask for this archive, change your password and write to us.',
    signature: 'The Pépites team',
  },
} satisfies Record<Lang, unknown>;

/** Says the archive is ready and links to the profile page: the download itself needs the session, never a link's secret. */
export function exportReadyMail(to: string, userName: string, lang: Lang, profileUrl: string): MailMessage {
  const t = copy[lang];
  const lines = [t.hello(userName), t.body, profileUrl, t.after, t.warning, t.signature];
  return {
    kind: 'data-export',
    to,
    subject: t.subject,
    text: lines.join('\n\n'),
    html: lines
      .map((line) =>
        line === profileUrl
          ? `<p><a href="${escapeMarkup(line)}">${escapeMarkup(line)}</a></p>`
          : `<p>${escapeMarkup(line)}</p>`,
      )
      .join('\n'),
  };
}

/** The queue's job: the address and language are read as the mail leaves (the member's `lang`). */
export async function mailExportReady(app: FastifyInstance, { userId }: ExportReadyMailJob) {
  const user = await findUserById(app.db, userId);
  if (!user) return { sent: false };
  const profileUrl = `${app.config.publicUrl}${pagePaths.userProfile.href()}`;
  await app.mailer.send(exportReadyMail(user.email, user.userName, pickLang(user.lang), profileUrl));
  return { sent: true };
}
