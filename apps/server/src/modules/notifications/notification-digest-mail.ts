import type { Lang } from '@pepites/contracts';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { MailMessage } from '../../plugins/mailer.js';

const copy = {
  fr: {
    subject: 'Vos notifications Pépites de la semaine',
    hello: (name: string) => `Bonjour ${name},`,
    intro: 'Voici ce que vous n’avez pas encore vu sur Pépites :',
    more: (rest: number) => (rest === 1 ? '… et 1 autre notification.' : `… et ${rest} autres notifications.`),
    all: 'Toutes vos notifications :',
    settings: 'Choisir ce que vous recevez, ou ne plus recevoir ce courriel :',
    signature: "L'équipe Pépites",
  },
  en: {
    subject: 'Your Pépites notifications this week',
    hello: (name: string) => `Hello ${name},`,
    intro: 'Here is what you have not seen yet on Pépites:',
    more: (rest: number) => (rest === 1 ? '…and 1 more notification.' : `…and ${rest} more notifications.`),
    all: 'All your notifications:',
    settings: 'Choose what you receive, or stop this email:',
    signature: 'The Pépites team',
  },
} satisfies Record<Lang, unknown>;

export interface DigestContent {
  to: string;
  userName: string;
  lang: Lang;
  /** The newest unseen notifications, already rendered in `lang`. */
  lines: readonly string[];
  /** Unseen notifications of the period beyond `lines`. */
  rest: number;
  notificationsUrl: string;
  settingsUrl: string;
}

const link = (url: string) => `<a href="${escapeMarkup(url)}">${escapeMarkup(url)}</a>`;

/** The weekly digest: the newest unseen notifications, how many more, and links to the page and the settings. */
export function notificationDigestMail(content: DigestContent): MailMessage {
  const t = copy[content.lang];
  const more = content.rest > 0 ? [t.more(content.rest)] : [];
  const text = [
    t.hello(content.userName),
    t.intro,
    content.lines.map((line) => `- ${line}`).join('\n'),
    ...more,
    `${t.all}\n${content.notificationsUrl}`,
    `${t.settings}\n${content.settingsUrl}`,
    t.signature,
  ].join('\n\n');
  const html = [
    `<p>${escapeMarkup(t.hello(content.userName))}</p>`,
    `<p>${escapeMarkup(t.intro)}</p>`,
    `<ul>${content.lines.map((line) => `<li>${escapeMarkup(line)}</li>`).join('')}</ul>`,
    ...more.map((line) => `<p>${escapeMarkup(line)}</p>`),
    `<p>${escapeMarkup(t.all)} ${link(content.notificationsUrl)}</p>`,
    `<p>${escapeMarkup(t.settings)} ${link(content.settingsUrl)}</p>`,
    `<p>${escapeMarkup(t.signature)}</p>`,
  ].join('\n');
  return { kind: 'notification-digest', to: content.to, subject: t.subject, text, html };
}
