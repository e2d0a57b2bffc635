import { pagePaths, pickLang, renderNotification, type Lang, type NotificationParams } from '@pepites/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notifications } from '../../db/schema/index.js';
import { escapeMarkup } from '../../lib/escape-markup.js';
import type { MailMessage } from '../../plugins/mailer.js';
import { readArrivalMail } from '../notifications/index.js';
import { findUserById } from '../users/index.js';

/** One mail per daily check to a member who asked for arrivals at once (decision 043). */
export interface ArrivalMailJob {
  userId: number;
  /** The check's `title_arrived` notifications for the member. */
  notificationIds: number[];
}

const copy = {
  fr: {
    subject: 'Du nouveau sur vos services',
    hello: (name: string) => `Bonjour ${name},`,
    intro: 'Des titres que vous suivez viennent d’arriver sur vos services :',
    settings: 'Vos alertes et ce que vous recevez par courriel :',
    credit: 'Données de diffusion : JustWatch.',
    signature: "L'équipe Pépites",
  },
  en: {
    subject: 'New on your services',
    hello: (name: string) => `Hello ${name},`,
    intro: 'Titles you follow have just arrived on your services:',
    settings: 'Your alerts and what you receive by email:',
    credit: 'Streaming data: JustWatch.',
    signature: 'The Pépites team',
  },
} satisfies Record<Lang, unknown>;

interface ArrivalLine {
  text: string;
  url: string;
}

/** The mail: each arrival as the bell says it, with a link to the title's page. */
export function arrivalMail(
  to: string,
  userName: string,
  lang: Lang,
  lines: readonly ArrivalLine[],
  settingsUrl: string,
): MailMessage {
  const t = copy[lang];
  const text = [
    t.hello(userName),
    t.intro,
    lines.map((line) => `- ${line.text}\n  ${line.url}`).join('\n'),
    `${t.settings}\n${settingsUrl}`,
    t.credit,
    t.signature,
  ].join('\n\n');
  const link = (url: string, label: string) => `<a href="${escapeMarkup(url)}">${escapeMarkup(label)}</a>`;
  const html = [
    `<p>${escapeMarkup(t.hello(userName))}</p>`,
    `<p>${escapeMarkup(t.intro)}</p>`,
    `<ul>${lines.map((line) => `<li>${link(line.url, line.text)}</li>`).join('')}</ul>`,
    `<p>${escapeMarkup(t.settings)} ${link(settingsUrl, settingsUrl)}</p>`,
    `<p>${escapeMarkup(t.credit)}</p>`,
    `<p>${escapeMarkup(t.signature)}</p>`,
  ].join('\n');
  return { kind: 'title-arrivals', to, subject: t.subject, text, html };
}

/**
 * The queue's job: written when it leaves, in the member's language (decision 037), of the check's
 * arrivals still theirs; nothing goes when the member turned the mail off or is suspended meanwhile.
 */
export async function mailTitleArrivals(app: FastifyInstance, job: ArrivalMailJob) {
  const user = await findUserById(app.db, job.userId);
  if (!user || user.suspendedAt || (await readArrivalMail(app.db, job.userId)) !== 'instant') return { sent: false };
  const rows = await app.db
    .select({ params: notifications.params })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, job.userId),
        eq(notifications.code, 'title_arrived'),
        inArray(notifications.id, job.notificationIds.length > 0 ? job.notificationIds : [0]),
      ),
    )
    .orderBy(sql`${notifications.id}`);
  if (rows.length === 0) return { sent: false };
  const lang = pickLang(user.lang);
  const base = app.config.publicUrl;
  const lines = rows.map(({ params }) => {
    const kept = params as NotificationParams;
    const page = kept.type === 'show' ? pagePaths.tvDetails : pagePaths.movieDetails;
    return {
      text: renderNotification('title_arrived', kept, lang),
      url: `${base}${page.href(String(kept.provider_id))}`,
    };
  });
  const settingsUrl = `${base}${pagePaths.notificationSettings.href()}`;
  await app.mailer.send(arrivalMail(user.email, user.userName, lang, lines, settingsUrl));
  return { sent: true, arrivals: lines.length };
}
