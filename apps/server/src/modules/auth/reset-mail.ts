import { RESET_TOKEN_TTL_MINUTES, type Lang } from '@pepites/contracts';
import type { MailMessage } from '../../plugins/mailer.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

const copy = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe Pépites',
    hello: (name: string) => `Bonjour ${name},`,
    body: `Pour choisir un nouveau mot de passe, ouvrez ce lien. Il est valable ${RESET_TOKEN_TTL_MINUTES} minutes et ne sert qu'une fois :`,
    action: 'Choisir un nouveau mot de passe',
    ignore: "Si vous n'avez rien demandé, ignorez cet email : votre mot de passe reste inchangé.",
    signature: "L'équipe Pépites",
  },
  en: {
    subject: 'Reset your Pépites password',
    hello: (name: string) => `Hello ${name},`,
    body: `To choose a new password, open this link. It is valid for ${RESET_TOKEN_TTL_MINUTES} minutes and works only once:`,
    action: 'Choose a new password',
    ignore: 'If you did not ask for this, ignore this email: your password stays the same.',
    signature: 'The Pépites team',
  },
} satisfies Record<Lang, unknown>;

/** The password-reset mail, in the member's language (users.lang). */
export function resetPasswordMail(to: string, userName: string, link: string, lang: Lang): MailMessage {
  const t = copy[lang];
  const text = [t.hello(userName), '', t.body, link, '', t.ignore, '', t.signature].join('\n');
  const html = [
    `<p>${escapeMarkup(t.hello(userName))}</p>`,
    `<p>${escapeMarkup(t.body)}</p>`,
    `<p><a href="${escapeMarkup(link)}">${escapeMarkup(t.action)}</a></p>`,
    `<p>${escapeMarkup(t.ignore)}</p>`,
    `<p>${escapeMarkup(t.signature)}</p>`,
  ].join('\n');
  return { kind: 'reset-password', to, subject: t.subject, text, html };
}
