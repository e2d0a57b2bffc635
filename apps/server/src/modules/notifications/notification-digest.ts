import { pagePaths, pickLang, type Lang, type NotificationCode } from '@pepites/contracts';
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { plannedRows } from '../../db/prepared.js';
import { notifications } from '../../db/schema/index.js';
import { notificationDigestMail } from './notification-digest-mail.js';
import { toNotificationView } from './notifications.service.js';

/** At most one digest a member in this many days. */
const DIGEST_EVERY_DAYS = 7;
/** Notifications written out in a digest; the rest are counted. */
export const DIGEST_LINES = 10;
/** Members claimed by one sweep: the next hour's sweep takes those left. */
const DIGEST_BATCH = 500;
/** Arrivals on a member's services (decision 043) go in the digest when they chose so, even with it off. */
const ARRIVAL_CODE = 'title_arrived' satisfies NotificationCode;

/**
 * One member's digest, as queued: the unseen notifications created after `since` (the previous
 * digest; null when there was none) and up to `until` (this claim). Both are PostgreSQL's own
 * timestamp text, read back by PostgreSQL: no precision lost on the way.
 */
export interface DigestMailJob {
  userId: number;
  since: string | null;
  until: string;
}

/**
 * Claims the members whose digest is due and queues their mails, in one transaction: due means the
 * weekly digest is on, the account is not suspended, the last digest is 7 days old or more (or
 * never was), and something unseen arrived since. The claim sets `last_digest_at`, and a row another
 * sweep holds is skipped, so a rerun or a second process finds nothing left to send; the mail jobs
 * exist only if the claim commits (docs/decisions/033-job-queue.md).
 */
export async function queueDueDigests(app: FastifyInstance): Promise<{ queued: number }> {
  return app.db.transaction(async (tx) => {
    const claimed = await plannedRows<DigestMailJob & { user_id: number }>(
      tx,
      sql`
        with due as (
          select ns.user_id, ns.last_digest_at
          from notification_settings ns join users u on u.id = ns.user_id
          where (ns.weekly_digest or ns.arrival_mail = 'digest') and u.suspended_at is null
            and (ns.last_digest_at is null or ns.last_digest_at <= now() - make_interval(days => ${DIGEST_EVERY_DAYS}))
            and exists (
              select 1 from notifications n
              where n.user_id = ns.user_id and not n.seen
                and (ns.weekly_digest or n.code = ${ARRIVAL_CODE})
                and n.created_at > coalesce(ns.last_digest_at, '-infinity'::timestamptz))
          order by ns.user_id
          limit ${DIGEST_BATCH}
          for update of ns skip locked
        )
        update notification_settings ns set last_digest_at = now()
        from due where ns.user_id = due.user_id
        returning ns.user_id, due.last_digest_at::text as since, ns.last_digest_at::text as until`,
    );
    for (const row of claimed) {
      const job: DigestMailJob = { userId: row.user_id, since: row.since, until: row.until };
      await app.jobs.send('mail-notification-digest', job, { db: tx });
    }
    return { queued: claimed.length };
  });
}

interface DigestMember {
  email: string;
  user_name: string;
  lang: string;
  /** False when only arrivals on their services go in it (`arrival_mail` is `digest`, the weekly digest off). */
  weekly_digest: boolean;
}

/** The member, if they may still get it: the account is there, not suspended, the digest still on. */
async function digestMember(db: Db, userId: number): Promise<DigestMember | undefined> {
  const [member] = await plannedRows<DigestMember>(
    db,
    sql`
      select u.email, u.user_name, u.lang, ns.weekly_digest
      from users u join notification_settings ns on ns.user_id = u.id
      where u.id = ${userId} and u.suspended_at is null and (ns.weekly_digest or ns.arrival_mail = 'digest')`,
  );
  return member;
}

/**
 * The period's unseen notifications, newest first (`DIGEST_LINES` of them), rendered in `lang`, and
 * their count: all of them, or only the arrivals for a member whose weekly digest is off.
 */
async function unseenInPeriod(db: Db, job: DigestMailJob, lang: Lang, everyKind: boolean) {
  const period: SQL = and(
    eq(notifications.userId, job.userId),
    eq(notifications.seen, false),
    sql`${notifications.createdAt} <= ${job.until}::timestamptz`,
    job.since === null ? undefined : sql`${notifications.createdAt} > ${job.since}::timestamptz`,
    everyKind ? undefined : eq(notifications.code, ARRIVAL_CODE),
  )!;
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(period)
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(DIGEST_LINES),
    db.select({ total: count() }).from(notifications).where(period),
  ]);
  const lines = rows.map((row) => {
    const view = toNotificationView(row);
    return lang === 'en' ? view.message_en : view.message;
  });
  return { lines, total: totals?.total ?? 0 };
}

/**
 * The queue's job: reads the member and their notifications as the mail leaves, in the member's
 * language (docs/decisions/037-member-mail-language.md). Nothing goes when the member was suspended,
 * turned the digest off or has seen everything meanwhile.
 */
export async function mailNotificationDigest(app: FastifyInstance, job: DigestMailJob) {
  const member = await digestMember(app.db, job.userId);
  if (!member) return { sent: false };
  const lang = pickLang(member.lang);
  const { lines, total } = await unseenInPeriod(app.db, job, lang, member.weekly_digest);
  if (lines.length === 0) return { sent: false };
  const base = app.config.publicUrl;
  await app.mailer.send(
    notificationDigestMail({
      to: member.email,
      userName: member.user_name,
      lang,
      lines,
      rest: total - lines.length,
      notificationsUrl: `${base}${pagePaths.notifications.href(job.userId)}`,
      settingsUrl: `${base}${pagePaths.notificationSettings.href()}`,
    }),
  );
  return { sent: true, listed: lines.length, total };
}
