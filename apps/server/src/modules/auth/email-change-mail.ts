import { EMAIL_CHANGE_TTL_HOURS, type Lang } from '@pepites/contracts';
import type { MailMessage } from '../../plugins/mailer.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

const copy = {
  fr: {
    confirmSubject: 'Confirmez votre nouvelle adresse Pépites',
    noticeSubject: 'Changement d’adresse demandé sur votre compte Pépites',
    hello: (name: string) => `Bonjour ${name},`,
    confirmBody: `Pour que cette adresse devienne celle de votre compte Pépites, ouvrez ce lien. Il est valable ${EMAIL_CHANGE_TTL_HOURS} heures et ne sert qu'une fois :`,
    action: 'Confirmer ma nouvelle adresse',
    confirmIgnore: "Si vous n'avez rien demandé, ignorez cet email : rien ne change.",
    noticeBody: (to: string) =>
      `Quelqu'un a demandé que l'adresse de votre compte devienne ${to}. Rien ne change tant que cette nouvelle adresse n'a pas été confirmée.`,
    noticeWarning:
      'Si ce n’est pas vous, changez tout de suite votre mot de passe (ou utilisez « Mot de passe oublié » sur la page de connexion), puis écrivez-nous.',
    signature: "L'équipe Pépites",
  },
  en: {
    confirmSubject: 'Confirm your new Pépites address',
    noticeSubject: 'Change of address asked on your Pépites account',
    hello: (name: string) => `Hello ${name},`,
    confirmBody: `To make this address the one of your Pépites account, open this link. It is valid for ${EMAIL_CHANGE_TTL_HOURS} hours and works only once:`,
    action: 'Confirm my new address',
    confirmIgnore: 'If you did not ask for this, ignore this email: nothing changes.',
    noticeBody: (to: string) =>
      `Someone asked for the address of your account to become ${to}. Nothing changes until that new address is confirmed.`,
    noticeWarning:
      'If this was not you, change your password right away (or use "Forgot password" on the sign-in page), then write to us.',
    signature: 'The Pépites team',
  },
} satisfies Record<Lang, unknown>;

/** The link mailed to the new address, in the member's language (users.lang). */
export function emailChangeConfirmMail(to: string, userName: string, link: string, lang: Lang): MailMessage {
  const t = copy[lang];
  const text = [t.hello(userName), '', t.confirmBody, link, '', t.confirmIgnore, '', t.signature].join('\n');
  const html = [
    `<p>${escapeMarkup(t.hello(userName))}</p>`,
    `<p>${escapeMarkup(t.confirmBody)}</p>`,
    `<p><a href="${escapeMarkup(link)}">${escapeMarkup(t.action)}</a></p>`,
    `<p>${escapeMarkup(t.confirmIgnore)}</p>`,
    `<p>${escapeMarkup(t.signature)}</p>`,
  ].join('\n');
  return { kind: 'email-change-confirm', to, subject: t.confirmSubject, text, html };
}

/** Tells the current address that a change was asked: no link, no secret, only what to do if it was not them. */
export function emailChangeNoticeMail(to: string, userName: string, newEmail: string, lang: Lang): MailMessage {
  const t = copy[lang];
  const lines = [t.hello(userName), t.noticeBody(newEmail), t.noticeWarning, t.signature];
  return {
    kind: 'email-change-notice',
    to,
    subject: t.noticeSubject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join('\n'),
  };
}
