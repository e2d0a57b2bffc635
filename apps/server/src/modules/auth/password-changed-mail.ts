import type { Lang } from '@pepites/contracts';
import type { MailMessage } from '../../plugins/mailer.js';
import { escapeMarkup } from '../../lib/escape-markup.js';

const copy = {
  fr: {
    subject: 'Votre mot de passe Pépites a été modifié',
    hello: (name: string) => `Bonjour ${name},`,
    body: 'Le mot de passe de votre compte vient d’être modifié, et vos autres sessions ont été fermées.',
    warning:
      'Si ce n’est pas vous, choisissez tout de suite un nouveau mot de passe avec « Mot de passe oublié » sur la page de connexion, puis écrivez-nous.',
    signature: "L'équipe Pépites",
  },
  en: {
    subject: 'Your Pépites password was changed',
    hello: (name: string) => `Hello ${name},`,
    body: 'The password of your account has just been changed, and your other sessions were closed.',
    warning:
      'If this was not you, choose a new password right away with "Forgot password" on the sign-in page, then write to us.',
    signature: 'The Pépites team',
  },
} satisfies Record<Lang, unknown>;

/** Tells the member their password changed; it holds no link and no secret, only what to do if it was not them. */
export function passwordChangedMail(to: string, userName: string, lang: Lang): MailMessage {
  const t = copy[lang];
  const lines = [t.hello(userName), t.body, t.warning, t.signature];
  return {
    kind: 'password-changed',
    to,
    subject: t.subject,
    text: lines.join('\n\n'),
    html: lines.map((line) => `<p>${escapeMarkup(line)}</p>`).join('\n'),
  };
}
